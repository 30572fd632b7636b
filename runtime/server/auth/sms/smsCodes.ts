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
  await adb.deleteFrom('sys_sms_code').where('created_at', '<', new Date(now.getTime() - 24 * HOUR_MS)).execute();
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
  await adb.updateTable('sys_sms_code').set({ used_at: now }).where('mobile', '=', mobile).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await adb
    .insertInto('sys_sms_code')
    .values({ id, mobile, purpose, code_hash: codeHash(id, code), created_at: now, expires_at: new Date(now.getTime() + SMS_CODE_LIFETIME_MS), failed_count: 0, used_at: null })
    .execute();
  await sender.send(mobile, code, purpose);
  return { ok: true };
}

/**
 * Checks `code` against the newest live code sent to `mobile` for `purpose` and uses it up on
 * success (atomically, so it works once). A wrong guess counts; the 5th voids the code.
 */
export async function consumeSmsCode(db: AppDb, mobile: string, purpose: SmsPurpose, code: string, now = new Date()): Promise<SmsOutcome> {
  if (!code.trim()) return { ok: false, message: SMS_MESSAGES.codeRequired };
  const adb = authDb(db);
  const live = await adb
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
    await adb.updateTable('sys_sms_code').set((eb) => ({ failed_count: eb('failed_count', '+', 1) })).where('id', '=', live.id).execute();
    return { ok: false, message: SMS_MESSAGES.wrongCode };
  }
  const used = await adb.updateTable('sys_sms_code').set({ used_at: now }).where('id', '=', live.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return used ? { ok: true } : { ok: false, message: SMS_MESSAGES.expired };
}
