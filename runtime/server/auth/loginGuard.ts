import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';

/** 5 failed logins lock for 10 minutes (jeecg-contract §1.7); older failures stop counting. */
export const MAX_FAILURES = 5;
const LOCK_MS = 10 * 60 * 1000;
const FAILURE_WINDOW_MS = 10 * 60 * 1000;
/** Failure records of address and name pairs are dropped a day after their last failure. */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Three DB-backed failure counters guard a login: the account's (in sys_user_credential, across
 * all clients), the client's for the typed username (sys_login_attempt, keyed by address and
 * name, which also covers usernames that do not exist so they behave exactly like real ones),
 * and the client address's over all usernames (sys_login_attempt too), so trying many names from
 * one address soon needs the captcha. Only the first two lock; the address's only asks for the captcha.
 */
export interface LoginSubject {
  userId: string | null;
  ip: string;
  username: string;
}

export interface LoginGuardState {
  locked: boolean;
  captchaRequired: boolean;
}

/** Failed logins from one address (any usernames, within the failure window) after which it must answer the captcha. */
export interface LoginGuardPolicy {
  addressFailuresBeforeCaptcha: number;
}

function attemptKey({ ip, username }: LoginSubject): string {
  return createHash('sha256').update(`${ip}\n${username.toLowerCase()}`).digest('hex');
}

/** The address's own counter; its hashed text has no newline, so it never meets an address-and-name key. */
function addressKey({ ip }: LoginSubject): string {
  return createHash('sha256').update(`address ${ip}`).digest('hex');
}

/** Whether the subject is locked now, and whether a captcha is needed (any earlier failure of the name or account, or enough recent ones from the address). */
export async function readLoginGuard(db: AppDb, subject: LoginSubject, policy: LoginGuardPolicy, now = new Date()): Promise<LoginGuardState> {
  const adb = authDb(db);
  const attempts = await adb
    .selectFrom('sys_login_attempt')
    .select(['attempt_key', 'failed_count', 'locked_until', 'updated_at'])
    .where('attempt_key', 'in', [attemptKey(subject), addressKey(subject)])
    .execute();
  const pair = attempts.find((row) => row.attempt_key === attemptKey(subject));
  const address = attempts.find((row) => row.attempt_key === addressKey(subject));
  const account = subject.userId
    ? await adb.selectFrom('sys_user_credential').select(['failed_count', 'locked_until']).where('user_id', '=', subject.userId).executeTakeFirst()
    : undefined;
  const counters = [pair, account].filter((counter) => counter !== undefined);
  const addressBusy =
    address !== undefined && address.failed_count >= policy.addressFailuresBeforeCaptcha && address.updated_at.getTime() >= now.getTime() - FAILURE_WINDOW_MS;
  return {
    locked: counters.some((counter) => counter.locked_until !== null && counter.locked_until > now),
    captchaRequired: addressBusy || counters.some((counter) => counter.failed_count > 0),
  };
}

/** SQL for "this counter starts over": its failures are stale or its lock has run out. */
function startsOver(table: string, now: Date) {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  return sql<boolean>`(${sql.ref(`${table}.updated_at`)} < ${windowStart} or (${sql.ref(`${table}.locked_until`)} is not null and ${sql.ref(`${table}.locked_until`)} <= ${now}))`;
}

function nextCount(table: string, now: Date) {
  return sql<number>`case when ${startsOver(table, now)} then 1 else ${sql.ref(`${table}.failed_count`)} + 1 end`;
}

/**
 * Counts one failure on every counter (atomically in SQL) and sweeps day-old attempt records;
 * returns whether this failure locked the subject (the address's count never locks).
 */
export async function recordLoginFailure(db: AppDb, subject: LoginSubject, now = new Date()): Promise<boolean> {
  const adb = authDb(db);
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const counts: number[] = [];
  await adb
    .deleteFrom('sys_login_attempt')
    .where('updated_at', '<', new Date(now.getTime() - ATTEMPT_RETENTION_MS))
    .execute();
  const attempt = await adb
    .insertInto('sys_login_attempt')
    .values({ attempt_key: attemptKey(subject), failed_count: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) => conflict.column('attempt_key').doUpdateSet({ failed_count: nextCount('sys_login_attempt', now), updated_at: now }))
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  counts.push(attempt.failed_count);
  await adb
    .insertInto('sys_login_attempt')
    .values({ attempt_key: addressKey(subject), failed_count: 1, locked_until: null, updated_at: now })
    .onConflict((conflict) => conflict.column('attempt_key').doUpdateSet({ failed_count: nextCount('sys_login_attempt', now), updated_at: now }))
    .execute();
  if (subject.userId) {
    const account = await adb
      .updateTable('sys_user_credential')
      .set({ failed_count: nextCount('sys_user_credential', now), updated_at: now })
      .where('user_id', '=', subject.userId)
      .returning('failed_count')
      .executeTakeFirst();
    if (account) counts.push(account.failed_count);
  }
  const locked = counts.some((count) => count >= MAX_FAILURES);
  if (locked) {
    await adb.updateTable('sys_login_attempt').set({ locked_until: lockedUntil }).where('attempt_key', '=', attemptKey(subject)).execute();
    if (subject.userId) await adb.updateTable('sys_user_credential').set({ locked_until: lockedUntil }).where('user_id', '=', subject.userId).execute();
  }
  return locked;
}

/** A successful login clears both counters. */
export async function clearLoginFailures(db: AppDb, subject: LoginSubject & { userId: string }, now = new Date()): Promise<void> {
  const adb = authDb(db);
  await adb.deleteFrom('sys_login_attempt').where('attempt_key', '=', attemptKey(subject)).execute();
  await adb.updateTable('sys_user_credential').set({ failed_count: 0, locked_until: null, updated_at: now }).where('user_id', '=', subject.userId).execute();
}
