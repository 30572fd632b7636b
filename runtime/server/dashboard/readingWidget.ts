import { sql, type RawBuilder } from 'kysely';
import type { ReadingBucket, ReadingWindow, WidgetReadings, WidgetRow } from '../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { READING_TABLE } from '../device/readingTable';

type Deps = Pick<CrudDeps, 'db' | 'rowFilters'>;

/** How a bucket truncates a reading's time, stores it and shows it. */
const BUCKETS: Readonly<Record<ReadingBucket, { store: string; show: (value: string) => string }>> = {
  hour: { store: 'YYYY-MM-DD HH24:00', show: (value) => value.slice(11, 16) },
  day: { store: 'YYYY-MM-DD', show: (value) => value.slice(5) },
  month: { store: 'YYYY-MM', show: (value) => value },
};

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first moment of a window ending now, as a local timestamp. */
export function windowStart(since: ReadingWindow, now: Date): string {
  if (since === '24h') return currentTimestamp(new Date(now.getTime() - 86_400_000));
  if (since === 'today') return `${dayText(now)} 00:00:00`;
  if (since === 'month') return `${dayText(now).slice(0, 7)}-01 00:00:00`;
  if (since === '30d') return `${dayText(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29))} 00:00:00`;
  return `${dayText(new Date(now.getFullYear(), now.getMonth() - 11, 1))} 00:00:00`;
}

/** A metric's value in a reading (the key is bound, never spliced). */
const metricValue = (metric: string) => sql`(r.metrics ->> ${metric})::float8`;
const aliased = (parts: RawBuilder<unknown>[]) => sql.join(parts);

/**
 * The statement of a readings widget over some devices: per bucket (or one row) the mean of the
 * devices' last readings, the readings' mean, or the growth of each cumulative meter summed over
 * the meters (a bucket's growth is its last value minus the previous bucket's, so a day's use
 * counts the water run between two days too). Both ends bound `time`: PostgreSQL reads only the
 * window's partitions and, per device, a range of the (device, time) key.
 */
function readingsStatement(ids: string[], readings: WidgetReadings, begin: string, end: string) {
  const window = sql`r.device_id = any(${ids}::text[]) and r.time >= ${begin}::timestamp and r.time <= ${end}::timestamp`;
  const measures = readings.metrics.map((metric, index) => ({ metric, alias: sql.ref(`m${index}`) }));
  if (readings.value === 'latest')
    return sql`select ${aliased(measures.map(({ metric, alias }) => sql`avg(${metricValue(metric)}) as ${alias}`))}
      from unnest(${ids}::text[]) as d(id)
      cross join lateral (select r.metrics from ${sql.table(READING_TABLE)} r
        where r.device_id = d.id and r.time >= ${begin}::timestamp and r.time <= ${end}::timestamp order by r.time desc limit 1) r`;
  const bucket = readings.bucket ? sql`to_char(r.time, ${BUCKETS[readings.bucket].store})` : sql`''`;
  if (readings.value === 'avg')
    return sql`select ${bucket} as d0, ${aliased(measures.map(({ metric, alias }) => sql`avg(${metricValue(metric)}) as ${alias}`))}
      from ${sql.table(READING_TABLE)} r where ${window} group by 1 order by 1`;
  const highs = measures.map(
    ({ metric }, index) => sql`max(${metricValue(metric)}) as ${sql.ref(`h${index}`)}, min(${metricValue(metric)}) as ${sql.ref(`l${index}`)}`,
  );
  const growth = measures.map(
    (_, index) =>
      sql`greatest(${sql.ref(`h${index}`)} - coalesce(lag(${sql.ref(`h${index}`)}) over (partition by device_id order by d0), ${sql.ref(`l${index}`)}), 0) as ${sql.ref(`u${index}`)}`,
  );
  return sql`select d0, ${aliased(measures.map(({ alias }, index) => sql`sum(${sql.ref(`u${index}`)}) as ${alias}`))}
    from (select device_id, d0, ${aliased(growth)}
      from (select r.device_id, ${bucket} as d0, ${aliased(highs)} from ${sql.table(READING_TABLE)} r where ${window} group by 1, 2) per_bucket) grown
    group by d0 order by d0`;
}

const rounded = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100);

/** A readings widget's rows for the caller: the readings of the devices of the screen they may list (the current project's). */
export async function readingWidgetRows(
  deps: Deps,
  screen: ScreenFile,
  readings: WidgetReadings,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<WidgetRow[]> {
  const visible = await visibleRows(deps, screen, auth, 'live');
  const devices = await deps.db.selectFrom(screen.table).select('id').where(visible).execute();
  if (devices.length === 0) return [];
  const ids = devices.map((device) => String(device.id));
  const result = await readingsStatement(ids, readings, windowStart(readings.since ?? '24h', now), currentTimestamp(now)).execute(deps.db);
  const bucket = readings.bucket ? BUCKETS[readings.bucket] : undefined;
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    dims: bucket ? [String(row.d0)] : [],
    dimTexts: bucket ? [bucket.show(String(row.d0))] : [],
    values: readings.metrics.map((_, index) => rounded(row[`m${index}`])),
  }));
}
