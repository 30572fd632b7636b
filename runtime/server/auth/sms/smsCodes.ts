import { createHash, randomInt } from 'node:crypto';
import type { AppDb } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { authDb } from '../authDb';
import type { SmsPurpose, SmsSender } from './smsSender';

/** A code is valid for 5 minutes, once; a phone gets one code per minute and 10 per hour. */
export const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
const RESEND_INTERVAL_MS = 60 * 1000;
const HOURLY_LIMIT = 10;
const HOUR_MS = 60 * 60 * 1000;
/** Wrong guesses that void a code, so 6 digits cannot be tried through. */
const MAX_GUESSES = 5;

export const SMS_MESSAGES = {
  codeRequired: '请输入手机验证码',
  wrongCode: '手机验证码错误',
  expired: '手机验证码已失效，请重新获取',
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  hourlyLimit: '该手机号获取验证码次数过多，请1小时后再试',
} as const;

function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}\n${code}`).digest('hex');
}

export type SmsOutcome = { ok: true } | { ok: false; message: string };

/**
 * Makes, stores (hashed) and sends a new 6-digit code, replacing the phone's earlier code of that purpose, unless the phone asked too often: within
 * the last minute, or 10 times within the hour (all purposes count). Day-old rows are swept.
 */
export async function sendSmsCode(db: AppDb, sender: SmsSender, mobile: string, purpose: SmsPurpose, now = new Date()): Promise<SmsOutcome> {
  const adb = authDb(db);
  await adb
    .deleteFrom('sys_sms_code')
    .where('created_at', '<', new Date(now.getTime() - 24 * HOUR_MS))
    .execute();
  const recent = await adb
    .selectFrom('sys_sms_code')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .orderBy('created_at', 'desc')
    .execute();
  const waitMs = recent.length ? recent[0].created_at.getTime() + RESEND_INTERVAL_MS - now.getTime() : 0;
  if (waitMs > 0) return { ok: false, message: SMS_MESSAGES.tooSoon(Math.ceil(waitMs / 1000)) };
  if (recent.length >= HOURLY_LIMIT) return { ok: false, message: SMS_MESSAGES.hourlyLimit };
  // Only the newest code of a purpose works, as when upstream overwrote it in Redis.
  await adb
    .updateTable('sys_sms_code')
    .set({ used_at: now })
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await adb
    .insertInto('sys_sms_code')
    .values({
      id,
      mobile,
      purpose,
      code_hash: codeHash(id, code),
      created_at: now,
      expires_at: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
      failed_count: 0,
      used_at: null,
    })
    .execute();
  await sender.send(mobile, code, purpose);
  return { ok: true };
}

export type SmsCheck = { ok: true; id: string } | { ok: false; message: string };

/**
 * Checks `code` against the newest live code sent to `mobile` for `purpose`, leaving it unused; a
 * wrong guess counts, and the 5th voids the code. Answers the live code's id when it matches.
 */
export async function checkSmsCode(db: AppDb, mobile: string, purpose: SmsPurpose, code: string, now = new Date()): Promise<SmsCheck> {
  if (!code.trim()) return { ok: false, message: SMS_MESSAGES.codeRequired };
  const live = await authDb(db)
    .selectFrom('sys_sms_code')
    .select(['id', 'code_hash'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failed_count', '<', MAX_GUESSES)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) return { ok: false, message: SMS_MESSAGES.expired };
  if (codeHash(live.id, code.trim()) !== live.code_hash) {
    await countGuess(db, live.id);
    return { ok: false, message: SMS_MESSAGES.wrongCode };
  }
  return { ok: true, id: live.id };
}

/**
 * Counts one guess against a code without using it up: a wrong code, or a right code spent on an
 * answer the caller must not get for free (a taken username), so one code cannot probe many.
 */
export async function countGuess(db: AppDb, id: string): Promise<void> {
  await authDb(db)
    .updateTable('sys_sms_code')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Uses up a checked code; atomically, so two requests with the same code cannot both pass. */
export async function useSmsCode(db: AppDb, id: string, now = new Date()): Promise<SmsOutcome> {
  const used = await authDb(db)
    .updateTable('sys_sms_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used ? { ok: true } : { ok: false, message: SMS_MESSAGES.expired };
}

/** Checks `code` (see checkSmsCode) and on success uses it up, so it works once. */
export async function consumeSmsCode(db: AppDb, mobile: string, purpose: SmsPurpose, code: string, now = new Date()): Promise<SmsOutcome> {
  const check = await checkSmsCode(db, mobile, purpose, code, now);
  return check.ok ? useSmsCode(db, check.id, now) : check;
}
