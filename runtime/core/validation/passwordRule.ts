/** Message of shell-spec §5 for a password that does not meet the policy. */
export const PASSWORD_POLICY_MESSAGE = '密码由8位数字、大小写字母和特殊符号组成!';

const POLICY = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,64}$/;

/** At least 8 characters with a letter, a digit and a special symbol (shell-spec §5); shared by browser and server. */
export function meetsPasswordPolicy(password: string): boolean {
  return POLICY.test(password);
}
