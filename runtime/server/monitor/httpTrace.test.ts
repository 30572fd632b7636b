import { describe, expect, it } from 'vitest';
import { HttpTrace, tracePath } from './httpTrace';

describe('HTTP trace', () => {
  it('hides the values of secret-looking query parameters and keeps the rest as sent', () => {
    expect(tracePath('/api/sys/user/list?pageNo=1&token=abc&name=%E5%BC%A0')).toBe('/api/sys/user/list?pageNo=1&token=***&name=%E5%BC%A0');
    expect(tracePath('/api/x?newPassword=p1&captcha=1234&x-access-token=t')).toBe('/api/x?newPassword=***&captcha=***&x-access-token=***');
    expect(tracePath('/api/health')).toBe('/api/health');
  });

  it('keeps only the newest entries, newest first', () => {
    const trace = new HttpTrace(3);
    for (let index = 1; index <= 5; index += 1) trace.record({ method: 'GET', path: `/api/${index}`, status: 200, timeMs: 1, at: index });
    expect(trace.report().entries.map((entry) => entry.path)).toEqual(['/api/5', '/api/4', '/api/3']);
    expect(trace.report().total).toBe(5);
  });
});
