import { describe, expect, it } from 'vitest';
import { cronPreview } from './cronPreview';

// Local time is whatever the machine uses: the start and the expected lines are both local.
const from = new Date(2024, 0, 15, 10, 20, 30);

describe('cronPreview', () => {
  it('lists the next 10 run times with the year', () => {
    const lines = cronPreview('0 0 12 L * ? *', from).split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.slice(0, 3)).toEqual(['2024-01-31 12:00:00', '2024-02-29 12:00:00', '2024-03-31 12:00:00']);
  });

  it('honours the year field, unlike upstream', () => {
    expect(cronPreview('0 0 0 1 1 ? 2030-2031', from)).toBe('2030-01-01 00:00:00\n2031-01-01 00:00:00');
  });

  it('says 无执行时间 when no time ever comes', () => {
    expect(cronPreview('0 0 0 30 2 ? *', from)).toBe('无执行时间');
    expect(cronPreview('0 0 0 1 1 ? 2020', from)).toBe('无执行时间');
    expect(cronPreview('', from)).toBe('无执行时间');
  });

  it('shows the validation message of an invalid expression', () => {
    expect(cronPreview('0 0 0 1 13 ?', from)).toBe('Cron表达式错误：月的值须在1-12之间');
  });
});
