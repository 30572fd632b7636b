import { flowOf } from '../../core/flow/flowModel';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
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

/** The limits of the device's kind in its project, by metric. */
export async function limitsOf(trx: AppDb, registry: ScreenRegistry, screen: DeviceScreen, projectId: string | null): Promise<Map<string, Limits>> {
  const thresholds = namedScreen(registry, screen.device.thresholds);
  const rows = await trx
    .selectFrom(thresholds.table)
    .select([col('metric'), col('lowerLimit'), col('upperLimit')])
    .where(col('deviceKind'), '=', screen.device.kind)
    .where('project_id', '=', projectId)
    .execute();
  return new Map(rows.map((row) => [String(row.metric), { lower: numberOrNull(row[col('lowerLimit')]), upper: numberOrNull(row[col('upperLimit')]) }]));
}

/** The device's alarms still open (no end time), by metric. */
async function openExcursions(trx: AppDb, alarms: ScreenFile, device: DeviceRecord): Promise<Map<string, Excursion>> {
  const rows = await trx
    .selectFrom(alarms.table)
    .select(['id', col('metric'), col('value'), col('limitValue'), col('startTime')])
    .where(col('deviceId'), '=', device.id)
    .where(col('endTime'), 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.metric),
      {
        id: String(row.id),
        metric: String(row.metric),
        isNew: false,
        startTime: String(row[col('startTime')]),
        value: Number(row.value),
        limit: Number(row[col('limitValue')]),
        endTime: null,
      },
    ]),
  );
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
  const limits = await limitsOf(trx, registry, screen, device.projectId);
  if (limits.size === 0 || readings.length === 0) return [];
  const alarms = namedScreen(registry, screen.device.alarms);
  const open = await openExcursions(trx, alarms, device);
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
  return raised;
}
