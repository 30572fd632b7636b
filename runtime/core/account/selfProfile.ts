import { checkRule } from '../validation/fieldRules';
import { localToday } from '../validation/notFuture';
import type { FieldError } from '../validation/recordValidator';

/** The personal fields a user edits in 个人设置 › 基本设置 (POST /sys/user/self/profile). */
export interface SelfProfileChange {
  realname: string;
  sex: string;
  birthday: string;
  phone: string;
  email: string;
}

export const SELF_PROFILE_FIELDS = ['realname', 'sex', 'birthday', 'phone', 'email'] as const satisfies readonly (keyof SelfProfileChange)[];

/** Bounds of the user screen (schemas/system/user.json): 用户姓名 ≤ 32, 邮箱 ≤ 64, 性别 from the sex dictionary. */
const REALNAME_MAX = 32;
const EMAIL_MAX = 64;
const SEX_VALUES: ReadonlySet<string> = new Set(['', '1', '2']);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const SELF_PROFILE_MESSAGES = {
  realnameRequired: '请输入姓名',
  realnameTooLong: `姓名最多${REALNAME_MAX}个字符`,
  emailTooLong: `邮箱最多${EMAIL_MAX}个字符`,
  sex: '请选择性别',
  birthday: '请选择正确的生日',
  phoneTaken: '该手机号已被其他账号使用',
} as const;

/** A real calendar day (not 2026-02-30) that is not after today. */
function isPastDay(value: string): boolean {
  const [year, month, date] = value.split('-').map(Number);
  const day = new Date(year, month - 1, date);
  return day.getMonth() === month - 1 && day.getDate() === date && value <= localToday();
}

/** The message of one field, or null; the settings form and the server check the same rules (phone and email patterns of the user screen). */
export function selfProfileFieldError(field: keyof SelfProfileChange, value: string): string | null {
  if (field === 'realname') {
    if (!value.trim()) return SELF_PROFILE_MESSAGES.realnameRequired;
    return value.length > REALNAME_MAX ? SELF_PROFILE_MESSAGES.realnameTooLong : null;
  }
  if (value === '') return null;
  if (field === 'phone') return checkRule('mobile', value);
  if (field === 'email') return value.length > EMAIL_MAX ? SELF_PROFILE_MESSAGES.emailTooLong : checkRule('email', value);
  if (field === 'sex') return SEX_VALUES.has(value) ? null : SELF_PROFILE_MESSAGES.sex;
  return DATE_PATTERN.test(value) && isPastDay(value) ? null : SELF_PROFILE_MESSAGES.birthday;
}

/** Every field error of a profile change, in form order. */
export function selfProfileErrors(change: SelfProfileChange): FieldError[] {
  return SELF_PROFILE_FIELDS.flatMap((field) => {
    const message = selfProfileFieldError(field, change[field]);
    return message ? [{ field, message }] : [];
  });
}
