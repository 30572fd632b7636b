import type { FormInstance, Rule } from 'antd/es/form';

/** shell-spec §5: at least 8 characters with a letter, a digit and a special symbol. */
const PASSWORD_POLICY = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,64}$/;
export const PASSWORD_POLICY_MESSAGE = '密码由8位数字、大小写字母和特殊符号组成!';

export const NEW_PASSWORD_RULES: Rule[] = [
  { required: true, message: '请输入密码' },
  { pattern: PASSWORD_POLICY, message: PASSWORD_POLICY_MESSAGE },
];

/** The confirmation must equal the `password` field (message of shell-spec §5). */
export function confirmPasswordRules(form: FormInstance): Rule[] {
  return [
    { required: true, message: '请确认密码' },
    {
      validator: async (_rule, value: unknown) => {
        if (value && value !== form.getFieldValue('password')) throw new Error('两次输入的密码不一样！');
      },
    },
  ];
}
