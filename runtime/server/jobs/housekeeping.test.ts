import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileOpen } from './housekeeping';

describe('repeatWhileOpen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task every period once the app is ready, and no more after it closed', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const run = vi.fn(async () => {});
    repeatWhileOpen(app, { title: '测试清理', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('with atReady runs once as soon as the app is ready, without the start waiting for the run', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let finished = false;
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      finished = true;
    });
    repeatWhileOpen(app, { title: '测试清理', everyMs: 10_000, atReady: true, run });
    await app.ready();
    expect(run).toHaveBeenCalledTimes(1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(7000);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('does not start a run while the previous one is still going, and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const warn = vi.spyOn(app.log, 'warn');
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 2500));
      else throw new Error('磁盘不可写');
    });
    repeatWhileOpen(app, { title: '测试清理', everyMs: 1000, run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(3200);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('测试清理失败：磁盘不可写');
    await app.close();
  });
});
