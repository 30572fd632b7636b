import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCronPreview } from './cronPreviewRegistry';
import { CronPreview, PREVIEW_DELAY_MS } from './CronPreview';

describe('CronPreview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 15, 10, 0, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const box = () => screen.getByLabelText('执行预览') as HTMLTextAreaElement;
  const settle = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('shows the next 10 run times, year included, 500 ms after the expression changes', async () => {
    const { rerender } = render(<CronPreview value="0 0 12 1 * ? 2026" />);
    await settle(PREVIEW_DELAY_MS);
    expect(box().value.split('\n')).toHaveLength(10);
    expect(box().value.startsWith('2026-02-01 12:00:00\n2026-03-01 12:00:00')).toBe(true);

    rerender(<CronPreview value="0 0 0 30 2 ? *" />);
    await settle(PREVIEW_DELAY_MS - 100);
    expect(box().value.startsWith('2026-02-01')).toBe(true);
    await settle(100);
    expect(box().value).toBe('无执行时间');
  });

  it('asks a registered remote preview function instead of the local engine', async () => {
    registerCronPreview('testRemote', async (cron, timestamp) => `remote ${cron} @${new Date(timestamp).getFullYear()}`);
    render(<CronPreview value="0 0 1 * * ?" remote="testRemote" />);
    await settle(PREVIEW_DELAY_MS);
    expect(box().value).toBe('remote 0 0 1 * * ? @2026');
  });
});
