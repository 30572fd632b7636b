import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, toMegabytes } from './monitorFormat';

describe('monitoring display helpers', () => {
  it('shows sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(toMegabytes(3.25 * 1024 * 1024)).toBe(3.3);
  });

  it('shows durations in Chinese units without leading zero parts', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(65)).toBe('1分 5秒');
    expect(formatDuration(93_784)).toBe('1天 2小时 3分 4秒');
  });
});
