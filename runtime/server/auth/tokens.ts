import { createHash, randomBytes } from 'node:crypto';
import type { AppDb } from '../db/dbTypes';
import { authDb, type TokenKind } from './authDb';

/** Token lifetime: 7 days, as the client keeps its session (shell-spec §9); also for the material token. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this hash is stored, so a copy of the database does not hold usable tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssueTokenOptions {
  kind?: TokenKind;
  /** Client address, shown on the online-users screen. */
  ip?: string;
  now?: Date;
}

/** Issues a new token for a user and returns the raw value (shown to the client once); expired tokens are swept. */
export async function issueToken(db: AppDb, userId: string, { kind = 'main', ip, now = new Date() }: IssueTokenOptions = {}): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const adb = authDb(db);
  await adb.deleteFrom('sys_token').where('expires_at', '<', now).execute();
  await adb
    .insertInto('sys_token')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      revoked_at: null,
      kind,
      ip: ip ?? null,
    })
    .execute();
  return token;
}

/**
 * The user id of a token of `kind` that is neither expired nor revoked, else null: a material
 * token never opens the main system and a main token never opens the material routes.
 */
export async function findTokenUser(db: AppDb, token: string, kind: TokenKind = 'main', now = new Date()): Promise<string | null> {
  const row = await authDb(db)
    .selectFrom('sys_token')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Revokes one token of `kind` (logout); unknown, other-kind or already revoked tokens are left as they are. */
export async function revokeToken(db: AppDb, token: string, kind: TokenKind, now = new Date()): Promise<void> {
  await authDb(db)
    .updateTable('sys_token')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a user (forced logout, password recovery); returns how many. */
export async function revokeUserTokens(db: AppDb, userId: string, now = new Date()): Promise<number> {
  const rows = await authDb(db)
    .updateTable('sys_token')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.length;
}

/** Removes every token of a user (the user was deleted). */
export async function deleteUserTokens(db: AppDb, userId: string): Promise<void> {
  await authDb(db).deleteFrom('sys_token').where('user_id', '=', userId).execute();
}

/** Whether `token` is the session stored under `sessionHash` (the online list shows hashes, never tokens). */
export function isSameSession(token: string, sessionHash: string): boolean {
  return tokenHash(token) === sessionHash;
}
