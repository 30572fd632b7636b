import { describe, expect, it } from 'vitest';
import { validateCron } from './validateCron';

describe('validateCron', () => {
  it('accepts an empty value, six fields and seven fields', () => {
    expect(validateCron('')).toBeNull();
    expect(validateCron('0 0 12 * * ?')).toBeNull();
    expect(validateCron('0 0 12 ? * MON-FRI 2030')).toBeNull();
  });

  it('refuses more than seven fields with upstream message', () => {
    expect(validateCron('0 0 0 1 * ? 2030 1')).toBe('Cron表达式最多7项！');
  });

  it('refuses a year that is not numbers, a range or a step', () => {
    expect(validateCron('0 0 0 1 * ? 20x0')).toBe('Cron表达式参数[年]错误：20x0');
    expect(validateCron('0 0 0 1 * ? 2030-2040')).toBeNull();
    expect(validateCron('0 0 0 1 * ? 2030/2')).toBeNull();
  });

  it('explains in Chinese what Quartz refuses', () => {
    expect(validateCron('0 0 0 32 * ?')).toBe('Cron表达式错误：日的值须在1-31之间');
    expect(validateCron('* * * * * *')).toBe('Cron表达式错误：日和周只能指定其中一个，另一个须为?');
    expect(validateCron('0 0 0 ? * 6#6')).toBe('Cron表达式错误：#后须为1到5之间的数字');
    expect(validateCron('0 0 0 *')).toBe('Cron表达式错误：表达式不完整，至少需要6项');
    expect(validateCron('0 0 L * * ?')).toBe('Cron表达式错误：L只能用于日或周');
    expect(validateCron('60 * * * * ?')).toBe('Cron表达式错误：秒和分的值须在0-59之间');
  });
});
