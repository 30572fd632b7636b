import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { rollUpReadings } from '../device/readingRollup';
import { READING_TABLE, ReadingPartitions } from '../device/readingTable';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { seededHistoryRow, type FlowHistoryRow } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** The 设备管理员 of the demo (accounts.ts), who confirms the alarms in every project. */
const DEVICE_MANAGER = 'zhengyu';
/** Days of per-minute history each demo device has: enough for the 24-hour chart and the day before. */
const HISTORY_DAYS = 2;
/** Days of readings each demo device has in all (issue 18: 30 days for every demo device); before the per-minute days, one every `OLDER_STEP_MINUTES`. */
const READING_DAYS = 30;
const OLDER_STEP_MINUTES = 10;

/** Limits per kind and metric (GB/T 5031 style: 力矩 90 %, 风速 above 6级 stops lifting). */
const LIMITS: readonly { deviceKind: string; metric: string; upperLimit: number; lowerLimit?: number; remark: string }[] = [
  { deviceKind: 'tower', metric: 'moment', upperLimit: 90, remark: '力矩达到额定值 90% 报警，应减载' },
  { deviceKind: 'tower', metric: 'load', upperLimit: 6, remark: '额定起重量 6t' },
  { deviceKind: 'tower', metric: 'windSpeed', upperLimit: 13.8, remark: '6级风及以上停止吊装' },
  { deviceKind: 'tower', metric: 'tilt', upperLimit: 1, remark: '塔身垂直度偏差' },
  { deviceKind: 'elevator', metric: 'load', upperLimit: 2, remark: '额定载重 2t' },
  { deviceKind: 'elevator', metric: 'speed', upperLimit: 40, remark: '额定提升速度 36m/min' },
];

interface DemoDevice {
  screenId: 'specialdevice.tower' | 'specialdevice.elevator';
  kind: string;
  name: string;
  model: string;
  manufacturer: string;
}

const DEVICES: readonly DemoDevice[] = [
  { screenId: 'specialdevice.tower', kind: 'tower', name: '1#塔吊', model: 'QTZ80(TC5610)', manufacturer: '中联重科' },
  { screenId: 'specialdevice.tower', kind: 'tower', name: '2#塔吊', model: 'QTZ125(TC6013)', manufacturer: '徐工建机' },
  { screenId: 'specialdevice.elevator', kind: 'elevator', name: '1#施工升降机', model: 'SC200/200', manufacturer: '广州京龙' },
];

const OPERATORS = ['赵建国', '钱卫东', '孙志强', '李德明', '周海涛', '吴新华', '郑永刚', '王立平', '冯长青'];

