import { describe, expect, it } from 'vitest';
import starRating from '../../../schemas/safety/starRating.json';
import scoreRule from '../../../schemas/safety/scoreRule.json';
import type { ScreenFile } from '../screen/screen.types';
import { validateRecord, validateScreenField } from './recordValidator';

const rating = starRating as ScreenFile;
const rule = scoreRule as ScreenFile;
const base = { constructionId: 'c1', ratingMonth: '2026-10' };

describe('x-required-with', () => {
  it('requires 调整原因 only while 调整分 is not 0', () => {
    expect(validateRecord(rating, { ...base, adjustScore: 0 })).toEqual([]);
    expect(validateRecord(rating, { ...base, adjustScore: null })).toEqual([]);
    expect(validateRecord(rating, { ...base, adjustScore: -5 })).toEqual([{ field: 'adjustReason', message: '调整分不为0时，请填写调整原因' }]);
    expect(validateRecord(rating, { ...base, adjustScore: 3, adjustReason: '主动整改及时' })).toEqual([]);
  });
  it('requires a field when the other equals the declared value', () => {
    expect(validateRecord(rule, { ruleType: '2', deductScore: 2, enabled: '1' })).toEqual([]);
    expect(validateRecord(rule, { ruleType: '1', deductScore: 2, enabled: '1' })).toEqual([{ field: 'problemGrade', message: '请选择问题级别!' }]);
  });
  it('checks one field against the form values as the browser does', () => {
    expect(validateScreenField(rating, 'adjustReason', '', { adjustScore: 2 })).toBe('调整分不为0时，请填写调整原因');
    expect(validateScreenField(rating, 'adjustReason', '', { adjustScore: 0 })).toBeNull();
  });
});
