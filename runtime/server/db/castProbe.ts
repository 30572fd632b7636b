import { sql } from 'kysely';
import { atomically } from './atomically';
import type { AppDb } from './dbTypes';

/** A row whose value a column cast cannot convert. */
export interface FailingRow {
  id: string;
  value: string;
}

/** How many failing rows a message names: enough to see the pattern, few enough to read. */
export const FAILING_ROWS_SHOWN = 5;

/** Rows tried per query while looking for failing rows; a failing batch is halved until the row is found. */
const BATCH = 1000;

/** Whether the `using` expression converts every value of these rows. */
async function converts(db: AppDb, table: string, using: string, ids: string[]): Promise<boolean> {
  try {
    await atomically(db, (d) => sql`select (${sql.raw(using)}) from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(d));
    return true;
  } catch {
    return false;
  }
}

/** The failing rows among `ids` (up to `limit`), by halving the batches that fail. */
async function failingAmong(db: AppDb, table: string, using: string, ids: string[], limit: number): Promise<string[]> {
  if (limit <= 0 || (await converts(db, table, using, ids))) return [];
  if (ids.length === 1) return ids;
  const half = Math.ceil(ids.length / 2);
  const first = await failingAmong(db, table, using, ids.slice(0, half), limit);
  return [...first, ...(await failingAmong(db, table, using, ids.slice(half), limit - first.length))];
}

/**
 * The first rows (by id) whose value the cast's `using` expression cannot convert, with their
 * values as text. The expression is tried on batches of rows; only a failing batch is looked at
 * row by row, so a large table with a few bad values costs a few hundred small queries at most.
 */
export async function findFailingRows(db: AppDb, table: string, column: string, using: string, limit = FAILING_ROWS_SHOWN): Promise<FailingRow[]> {
  const failing: string[] = [];
  let after = '';
  while (failing.length < limit) {
    const batch = await sql<{ id: string }>`
      select id from ${sql.table(table)} where ${sql.ref(column)} is not null and id > ${after} order by id limit ${BATCH}`.execute(db);
    if (batch.rows.length === 0) break;
    const ids = batch.rows.map((row) => String(row.id));
    failing.push(...(await failingAmong(db, table, using, ids, limit - failing.length)));
    after = ids[ids.length - 1];
  }
  if (failing.length === 0) return [];
  const values = await sql<FailingRow>`
    select id, ${sql.ref(column)}::text as value from ${sql.table(table)} where id in (${sql.join(failing)}) order by id`.execute(db);
  return values.rows.map((row) => ({ id: String(row.id), value: String(row.value) }));
}
