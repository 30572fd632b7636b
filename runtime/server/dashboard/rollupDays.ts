import { sql, type RawBuilder } from 'kysely';
import { PROJECT_DIMENSION, type WidgetData, type WidgetFilter } from '../../core/dashboard/dashboard.types';
import type { FieldSchema } from '../../core/screen/screen.types';
import { columnTypeOf } from '../db/screenColumns';

/**
 * The timestamp fields among a widget's rollup keys: a rollup holds them as their calendar day
 * (see dayKeyValue), which answers the widget's period (whole days, from its first day to before
 * the day after its last), its date buckets (day or coarser) and its empty tests exactly as the
 * timestamps do. Undefined when a use needs the time of day: a dimension without a bucket, a
 * compared value, a dictionary filter or a distinct count of the field. A date field is its day,
 * a whole value like any other.
 */
export function dayKeyFields(fields: ReadonlyMap<string, FieldSchema>, data: WidgetData, keys: string[], filters: WidgetFilter[]): string[] | undefined {
  const stamps = keys.filter((name) => name !== PROJECT_DIMENSION && columnTypeOf(fields.get(name)!) === 'timestamp');
  const timed = new Set([
    ...(data.dimensions ?? []).filter((dimension) => !dimension.bucket).map((dimension) => dimension.field),
    ...filters.filter((filter) => filter.rule !== 'empty' && filter.rule !== 'not_empty').map((filter) => filter.field),
    ...Object.values(data.dictFilters ?? {}),
    ...data.measures.filter((measure) => measure.op === 'countDistinct').map((measure) => measure.field!),
  ]);
  return stamps.some((name) => timed.has(name)) ? undefined : stamps;
}

/**
 * What a rollup keys a row by for one key column: the column's value, or for a day key the row's
 * calendar day under the column's own name, so the widget query reads the rollup with the very
 * expressions it reads the rows with (a timestamp without time zone: no zone is involved).
 */
export function dayKeyValue(days: readonly string[], column: string): RawBuilder<unknown> {
  return days.includes(column) ? sql`cast(${sql.ref(column)} as date)` : sql`${sql.ref(column)}`;
}
