import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { rollUpReadings } from '../device/readingRollup';
import { READING_TABLE, ReadingPartitions } from '../device/readingTable';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { addDays } from './demo/dates';
import { seededHistoryRow, type FlowHistoryRow } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** The 设备管理员 of the demo, who confirms the dust alarms. */
const DEVICE_MANAGER = 'zhengyu';
/**
 * Days of readings every demo monitor and meter has (the 30-day usage chart): hourly, and every
 * five minutes over the last day (the 24-hour trend) — about 1,000 rows a device, so the seed
 * (which every API and e2e test database runs) grows by about a second.
 */
const HISTORY_DAYS = 30;

/** Limits of the environment monitors (GB 3095 二级 daily PM2.5 75 and PM10 150 μg/m³, GB 12523 daytime 70 dB, 6级风 10.8 m/s). */
const LIMITS: readonly { metric: string; upperLimit: number; remark: string }[] = [
  { metric: 'pm25', upperLimit: 75, remark: 'GB 3095 二级日均限值' },
  { metric: 'pm10', upperLimit: 150, remark: '超过即开启围挡喷淋' },
  { metric: 'noise', upperLimit: 70, remark: 'GB 12523 昼间限值' },
  { metric: 'windSpeed', upperLimit: 10.8, remark: '6级风停止土方作业' },
];

