import { describe, expect, it } from 'vitest';
import { sanitizeParams } from './sanitizeParams';

describe('sanitizeParams', () => {
  it('drops password, token, captcha and secret keys at any depth and keeps the rest', () => {
    const cleaned = sanitizeParams({ username: 'admin', password: 'x', confirmPassword: 'y', checkKey: 'k', captcha: '1234', nested: [{ accessToken: 't', appSecret: 's', name: 'n' }] });
    expect(cleaned).toEqual({ username: 'admin', checkKey: 'k', nested: [{ name: 'n' }] });
  });

  it('leaves values that are not objects as they are', () => {
    expect(sanitizeParams('text')).toBe('text');
    expect(sanitizeParams(null)).toBeNull();
  });
});
