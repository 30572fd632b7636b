import { describe, expect, it } from 'vitest';
import { DEFAULT_WARNING_SETTINGS, warningSettings } from './warningSettings';

describe('劳务预警 site rules from the job parameter', () => {
  it('keeps the common rules when the parameter is empty', () => {
    expect(warningSettings('  ')).toEqual({ expiryDays: 30, maleMaxAge: 60, femaleMaxAge: 50, absentDays: 7 });
  });

  it('overrides the rules the JSON names', () => {
    expect(warningSettings('{"femaleMaxAge":55,"absentDays":5}')).toEqual({ ...DEFAULT_WARNING_SETTINGS, femaleMaxAge: 55, absentDays: 5 });
  });

  it('refuses what it cannot use, saying what it expects', () => {
    expect(() => warningSettings('60')).toThrow('参数须为 JSON 对象，如 {"maleMaxAge":60,"femaleMaxAge":50}，当前为：60');
    expect(() => warningSettings('{"maxAge":55}')).toThrow('未知的参数「maxAge」，可用：expiryDays、maleMaxAge、femaleMaxAge、absentDays');
    expect(() => warningSettings('{"absentDays":0}')).toThrow('参数「absentDays」（连续未考勤天数）须为正整数');
  });
});
