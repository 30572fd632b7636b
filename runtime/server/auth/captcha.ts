import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';

/** A captcha answer is valid for 2 minutes and can be used once. */
const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;

/** Client-chosen keys are bounded so the table cannot be filled with arbitrary text. */
const CHECK_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a client-chosen captcha key is acceptable (1–64 letters, digits, `_` or `-`). */
export function isValidCheckKey(checkKey: unknown): checkKey is string {
  return typeof checkKey === 'string' && CHECK_KEY.test(checkKey);
}

/**
 * Makes a new image code for `checkKey` (replacing any earlier one) and returns the image as a
 * data URL. Expired codes of other keys are swept at the same time.
 */
export async function createCaptcha(db: AppDb, checkKey: string, now = new Date()): Promise<string> {
  // Loaded at the first captcha, not at start (svg-captcha reads its font when loaded).
  const { create } = await import('svg-captcha');
  const captcha = create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 105, height: 35, fontSize: 40 });
  const adb = authDb(db);
  await adb.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await adb
    .insertInto('sys_captcha')
    .values({ check_key: checkKey, code: captcha.text.toLowerCase(), expires_at: new Date(now.getTime() + CAPTCHA_LIFETIME_MS) })
    .onConflict((conflict) => conflict.column('check_key').doUpdateSet((eb) => ({ code: eb.ref('excluded.code'), expires_at: eb.ref('excluded.expires_at') })))
    .execute();
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
}

/** Checks and consumes the code of `checkKey` (case-insensitive); any attempt uses it up. */
export async function consumeCaptcha(db: AppDb, checkKey: string, answer: string, now = new Date()): Promise<boolean> {
  const row = await authDb(db).deleteFrom('sys_captcha').where('check_key', '=', checkKey).returning(['code', 'expires_at']).executeTakeFirst();
  return row !== undefined && row.expires_at > now && row.code === answer.trim().toLowerCase();
}
