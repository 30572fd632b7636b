import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { hashPassword } from './password';

/** Sets (or resets) a user's password; a reset also clears failures and any lock. */
export async function setUserPassword(db: AppDb, userId: string, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await authDb(db)
    .insertInto('sys_user_credential')
    .values({ user_id: userId, password_hash: passwordHash, failed_count: 0, locked_until: null, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ password_hash: passwordHash, failed_count: 0, locked_until: null, updated_at: now }))
    .execute();
}

/** The stored hash of a user's password, or null when the user has none. */
export async function findPasswordHash(db: AppDb, userId: string): Promise<string | null> {
  const row = await authDb(db).selectFrom('sys_user_credential').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function deleteUserCredential(db: AppDb, userId: string): Promise<void> {
  await authDb(db).deleteFrom('sys_user_credential').where('user_id', '=', userId).execute();
}
