import type { AppDb } from './dbTypes';

/** SQLSTATE of a repeatable-read transaction that met a row changed since its snapshot. */
const SERIALIZATION_FAILURE = '40001';
/**
 * Runs before giving up: each failure means another transaction on the same rows committed, so
 * every run lets at least one of them through; only a crowd of writers of one row reaches it.
 */
const ATTEMPTS = 10;

const isSerializationFailure = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SERIALIZATION_FAILURE;

/**
 * Runs `work` in a repeatable-read transaction, again from the start while it fails because a row it
 * writes changed since its snapshot: so `work` may read and write in one statement and still act
 * only on what no concurrent commit has overtaken.
 */
export async function repeatableRead<T>(db: AppDb, work: (trx: AppDb) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('repeatable read').execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isSerializationFailure(error)) throw error;
    }
  }
}