const pad = (value: number) => String(value).padStart(2, '0');
const dayOffset = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00`);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * History of one device in one statement (generate_series), a reading every `step` minutes: a crane's moment swings
 * with each lift, the wind drifts over the day; a hoist goes up and down with its door shut while
 * moving. Values are smooth functions of the minute, so the seed is the same on every start; each
 * device is `phase` minutes along the same curves, so two cranes of a site never read alike.
 */
async function insertHistory(
  db: AppDb,
  device: { id: string; kind: string; projectId: string; phase: number },
  since: string,
  until: string,
  step = 1,
): Promise<void> {
  const metrics =
    device.kind === 'tower'
      ? sql`jsonb_build_object(
          'load', round((2.5 + 2 * abs(sin(n / 7.0)))::numeric, 2),
          'moment', round((48 + 30 * abs(sin(n / 7.0)))::numeric, 1),
          'height', round((25 + 15 * abs(cos(n / 11.0)))::numeric, 1),
          'radius', round((18 + 20 * abs(sin(n / 13.0)))::numeric, 1),
          'windSpeed', round((4 + 3 * abs(sin(n / 240.0)))::numeric, 1),
          'tilt', round((0.2 + 0.15 * abs(sin(n / 300.0)))::numeric, 2))`
      : sql`jsonb_build_object(
          'load', round((0.4 + 1.2 * abs(sin(n / 9.0)))::numeric, 2),
          'height', round((60 * abs(sin(n / 20.0)))::numeric, 1),
          'speed', round((33 * abs(cos(n / 20.0)))::numeric, 1),
          'door', case when abs(sin(n / 20.0)) < 0.05 then 1 else 0 end)`;
  await sql`insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
      select ${device.id}, ${since}::timestamp + m * interval '1 minute', ${metrics}, ${device.projectId}, '0'
      from (select m, m + ${device.phase} as n
        from generate_series(0, (extract(epoch from (${until}::timestamp - ${since}::timestamp)) / 60)::int - 1, ${step}::int) as m) as minutes`.execute(db);
}

/**
 * 特种设备 in every demo project: two cranes and a hoist with certificates (one expiring soon),
 * the limits of each kind, two days of per-minute readings after 28 days of one every ten minutes, and a few months of alarms — the
 * older ones confirmed by the 设备管理员 with their flow history, the latest still open.
 */
export async function seedSpecialDevices(db: AppDb, registry: ScreenRegistry, projectIds: readonly string[], now: string): Promise<void> {
  const today = now.slice(0, 10);
  const manager = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', DEVICE_MANAGER).executeTakeFirstOrThrow();
  const person = { id: String(manager.id), realname: String(manager.realname) };
  const thresholds: SeedRecord[] = [];
  const devices = new Map<string, SeedRecord[]>();
  const alarms: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];
  projectIds.forEach((projectId, p) => {
    for (const limit of LIMITS) thresholds.push({ id: newId(), fields: { ...limit }, createTime: `${dayOffset(today, -120)} 09:00:00`, projectId });
    DEVICES.forEach((device, d) => {
      const id = newId();
      const serial = p * DEVICES.length + d;
      const record: SeedRecord = {
        id,
        projectId,
        createTime: `${dayOffset(today, -120)} 10:00:00`,
        fields: {
          deviceName: device.name,
          filingNo: `浙${device.kind === 'tower' ? 'A-T' : 'A-S'}${String(2025_0100 + serial)}`,
          manufacturer: device.manufacturer,
          model: device.model,
          location: device.kind === 'tower' ? `${d + 1}号楼北侧` : '1号楼东侧',
          installDate: dayOffset(today, -110),
          inspectionCertNo: `JY${String(88_000 + serial)}`,
          // The first crane of each project is due for its inspection within the month.
          inspectionValidTo: dayOffset(today, d === 0 ? 12 + p * 3 : 250),
          operatorName: OPERATORS[serial % OPERATORS.length],
          operatorCertNo: `T${String(330_100_000 + serial)}`,
          operatorCertValidTo: dayOffset(today, 400 - serial * 20),
          status: '1',
          lastUploadTime: now,
        },
      };
      devices.set(device.screenId, [...(devices.get(device.screenId) ?? []), record]);
      // An alarm about every three weeks over four months; the two latest not confirmed yet.
      for (let k = 0; k < 6; k += 1) {
        const day = dayOffset(today, -(5 + k * 20 + serial));
        const startTime = `${day} ${pad(9 + ((k + serial) % 8))}:${pad((k * 17 + serial * 7) % 60)}:00`;
        const endTime = startTime.replace(/:(\d{2}):00$/, (_, minutes: string) => `:${pad(Math.min(59, Number(minutes) + 3))}:00`);
        const metric = device.kind === 'tower' ? (k % 3 === 2 ? 'windSpeed' : 'moment') : 'load';
        const limit = LIMITS.find((candidate) => candidate.deviceKind === device.kind && candidate.metric === metric)!.upperLimit;
        const confirmed = k >= 2;
        const alarmId = newId();
        const confirmTime = `${day} ${pad(17)}:30:00`;
        alarms.push({
          id: alarmId,
          projectId,
          createTime: startTime,
          fields: {
            deviceId: id,
            deviceName: device.name,
            deviceKind: device.kind,
            metric,
            value: Math.round(limit * (1.03 + 0.02 * k) * 10) / 10,
            limitValue: limit,
            startTime,
            endTime,
            status: confirmed ? '2' : '1',
            confirmBy: confirmed ? person.id : null,
            confirmTime: confirmed ? confirmTime : null,
          },
        });
        if (confirmed)
          history.push(
            seededHistoryRow({
              projectId,
              screenId: 'specialdevice.alarm',
              recordId: alarmId,
              action: 'confirm',
              from: '1',
              to: '2',
              actor: person,
              comment: metric === 'windSpeed' ? '已停止吊装，待风力减弱' : '已通知司机减载，现场复核正常',
              at: confirmTime,
            }),
          );
      }
    });
  });
  await insertScreenRecords(db, screenOf(registry, 'specialdevice.threshold'), thresholds);
  for (const [screenId, records] of devices) await insertScreenRecords(db, screenOf(registry, screenId), records);
  await insertScreenRecords(db, screenOf(registry, 'specialdevice.alarm'), alarms);
  await insertFlowHistory(db, history);
  const older = `${dayOffset(today, -READING_DAYS)} ${now.slice(11, 16)}:00`;
  const since = `${dayOffset(today, -HISTORY_DAYS)} ${now.slice(11, 16)}:00`;
  const until = `${today} ${now.slice(11, 16)}:00`;
  await new ReadingPartitions(db).ensureFor([older, until]);
  for (const [screenId, records] of devices)
    for (const [index, record] of records.entries()) {
      const device = { id: record.id, kind: screenId === 'specialdevice.tower' ? 'tower' : 'elevator', projectId: record.projectId!, phase: index * 37 };
      await insertHistory(db, device, older, since, OLDER_STEP_MINUTES);
      await insertHistory(db, device, since, until);
    }
  await rollUpReadings(
    db,
    [...devices.values()].flatMap((records) => records.map((record) => record.id)),
  );
}
