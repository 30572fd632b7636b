import { describe, expect, it } from 'vitest';
import { sanitizeParams } from './sanitizeParams';

/** An object nested `depth` levels deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
}

describe('sanitizeParams', () => {
  it('drops password, token, ticket, captcha and secret keys at any depth and keeps the rest', () => {
    const cleaned = sanitizeParams({
      username: 'admin',
      password: 'x',
      confirmPassword: 'y',
      checkKey: 'k',
      captcha: '1234',
      ticket: 'ST-1',
      nested: [{ accessToken: 't', appSecret: 's', name: 'n' }],
    });
    expect(cleaned).toEqual({ username: 'admin', checkKey: 'k', nested: [{ name: 'n' }] });
  });

  it('leaves values that are not objects as they are', () => {
    expect(sanitizeParams('text')).toBe('text');
    expect(sanitizeParams(null)).toBeNull();
  });

  it('cuts a body nested far too deep instead of overflowing the stack', () => {
    const cleaned = sanitizeParams(nested(100_000));
    const text = JSON.stringify(cleaned);
    expect(text).toBe('{"child":'.repeat(8) + '"…"' + '}'.repeat(8));
  });

  it('keeps a bounded part of a huge shallow body and of long strings', () => {
    const cleaned = sanitizeParams({ rows: Array.from({ length: 100_000 }, (_, index) => index), note: 'x'.repeat(10_000) }) as Record<string, unknown[]>;
    expect(cleaned.rows.length).toBeLessThan(600);
    expect(cleaned.rows.at(-1)).toBe('…');
    // The budget is spent on the rows: the fields after them are replaced by one marker.
    expect(cleaned).toEqual({ rows: cleaned.rows, '…': '…' });
    const wide = sanitizeParams(Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, 'x'.repeat(1000)]))) as Record<string, string>;
    expect(Object.keys(wide).length).toBeLessThan(600);
    expect(wide.k0).toBe(`${'x'.repeat(500)}…`);
  });
});
