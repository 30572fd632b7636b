import { describe, expect, it } from 'vitest';
import { selfProfileErrors, selfProfileFieldError, SELF_PROFILE_MESSAGES } from './selfProfile';

const valid = { realname: '王工', sex: '1', birthday: '1990-05-01', phone: '13800138000', email: 'wang@site.com.cn' };

describe('selfProfile rules', () => {
  it('accepts a complete profile and empty optional fields', () => {
    expect(selfProfileErrors(valid)).toEqual([]);
    expect(selfProfileErrors({ realname: '王工', sex: '', birthday: '', phone: '', email: '' })).toEqual([]);
  });

  it.each([
    ['realname', ' ', SELF_PROFILE_MESSAGES.realnameRequired],
    ['phone', '12345', '请输入正确手机号'],
    ['email', 'wang@', '邮箱格式不正确'],
    ['sex', '9', SELF_PROFILE_MESSAGES.sex],
    ['birthday', '2026-02-30', SELF_PROFILE_MESSAGES.birthday],
    ['birthday', '2999-01-01', SELF_PROFILE_MESSAGES.birthday],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(selfProfileFieldError(field, value)).toBe(message);
    expect(selfProfileErrors({ ...valid, [field]: value })).toEqual([{ field, message }]);
  });
});
