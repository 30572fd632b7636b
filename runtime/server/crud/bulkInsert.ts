import type { Transaction } from 'kysely';
import type { DB, Row } from '../db/dbTypes';

/**
 * Bound parameters one statement may carry: PostgreSQL's protocol counts them in 16 bits (65,535);
 * staying well below leaves room and keeps each statement short enough for PGlite's one connection.
 */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows with multi-row INSERT statements, as few as the parameter limit allows.
 * Every row must have the same columns (the first row's are used). Runs in the caller's
 * transaction; a refused row (a unique index) fails the statement, and the caller decides.
 */
export async function insertRows(trx: Transaction<DB>, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
}
