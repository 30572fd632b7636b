import { describe, expect, it } from 'vitest';
import { labelWidth } from './labelWidth';

describe('labelWidth', () => {
  it('fits the longest title within the bounds', () => {
    expect(labelWidth(['姓名', '手机号码'])).toBe(4 * 14 + 28);
    expect(labelWidth(['名'])).toBe(80);
    expect(labelWidth(['安全教育培训是否合格'])).toBe(160);
    expect(labelWidth([])).toBe(80);
  });
});
