import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardFile } from '../../../core/dashboard/dashboard.types';
import { http } from '../../http/client';
import { useDashboard } from './useDashboard';

const widget = { id: 'cranes', type: 'devices', title: '塔吊', span: 12, data: { screen: 'specialdevice.tower' } } as const;

function dashboardFile(bigScreen: DashboardFile['bigScreen']): DashboardFile {
  return { id: 'specialdevice.bigScreen', title: '设备大屏', permission: 'specialdevice:bigScreen', bigScreen, widgets: [widget] } as DashboardFile;
}

/** Answers the dashboard file, then every widget request; counts the widget requests. */
function serve(file: DashboardFile) {
  const widgetCalls: string[] = [];
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url.includes('/widget/')) {
      widgetCalls.push(url);
      return { success: true, message: '', code: 200, result: { rows: [] }, timestamp: 0 } as never;
    }
    return { success: true, message: '', code: 200, result: file, timestamp: 0 } as never;
  });
  return widgetCalls;
}

/** Lets the mocked answers settle. */
const settle = () => act(async () => void (await Promise.resolve()));

describe('a big screen asks its widgets again at its refreshSeconds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('re-asks every widget each refreshSeconds, and never without it', async () => {
    const timed = serve(dashboardFile({ rows: 12, refreshSeconds: 60 }));
    const { unmount } = renderHook(() => useDashboard('specialdevice.bigScreen'));
    for (let i = 0; i < 5; i++) await settle();
    expect(timed).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(59_000));
    expect(timed).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(timed).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(120_000));
    expect(timed).toHaveLength(4);
    unmount();
    vi.restoreAllMocks();

    const still = serve(dashboardFile({ rows: 12 }));
    renderHook(() => useDashboard('specialdevice.bigScreen'));
    for (let i = 0; i < 5; i++) await settle();
    await act(async () => void vi.advanceTimersByTime(600_000));
    expect(still).toHaveLength(1);
  });
});
