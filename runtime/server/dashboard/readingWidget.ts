import { sql, type RawBuilder } from 'kysely';
import type { ReadingBucket, ReadingWindow, WidgetReadings, WidgetRow } from '../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { ROLLUP_TABLE } from '../device/readingRollup';
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
/** A rollup row's column counted only for the metric (the key is bound, never spliced). */
const ofMetric = (aggregate: string, column: string, metric: string) => sql`${sql.raw(aggregate)}(r.${sql.raw(column)}) filter (where r.metric = ${metric})`;
const aliased = (parts: RawBuilder<unknown>[]) => sql.join(parts);

/**
 * The devices a widget reads, each with its project (`projects[i]` is `ids[i]`'s): the readings' key
 * leads with project_id, so every read names the projects too.
 */
export interface Devices {
  ids: string[];
  projects: string[];
}

/** Where a statement reads: the rows of the window, one bucket's key, and a metric's mean, highest and lowest value over rows. */
interface ReadingSource {
  from: RawBuilder<unknown>;
  bucket: RawBuilder<unknown>;
  mean: (metric: string) => RawBuilder<unknown>;
  high: (metric: string) => RawBuilder<unknown>;
  low: (metric: string) => RawBuilder<unknown>;
}

/** The readings themselves, between the window's two ends (the one row of an unbucketed widget). */
const rawSource = ({ ids, projects }: Devices, begin: string, end: string): ReadingSource => ({
  from: sql`${sql.table(READING_TABLE)} r
    where r.project_id = any(${projects}::text[]) and r.device_id = any(${ids}::text[])
      and r.time >= ${begin}::timestamp and r.time <= ${end}::timestamp`,
  bucket: sql`''`,
  mean: (metric) => sql`avg(${metricValue(metric)})`,
  high: (metric) => sql`max(${metricValue(metric)})`,
  low: (metric) => sql`min(${metricValue(metric)})`,
});

/**
 * The hourly rollup, by whole hours: from the hour the window begins in (a 24-hour window starts
 * at the top of the hour 24 hours ago) to the current hour, every reading stored so far.
 */
const rollupSource = ({ ids, projects }: Devices, begin: string, end: string, bucket: ReadingBucket): ReadingSource => ({
  from: sql`${sql.table(ROLLUP_TABLE)} r
    where r.project_id = any(${projects}::text[]) and r.device_id = any(${ids}::text[])
      and r.hour >= date_trunc('hour', ${begin}::timestamp) and r.hour <= ${end}::timestamp`,
  bucket: sql`to_char(r.hour, ${BUCKETS[bucket].store})`,
  mean: (metric) => sql`${ofMetric('sum', 'total', metric)} / ${ofMetric('sum', 'n', metric)}::float8`,
  high: (metric) => ofMetric('max', 'high', metric),
  low: (metric) => ofMetric('min', 'low', metric),
});

/**
 * The statement of a readings widget over some devices: per bucket (or one row) the mean of the
 * devices' last readings, the readings' mean, or the growth of each cumulative meter summed over
 * the meters (a bucket's growth is its highest value minus the previous bucket's, so a day's use
 * counts the water run between two days too). A bucketed mean or growth reads the hourly rollup;
 * the rest the readings, both ends bounding `time`: PostgreSQL reads only the window's partitions
 * and, per device, a range of the (project, device, time) key.
 */
function readingsStatement(devices: Devices, readings: WidgetReadings, begin: string, end: string) {
  const measures = readings.metrics.map((metric, index) => ({ metric, alias: sql.ref(`m${index}`) }));
  if (readings.value === 'latest')
    return sql`select ${aliased(measures.map(({ metric, alias }) => sql`avg(${metricValue(metric)}) as ${alias}`))}
      from unnest(${devices.ids}::text[], ${devices.projects}::text[]) as d(id, project_id)
      cross join lateral (select r.metrics from ${sql.table(READING_TABLE)} r
        where r.project_id = d.project_id and r.device_id = d.id and r.time >= ${begin}::timestamp and r.time <= ${end}::timestamp order by r.time desc limit 1) r`;
  const source = readings.bucket ? rollupSource(devices, begin, end, readings.bucket) : rawSource(devices, begin, end);
  if (readings.value === 'avg')
    return sql`select ${source.bucket} as d0, ${aliased(measures.map(({ metric, alias }) => sql`${source.mean(metric)} as ${alias}`))}
      from ${source.from} group by 1 order by 1`;
  const highs = measures.map(({ metric }, index) => sql`${source.high(metric)} as ${sql.ref(`h${index}`)}, ${source.low(metric)} as ${sql.ref(`l${index}`)}`);
  const growth = measures.map(
    (_, index) =>
      sql`greatest(${sql.ref(`h${index}`)} - coalesce(lag(${sql.ref(`h${index}`)}) over (partition by device_id order by d0), ${sql.ref(`l${index}`)}), 0) as ${sql.ref(`u${index}`)}`,
  );
  return sql`select d0, ${aliased(measures.map(({ alias }, index) => sql`sum(${sql.ref(`u${index}`)}) as ${alias}`))}
    from (select device_id, d0, ${aliased(growth)}
      from (select r.device_id, ${source.bucket} as d0, ${aliased(highs)} from ${source.from} group by 1, 2) per_bucket) grown
    group by d0 order by d0`;
}

const rounded = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100);

/** A readings widget's rows over these devices, at `now`. */
export async function readingRows(db: Deps['db'], devices: Devices, readings: WidgetReadings, now: Date = new Date()): Promise<WidgetRow[]> {
  const result = await readingsStatement(devices, readings, windowStart(readings.since ?? '24h', now), currentTimestamp(now)).execute(db);
  const bucket = readings.bucket ? BUCKETS[readings.bucket] : undefined;
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    dims: bucket ? [String(row.d0)] : [],
    dimTexts: bucket ? [bucket.show(String(row.d0))] : [],
    values: readings.metrics.map((_, index) => rounded(row[`m${index}`])),
  }));
}

/** A readings widget's rows for the caller: the readings of the devices of the screen they may list (the current project's). */
export async function readingWidgetRows(
  deps: Deps,
  screen: ScreenFile,
  readings: WidgetReadings,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<WidgetRow[]> {
  const visible = await visibleRows(deps, screen, auth, 'live');
  const devices = await deps.db.selectFrom(screen.table).select(['id', 'project_id']).where(visible).execute();
  if (devices.length === 0) return [];
  return readingRows(deps.db, { ids: devices.map((device) => String(device.id)), projects: devices.map((device) => String(device.project_id)) }, readings, now);
}
