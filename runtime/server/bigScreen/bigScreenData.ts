import { sql } from 'kysely';
import type { BigScreenAlarm, BigScreenAnswer, BigScreenDevice, DeviceState } from '../../core/device/bigScreen.types';
import { BIG_SCREEN_WELDING, ONLINE_MINUTES, TREND_HOURS } from '../../core/device/bigScreen.types';
import { toColumnName } from '../../core/screen/naming';
import { permissionCode } from '../../core/screen/screenModel';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { deviceScreens, namedScreen, type DeviceScreen } from '../device/deviceScreens';
import { limitsOf } from '../device/excursions';
import { latestReading, perMinute } from '../device/readingQueries';

/** Most alarms of today the screen lists. */
const MAX_ALARMS = 30;

const mayList = (auth: AuthContext, screen: { permission: string }) => auth.isAdmin || auth.permissions.has(permissionCode(screen, 'list'));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const numberOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** The ids of the devices among `ids` with an alarm still open (no end time). */
async function alarming(deps: CrudDeps, screen: DeviceScreen, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const alarms = namedScreen(deps.registry, screen.device.alarms);
  const rows = await deps.db
    .selectFrom(alarms.table)
    .select(sql.ref('device_id').as('deviceId'))
    .where(sql.ref('device_id'), 'in', ids)
    .where(sql.ref('end_time'), 'is', null)
    .execute();
  return new Set(rows.map((row) => String((row as { deviceId: unknown }).deviceId)));
}

/** The devices of one device screen the caller sees, each with its state, limits and latest reading. */
async function devicesOf(deps: CrudDeps, screen: DeviceScreen, auth: AuthContext, now: Date): Promise<BigScreenDevice[]> {
  const visible = await visibleRows(deps, screen, auth);
  const nameColumn = toColumnName(screen.device.name);
  const uploadColumn = toColumnName(screen.device.lastUpload);
  const rows = (await deps.db
    .selectFrom(screen.table)
    .select([
      sql.ref('id').as('id'),
      sql.ref(nameColumn).as('name'),
      sql<string | null>`to_char(${sql.ref(uploadColumn)}, 'YYYY-MM-DD HH24:MI:SS')`.as('lastUpload'),
    ])
    .where(visible)
    .orderBy(sql.ref(nameColumn))
    .execute()) as { id: unknown; name: unknown; lastUpload: string | null }[];
  const open = await alarming(
    deps,
    screen,
    rows.map((row) => String(row.id)),
  );
  const limits = Object.fromEntries(await limitsOf(deps.db, deps.registry, screen, auth.projectId));
  const onlineSince = currentTimestamp(new Date(now.getTime() - ONLINE_MINUTES * 60_000));
  return Promise.all(
    rows.map(async (row) => {
      const id = String(row.id);
      const state: DeviceState = open.has(id) ? 'alarm' : row.lastUpload && row.lastUpload >= onlineSince ? 'online' : 'offline';
      return {
        id,
        screen: screen.id,
        kindTitle: screen.title,
        name: String(row.name ?? ''),
        lastUpload: row.lastUpload,
        state,
        metrics: screen.device.metrics,
        limits,
        latest: await latestReading(deps.db, id),
      };
    }),
  );
}

/** Today's alarms of the device screens' alarm screens the caller may list, newest first. */
async function todaysAlarms(deps: CrudDeps, screens: DeviceScreen[], auth: AuthContext, today: string): Promise<BigScreenAlarm[]> {
  const alarmIds = [...new Set(screens.map((screen) => screen.device.alarms))];
  const metricOf = new Map(screens.flatMap((screen) => screen.device.metrics.map((metric) => [`${screen.device.kind}.${metric.name}`, metric] as const)));
  const answer: BigScreenAlarm[] = [];
  for (const alarmId of alarmIds) {
    const alarms = namedScreen(deps.registry, alarmId);
    if (!mayList(auth, alarms)) continue;
    const visible = await visibleRows(deps, alarms, auth);
    const rows = (await deps.db
      .selectFrom(alarms.table)
      .select([
        sql.ref('id').as('id'),
        sql.ref('device_name').as('deviceName'),
        sql.ref('device_kind').as('deviceKind'),
        sql.ref('metric').as('metric'),
        sql.ref('value').as('value'),
        sql.ref('limit_value').as('limitValue'),
        sql<string>`to_char(start_time, 'YYYY-MM-DD HH24:MI:SS')`.as('startTime'),
        sql<string | null>`to_char(end_time, 'YYYY-MM-DD HH24:MI:SS')`.as('endTime'),
      ])
      .where(visible)
      .where(sql.ref('start_time'), '>=', today)
      .orderBy(sql.ref('start_time'), 'desc')
      .limit(MAX_ALARMS)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const metric = metricOf.get(`${String(row.deviceKind)}.${String(row.metric)}`);
      answer.push({
        id: String(row.id),
        deviceName: String(row.deviceName ?? ''),
        metricTitle: metric?.title ?? String(row.metric ?? ''),
        unit: metric?.unit,
        value: numberOf(row.value),
        limitValue: numberOf(row.limitValue),
        startTime: String(row.startTime),
        endTime: text(row.endTime),
      });
    }
  }
  return answer.sort((a, b) => b.startTime.localeCompare(a.startTime)).slice(0, MAX_ALARMS);
}

/**
 * What the 设备大屏 shows of the caller's current project: every device of the device screens
 * the caller may list (state, limits, latest reading), today's alarms and each device's first
 * metric over the last TREND_HOURS, one point a minute.
 */
export async function bigScreenData(deps: CrudDeps, auth: AuthContext, now: Date = new Date()): Promise<BigScreenAnswer> {
  const screens = deviceScreens(deps.registry).filter((screen) => screen.device.bigScreen !== false && mayList(auth, screen));
  const devices = (await Promise.all(screens.map((screen) => devicesOf(deps, screen, auth, now)))).flat();
  const stamp = currentTimestamp(now);
  const trend = await Promise.all(
    devices.map(async (device) => {
      const metric = device.metrics[0];
      const points = await perMinute(deps.db, device.id, TREND_HOURS, now);
      return {
        id: device.id,
        name: device.name,
        metric,
        points: points.map((point) => [point.time, numberOf(point.metrics[metric.name])] as [string, number | null]),
      };
    }),
  );
  const welding = auth.isAdmin || BIG_SCREEN_WELDING.permissions.every((code) => auth.permissions.has(code));
  return { now: stamp, devices, alarms: await todaysAlarms(deps, screens, auth, stamp.slice(0, 10)), trend, welding };
}
