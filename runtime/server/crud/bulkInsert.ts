import { sql, type Transaction } from 'kysely';
import type { DB, Row } from '../db/dbTypes';

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter that
 * json_populate_recordset turns into rows of the table's own type, so each value is converted as
 * an INSERT would convert it. One parameter instead of one per value: no 65,535-parameter limit
 * and no per-value binding, which made a multi-row VALUES list cost more to build than to run.
 * Every row must have the same columns (the first row's are used); columns not given get their
 * defaults. Runs in the caller's transaction; a refused row (a unique index) fails the statement.
 */
export async function insertRows(trx: Transaction<DB>, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]).map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.table(table)}, cast(${JSON.stringify(rows)} as json))`.execute(trx);
}
