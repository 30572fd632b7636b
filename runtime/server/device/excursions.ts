import { sql } from 'kysely';
import { flowOf } from '../../core/flow/flowModel';
import { toColumnName } from '../../core/screen/naming';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { DeviceRecord, DeviceScreen } from './deviceScreens';
import { namedScreen } from './deviceScreens';
import type { Reading } from './readingBatch';

/** The limits of one metric; either may be absent. */
export interface Limits {
  lower: number | null;
  upper: number | null;
}

/** An excursion being followed through a batch: its alarm row, the worst value so far, the limit passed, and its end once back within limits. */
interface Excursion {
  id: string;
  metric: string;
  isNew: boolean;
  startTime: string;
  value: number;
  limit: number;
  endTime: string | null;
}

/** A new alarm, for the notice after the commit. */
export interface RaisedAlarm {
  id: string;
  metric: string;
  value: number;
  limit: number;
  startTime: string;
}

const col = toColumnName;
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/** The limit a value passes, or null within limits. */
export function passedLimit(value: number, limits: Limits): number | null {
  if (limits.upper !== null && value > limits.upper) return limits.upper;
  if (limits.lower !== null && value < limits.lower) return limits.lower;
  return null;
}

/** One threshold row as limits. */
const limitsOfRow = (row: Record<string, unknown>): Limits => ({ lower: numberOrNull(row.lower_limit), upper: numberOrNull(row.upper_limit) });

/** The limits of the device's kind in its project, by metric. */
export async function limitsOf(trx: AppDb, registry: ScreenRegistry, screen: DeviceScreen, projectId: string | null): Promise<Map<string, Limits>> {
  const rows = await thresholdRows(registry, screen, projectId).execute(trx);
  return new Map(rows.rows.map((row) => [String(row.metric), limitsOfRow(row)]));
}

/** The threshold rows of the device kind in a project (metric, lower_limit, upper_limit), as a statement to run or nest. */
function thresholdRows(registry: ScreenRegistry, screen: DeviceScreen, projectId: string | null) {
  const thresholds = namedScreen(registry, screen.device.thresholds);
  return sql<
    Record<string, unknown>
  >`select ${sql.ref(col('metric'))} as metric, ${sql.ref(col('lowerLimit'))} as lower_limit, ${sql.ref(col('upperLimit'))} as upper_limit
    from ${sql.table(thresholds.table)} where ${sql.ref(col('deviceKind'))} = ${screen.device.kind} and project_id = ${projectId}`;
}

/**
 * The limits of the device's kind (by metric) and the device's alarms still open (no end time, by
 * metric), in one statement: ingestion asks for both on every upload.
 */
async function limitsAndOpenExcursions(
  trx: AppDb,
  registry: ScreenRegistry,
  screen: DeviceScreen,
  device: DeviceRecord,
): Promise<{ limits: Map<string, Limits>; open: Map<string, Excursion> }> {
  const alarms = namedScreen(registry, screen.device.alarms);
  const rows = await sql<
    Record<string, unknown>
  >`select 'limit' as kind, t.metric, t.lower_limit, t.upper_limit, null as id, null as value, null as limit_value, null as start_time
      from (${thresholdRows(registry, screen, device.projectId)}) t
    union all
    select 'open', ${sql.ref(col('metric'))}, null, null, id, ${sql.ref(col('value'))}, ${sql.ref(col('limitValue'))}, ${sql.ref(col('startTime'))}
      from ${sql.table(alarms.table)} where ${sql.ref(col('deviceId'))} = ${device.id} and ${sql.ref(col('endTime'))} is null`.execute(trx);
  const limits = new Map<string, Limits>();
  const open = new Map<string, Excursion>();
  for (const row of rows.rows) {
    const metric = String(row.metric);
    if (row.kind === 'limit') limits.set(metric, limitsOfRow(row));
    else
      open.set(metric, {
        id: String(row.id),
        metric,
        isNew: false,
        startTime: String(row.start_time),
        value: Number(row.value),
        limit: Number(row.limit_value),
        endTime: null,
      });
  }
  return { limits, open };
}

