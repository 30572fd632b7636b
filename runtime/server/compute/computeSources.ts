import { sql } from 'kysely';
import type { ComputeDeclaration, ComputeLookup } from '../../core/compute/compute.types';
import { aggregateByKey, monthRange, recordsByKey, type SourceValues } from '../../core/compute/computeModel';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import { rowToRecord } from '../crud/recordMapper';
import type { AppDb, Row } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The registered screen a declaration names (the lint has checked it exists). */
export function screenNamed(registry: ScreenRegistry, id: string): ScreenFile {
  const screen = registry.screens.get(id);
  if (!screen) throw new Error(`compute: unknown screen '${id}'`);
  return screen;
}

/**
 * The rows of a screen visible from the document: the document's project (or tenant), not in the
 * recycle bin. Sources are read in the document's own scope, not the caller's, so the seed and a
 * flow step compute the same.
 */
function scopedRows(db: AppDb, screen: ScreenFile, owner: Row) {
  let query = db.selectFrom(screen.table).selectAll();
  if (screen.scope === 'project') query = query.where('project_id', '=', String(owner.project_id ?? ''));
  else if (screen.scope === 'tenant') query = query.where('tenant_id', '=', String(owner.tenant_id ?? '0'));
  if (screen.softDelete) query = query.where(sql.ref(DEL_FLAG_COLUMN), '=', 0);
  return query;
}

async function lookupRecords(db: AppDb, screen: ScreenFile, lookup: ComputeLookup, owner: Row, keys: string[], monthEnd: string): Promise<Row[]> {
  if (keys.length === 0) return [];
  let query = scopedRows(db, screen, owner).where(lookup.key === 'id' ? 'id' : toColumnName(lookup.key), 'in', keys);
  if (lookup.latest) query = query.where(toColumnName(lookup.latest), '<=', sql<string>`${monthEnd}::date`);
  return (await query.execute()).map((row) => rowToRecord(screen, row));
}

/**
 * What the sources say about the document `header` (a stored row, snake_case, with its owner
 * columns): the `from` aggregates of its month and `match`, and each lookup's record per key (the
 * keys of the aggregates and of `extraKeys`, rows the user added by hand; a lookup `by` a header
 * field gives every key the one record of the header's value). Null when the month is
 * not a valid `YYYY-MM` (the record's own validation reports that).
 */
export async function readSources(
  db: AppDb,
  registry: ScreenRegistry,
  declaration: ComputeDeclaration,
  document: ScreenFile,
  header: Row,
  extraKeys: readonly string[],
): Promise<SourceValues | null> {
  const record = rowToRecord(document, header);
  const range = monthRange(record[declaration.month]);
  if (!range) return null;
  const { from } = declaration;
  const source = screenNamed(registry, from.screen);
  let query = scopedRows(db, source, header)
    .where(toColumnName(from.date), '>=', sql<string>`${range.begin}::date`)
    .where(toColumnName(from.date), '<=', sql<string>`${range.end}::date`);
  for (const [sourceField, headerField] of Object.entries(from.match ?? {})) query = query.where(toColumnName(sourceField), '=', record[headerField] ?? null);
  const sourceRows = (await query.orderBy(toColumnName(from.key)).orderBy(toColumnName(from.date)).execute()).map((row) => rowToRecord(source, row));
  const aggregates = aggregateByKey(from, sourceRows);
  const keys = [...new Set([...aggregates.keys(), ...extraKeys.filter(Boolean)])];
  const lookups = await Promise.all(
    (declaration.lookups ?? []).map(async (lookup) => {
      // A lookup `by` a header field finds one record (the team) whose values every row takes.
      const shared = lookup.by === undefined ? null : String(record[lookup.by] ?? '');
      const found = recordsByKey(
        lookup,
        await lookupRecords(db, screenNamed(registry, lookup.screen), lookup, header, shared === null ? keys : [shared].filter(Boolean), range.end),
        range.end,
      );
      if (shared === null) return found;
      const sharedRecord = found.get(shared);
      return new Map(sharedRecord ? keys.map((key) => [key, sharedRecord]) : []);
    }),
  );
  return { aggregates, lookups };
}
