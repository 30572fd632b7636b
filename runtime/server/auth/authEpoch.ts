import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';

/**
 * Tables whose rows decide who a token is and what it may do: a change to any of them (sign-out,
 * forced logout, freeze, deletion, password recovery, role and grant changes, menu switches,
 * project membership and project roles) may change some session's access.
 */
export const ACCESS_TABLES = ['sys_token', 'sys_user', 'sys_role', 'sys_role_permission', 'sys_permission', 'sys_depart', 'proj_member'] as const;

/** The channel a move of the epoch is announced on (see db/changeFeed.ts). */
export const ACCESS_EPOCH_CHANNEL = 'sys_access_epoch';

/**
 * The access epoch: a one-row counter that triggers on ACCESS_TABLES bump in the same transaction
 * as the change, so it moves exactly when committed access data moves, whichever code (or process,
 * or manual SQL) wrote it, and announce the new value on ACCESS_EPOCH_CHANNEL when it commits. The
 * session cache keeps what it loaded only while the epoch is unchanged.
 * New tokens (inserts into sys_token) change no existing session and leave it alone.
 */
export async function createAccessEpoch(db: AppDb): Promise<void> {
  await sql`create table if not exists sys_access_epoch (id integer primary key, epoch bigint not null)`.execute(db);
  await sql`insert into sys_access_epoch (id, epoch) values (1, 0) on conflict (id) do nothing`.execute(db);
  await sql`
    create or replace function sys_bump_access_epoch() returns trigger language plpgsql as $$
    declare moved bigint;
    begin
      update sys_access_epoch set epoch = epoch + 1 where id = 1 returning epoch into moved;
      perform pg_notify('${sql.raw(ACCESS_EPOCH_CHANNEL)}', moved::text);
      return null;
    end $$`.execute(db);
  for (const table of ACCESS_TABLES) {
    // Per row on sys_token: each sign-in sweeps expired tokens, which should not move the epoch when none went.
    const timing =
      table === 'sys_token'
        ? sql`update or delete on sys_token for each row`
        : sql`insert or update or delete or truncate on ${sql.table(table)} for each statement`;
    await sql`create or replace trigger ${sql.id(`${table}_access_epoch`)} after ${timing} execute function sys_bump_access_epoch()`.execute(db);
  }
}

/** The current access epoch (one primary-key read). */
export async function readAccessEpoch(db: AppDb): Promise<string> {
  const { rows } = await sql<{ epoch: string }>`select epoch::text as epoch from sys_access_epoch where id = 1`.execute(db);
  return rows[0]?.epoch ?? '';
}
