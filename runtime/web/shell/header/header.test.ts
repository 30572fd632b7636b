import { describe, expect, it } from 'vitest';
import { greetingByHour } from './greetingByHour';
import { headerTitle } from './headerTitle';

describe('greetingByHour', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('greets at %i o’clock with %s', (hour, greeting) => {
    expect(greetingByHour(hour)).toBe(greeting);
  });
});

describe('headerTitle', () => {
  it('welcomes to the platform without a module', () => {
    expect(headerTitle(null)).toBe('欢迎进入 智慧工地综合管理平台');
  });

  it('adds --{module}系统 for a business module', () => {
    expect(headerTitle('劳务管理')).toBe('欢迎进入 智慧工地综合管理平台--劳务管理系统');
  });

  it('adds the bare title when it contains 设置', () => {
    expect(headerTitle('系统设置')).toBe('欢迎进入 智慧工地综合管理平台--系统设置');
  });
});