/**
 * Follows the new readings (in time order) through the device's limits: the first reading
 * outside a limit opens an alarm, later ones outside it only raise its worst value, and the first
 * one back inside ends it. So a crane that stays overloaded for ten minutes gives one alarm, not
 * six hundred. Runs under the device's lock, in the ingestion's transaction; answers the new alarms.
 */
export async function followExcursions(
  trx: AppDb,
  registry: ScreenRegistry,
  screen: DeviceScreen,
  device: DeviceRecord,
  readings: readonly Reading[],
  now: string,
): Promise<RaisedAlarm[]> {
  if (readings.length === 0) return [];
  const { limits, open } = await limitsAndOpenExcursions(trx, registry, screen, device);
  if (limits.size === 0) return [];
  const alarms = namedScreen(registry, screen.device.alarms);
  const touched = new Set<Excursion>();
  for (const reading of readings)
    for (const [metric, value] of Object.entries(reading.metrics)) {
      const metricLimits = limits.get(metric);
      if (!metricLimits) continue;
      const limit = passedLimit(value, metricLimits);
      const current = open.get(metric);
      if (limit !== null && !current) {
        const excursion = { id: newId(), metric, isNew: true, startTime: reading.time, value, limit, endTime: null };
        open.set(metric, excursion);
        touched.add(excursion);
      } else if (limit !== null && current && Math.abs(value - current.limit) > Math.abs(current.value - current.limit)) {
        current.value = value;
        touched.add(current);
      } else if (limit === null && current) {
        current.endTime = reading.time;
        touched.add(current);
        open.delete(metric);
      }
    }
  const flow = flowOf(alarms);
  const raised: RaisedAlarm[] = [];
  for (const excursion of touched) {
    if (!excursion.isNew) {
      await trx
        .updateTable(alarms.table)
        .set({ [col('value')]: excursion.value, [col('endTime')]: excursion.endTime })
        .where('id', '=', excursion.id)
        .execute();
      continue;
    }
    await trx
      .insertInto(alarms.table)
      .values({
        id: excursion.id,
        [col('deviceId')]: device.id,
        [col('deviceName')]: device.name,
        [col('deviceKind')]: screen.device.kind,
        [col('metric')]: excursion.metric,
        [col('value')]: excursion.value,
        [col('limitValue')]: excursion.limit,
        [col('startTime')]: excursion.startTime,
        [col('endTime')]: excursion.endTime,
        ...(flow ? { [col(flow.stateField)]: flow.initial } : {}),
        project_id: device.projectId,
        tenant_id: device.tenantId,
        create_by: 'device',
        create_time: now,
      })
      .execute();
    raised.push({ id: excursion.id, metric: excursion.metric, value: excursion.value, limit: excursion.limit, startTime: excursion.startTime });
  }
  await logAlarmActions(trx, registry, screen, device, raised, now);
  return raised;
}

/**
 * The declared `onAlarm` actions of the new alarms (e.g. 喷淋开启 when PM10 passes its limit), one
 * record each, in the alarm's transaction: an alarm without its action, or an action without its
 * alarm, is never seen.
 */
async function logAlarmActions(trx: AppDb, registry: ScreenRegistry, screen: DeviceScreen, device: DeviceRecord, raised: readonly RaisedAlarm[], now: string) {
  for (const declared of screen.device.onAlarm ?? []) {
    const target = namedScreen(registry, declared.screen);
    const rows = raised
      .filter((alarm) => declared.metrics.includes(alarm.metric))
      .map((alarm) => ({
        id: newId(),
        [col('deviceId')]: device.id,
        [col('deviceName')]: device.name,
        [col('alarmId')]: alarm.id,
        [col('metric')]: alarm.metric,
        [col('value')]: alarm.value,
        [col('action')]: declared.action,
        [col('actionTime')]: alarm.startTime,
        project_id: device.projectId,
        tenant_id: device.tenantId,
        create_by: 'device',
        create_time: now,
      }));
    if (rows.length > 0) await trx.insertInto(target.table).values(rows).execute();
  }
}