const MONITORS = [
  { name: '1#扬尘监测点', location: '南大门', sprayZone: '南侧围挡喷淋' },
  { name: '2#扬尘监测点', location: '基坑东侧', sprayZone: '基坑雾炮' },
];
const METERS = [
  { name: '施工用水总表', type: 'water', location: '南大门水表井', base: 12_000 },
  { name: '施工用电总表', type: 'electricity', location: '1#配电房', base: 380_000 },
];
/** Days ago of each monitor's past PM10 excursions (about one a week), all confirmed with their spray. */
const ALARM_DAYS = [3, 9, 16, 24];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The sample times of a device: hourly over the month, every five minutes over the last day, each
 * with the hours it stands for (what a meter's use grows by).
 */
const sampleTimes = (since: string, recentFrom: string, until: string) => sql`
  select t, 1.0 as step from generate_series(${since}::timestamp, ${recentFrom}::timestamp - interval '1 hour', interval '1 hour') as t
  union all
  select t, 1.0 / 12 from generate_series(${recentFrom}::timestamp, ${until}::timestamp - interval '5 minutes', interval '5 minutes') as t`;

/** Daytime (7:00–19:00) is when the site works: dust, noise, water and power rise. */
const WORKING = sql`case when extract(hour from t) between 7 and 18 then 1 else 0 end`;

/**
 * A monitor's readings: dust and noise higher while the site works, temperature and humidity
 * following the day, and PM10 (PM2.5 with it) over its limit in the hours of its past alarms.
 */
async function insertMonitorHistory(
  db: AppDb,
  device: { id: string; projectId: string; phase: number; alarmHours: string[] },
  times: ReturnType<typeof sampleTimes>,
): Promise<void> {
  const minute = sql`(extract(epoch from t) / 60 + ${device.phase}::int)`;
  const spike = sql`(date_trunc('hour', t) = any(${device.alarmHours}::timestamp[]))`;
  const daily = sql`sin((extract(hour from t) + extract(minute from t) / 60 - 9) / 24 * 2 * pi())`;
  await sql`insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
      select ${device.id}, t, jsonb_build_object(
          'pm25', round((case when ${spike} then 96 else 22 + 14 * ${WORKING} + 12 * abs(sin(${minute} / 97.0)) end)::numeric, 1),
          'pm10', round((case when ${spike} then 168 + 12 * abs(sin(${minute} / 7.0)) else 45 + 30 * ${WORKING} + 20 * abs(sin(${minute} / 83.0)) end)::numeric, 1),
          'noise', round((48 + 14 * ${WORKING} + 4 * abs(sin(${minute} / 13.0)))::numeric, 1),
          'temperature', round((11 + 6 * ${daily})::numeric, 1),
          'humidity', round((62 - 14 * ${daily})::numeric, 1),
          'windSpeed', round((1.8 + 2.2 * abs(sin(${minute} / 311.0)))::numeric, 1)),
        ${device.projectId}, '0'
      from (${times}) as samples`.execute(db);
}

/** A meter's cumulative readings: its use per hour (much more by day) summed from its base. */
async function insertMeterHistory(
  db: AppDb,
  device: { id: string; projectId: string; metric: string; base: number; day: number; night: number },
  times: ReturnType<typeof sampleTimes>,
): Promise<void> {
  await sql`insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
      select ${device.id}, t, jsonb_build_object(${device.metric}::text, round((${device.base}::numeric + sum(used) over (order by t))::numeric, 2)), ${device.projectId}, '0'
      from (select t, step * (case when ${WORKING} = 1 then ${device.day}::numeric else ${device.night}::numeric end) * (0.85 + 0.3 * abs(sin(extract(epoch from t) / 5400.0))) as used
        from (${times}) as samples) as uses`.execute(db);
}

/**
 * 智慧项目部's environment in every demo project: two dust monitors and a water and an electricity
 * meter with a month of readings, the limits, and a PM10 excursion about once a week per monitor,
 * each with its 喷淋开启 record and confirmed by the 设备管理员.
 */
export async function seedSmartEnvironment(db: AppDb, registry: ScreenRegistry, projectIds: readonly string[], now: string): Promise<void> {
  const today = now.slice(0, 10);
  const manager = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', DEVICE_MANAGER).executeTakeFirstOrThrow();
  const person = { id: String(manager.id), realname: String(manager.realname) };
  const thresholds: SeedRecord[] = [];
  const monitors: (SeedRecord & { alarmHours: string[] })[] = [];
  const meters: SeedRecord[] = [];
  const alarms: SeedRecord[] = [];
  const sprays: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];
  const created = `${addDays(today, -HISTORY_DAYS - 10)} 09:00:00`;
  projectIds.forEach((projectId, p) => {
    for (const limit of LIMITS) thresholds.push({ id: newId(), projectId, createTime: created, fields: { deviceKind: 'envMonitor', ...limit } });
    MONITORS.forEach((monitor, m) => {
      const id = newId();
      const alarmHours: string[] = [];
      for (const [k, daysAgo] of ALARM_DAYS.entries()) {
        const day = addDays(today, -(daysAgo + m + p));
        const hour = `${day} ${pad(9 + ((k + m) % 5))}:00:00`;
        alarmHours.push(hour);
        const alarmId = newId();
        const confirmTime = hour.replace(/ (\d{2}):00:00$/, (_, h: string) => ` ${h}:25:00`);
        const value = 180;
        alarms.push({
          id: alarmId,
          projectId,
          createTime: hour,
          fields: {
            deviceId: id,
            deviceName: monitor.name,
            deviceKind: 'envMonitor',
            metric: 'pm10',
            value,
            limitValue: 150,
            startTime: hour,
            endTime: `${hour.slice(0, 13)}:59:00`,
            status: '2',
            confirmBy: person.id,
            confirmTime,
          },
        });
        sprays.push({
          id: newId(),
          projectId,
          createTime: hour,
          fields: { deviceId: id, deviceName: monitor.name, alarmId, metric: 'pm10', value: 168, action: '喷淋开启', actionTime: hour },
        });
        history.push(
          seededHistoryRow({
            projectId,
            screenId: 'smartproject.envAlarm',
            recordId: alarmId,
            action: 'confirm',
            from: '1',
            to: '2',
            actor: person,
            comment: k % 2 === 0 ? `${monitor.sprayZone}已开启，土方车辆冲洗后复测正常` : '已暂停土方开挖并覆盖裸土，喷淋后回落',
            at: confirmTime,
          }),
        );
      }
      monitors.push({
        id,
        projectId,
        createTime: created,
        alarmHours,
        fields: {
          deviceName: monitor.name,
          deviceNo: `YC${String(2025_0100 + p * 10 + m)}`,
          model: 'TH-YZ8 扬尘噪声在线监测仪',
          location: monitor.location,
          sprayZone: monitor.sprayZone,
          installDate: addDays(today, -HISTORY_DAYS - 10),
          status: '1',
          lastUploadTime: now,
        },
      });
    });
    METERS.forEach((meter, m) => {
      meters.push({
        id: newId(),
        projectId,
        createTime: created,
        fields: {
          deviceName: meter.name,
          deviceNo: `${meter.type === 'water' ? 'SB' : 'DB'}${String(3300_0100 + p * 10 + m)}`,
          meterType: meter.type,
          location: meter.location,
          multiplier: 1,
          status: '1',
          lastUploadTime: now,
        },
      });
    });
  });
  await insertScreenRecords(db, screenOf(registry, 'smartproject.envThreshold'), thresholds);
  await insertScreenRecords(
    db,
    screenOf(registry, 'smartproject.environment'),
    monitors.map(({ alarmHours: _, ...record }) => record),
  );
  await insertScreenRecords(db, screenOf(registry, 'smartproject.waterElectricity'), meters);
  await insertScreenRecords(db, screenOf(registry, 'smartproject.envAlarm'), alarms);
  await insertScreenRecords(db, screenOf(registry, 'smartproject.spray'), sprays);
  await insertFlowHistory(db, history);

  const until = `${today} ${now.slice(11, 15)}0:00`;
  const recentFrom = `${addDays(today, -1)} ${now.slice(11, 15)}0:00`;
  const since = `${addDays(today, -HISTORY_DAYS)} ${now.slice(11, 13)}:00:00`;
  await new ReadingPartitions(db).ensureFor([since, until]);
  const times = sampleTimes(since, recentFrom, until);
  for (const [index, monitor] of monitors.entries())
    await insertMonitorHistory(db, { id: monitor.id, projectId: monitor.projectId!, phase: index * 41, alarmHours: monitor.alarmHours }, times);
  for (const [index, meter] of meters.entries()) {
    const water = meter.fields.meterType === 'water';
    const scale = 1 + (index % 3) * 0.2;
    await insertMeterHistory(
      db,
      {
        id: meter.id,
        projectId: meter.projectId!,
        metric: water ? 'water' : 'electricity',
        base: (water ? METERS[0].base : METERS[1].base) * scale,
        day: (water ? 2.4 : 118) * scale,
        night: (water ? 0.3 : 16) * scale,
      },
      times,
    );
  }
  await rollUpReadings(
    db,
    [...monitors, ...meters].map((device) => device.id),
  );
}
