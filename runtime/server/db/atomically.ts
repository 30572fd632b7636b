import { sql } from 'kysely';
import type { AppDb } from './dbTypes';

let savepoints = 0;

/**
 * Runs `work` so that its failure leaves the connection usable: inside a transaction (a dry run's)
 * under a savepoint rolled back on failure, otherwise in a transaction of its own. A failed
 * statement would otherwise abort the caller's transaction, and every later statement with it.
 */
export async function atomically<T>(db: AppDb, work: (db: AppDb) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.raw(`step_${++savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    throw error;
  }
}
