import { describe, expect, it } from 'vitest';
import { md5 } from './md5';
import { signHeaders, signRequest } from './sign';

describe('md5', () => {
  it('matches the RFC 1321 test vectors and hashes UTF-8', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
    expect(md5('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });
});

describe('signRequest', () => {
  it('signs the sorted merge of query and payload with numbers as strings', () => {
    const expected = md5(JSON.stringify({ a: '1', b: 'x', pageNo: '2' }) + 'dd05f1c54d63749eda95f9fa6d49v442a').toUpperCase();
    expect(signRequest('/sys/list?b=x', { pageNo: 2, a: '1' })).toBe(expected);
  });

  it('adds the table-dictionary path variable', () => {
    const expected = md5(JSON.stringify({ 'x-path-variable': 'sys_user,realname,id' }) + 'dd05f1c54d63749eda95f9fa6d49v442a').toUpperCase();
    expect(signRequest('/sys/dict/getDictItems/sys_user,realname,id', undefined)).toBe(expected);
  });

  it('sends X-Sign and a millisecond X-TIMESTAMP', () => {
    expect(signHeaders('/a', {}, 1700000000123)).toEqual({ 'X-Sign': signRequest('/a', {}), 'X-TIMESTAMP': '1700000000123' });
  });
});
