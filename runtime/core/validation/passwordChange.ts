import type { FieldError } from './recordValidator';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from './passwordRule';

/** The change-password form (shell-spec §5), field names as POST /sys/user/updatePassword takes them. */
export interface PasswordChange {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const PASSWORD_CHANGE_MESSAGES = {
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请确认新密码',
  mismatch: '两次输入的密码不一样！',
} as const;

/** The message of one field of the change-password form, or null; the browser form and the server use the same rules. */
export function passwordChangeFieldError(field: keyof PasswordChange, values: PasswordChange): string | null {
  const value = values[field];
  if (field === 'oldpassword') return value ? null : PASSWORD_CHANGE_MESSAGES.oldRequired;
  if (field === 'password') {
    if (!value) return PASSWORD_CHANGE_MESSAGES.newRequired;
    return meetsPasswordPolicy(value) ? null : PASSWORD_POLICY_MESSAGE;
  }
  if (!value) return PASSWORD_CHANGE_MESSAGES.confirmRequired;
  return value === values.password ? null : PASSWORD_CHANGE_MESSAGES.mismatch;
}

/** Every field error of a change-password request, in form order. */
export function passwordChangeErrors(values: PasswordChange): FieldError[] {
  return (['oldpassword', 'password', 'confirmpassword'] as const).flatMap((field) => {
    const message = passwordChangeFieldError(field, values);
    return message ? [{ field, message }] : [];
  });
}
