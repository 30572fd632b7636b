import { useCallback, useEffect, useRef, useState } from 'react';
import { BIG_SCREEN, BIG_SCREEN_WELDING as WELDING, type BigScreenAnswer } from '../../../core/device/bigScreen.types';
import type { WidgetResult } from '../../../core/dashboard/dashboard.types';
import { http } from '../../http/client';
import { onSocketEvent } from '../../shell/notice/noticeEvents';
import { useOwnNoticeSocket } from '../../shell/notice/useOwnNoticeSocket';
import { localToday } from '../../render/dashboard/dashboardPeriod';
import { useProjectStore } from '../../stores/projectStore';

/** A modest poll besides the socket: online / offline follows the clock even when nothing is uploaded. */
export const POLL_MS = 30_000;
/** Socket bursts (a simulator uploads every few seconds) reload at most this often. */
const LIVE_MS = 3_000;

export interface BigScreenState {
  data: BigScreenAnswer | null;
  /** Today's welding per machine; null when the caller may not read the 焊机报表. */
  welding: WidgetResult | null;
  error: string | null;
  updated: string | null;
}

/**
 * The big screen's data for the current project: loaded at once, again on every `dataChanged` of
 * a device or alarm screen pushed by the notice socket (at most every LIVE_MS) and every POLL_MS.
 */
export function useBigScreen(): BigScreenState {
  const projectId = useProjectStore((state) => state.projectId);
  const [state, setState] = useState<BigScreenState>({ data: null, welding: null, error: null, updated: null });

  const load = useCallback(async () => {
    try {
      const today = localToday();
      const answer = await http.get<BigScreenAnswer>(BIG_SCREEN.api);
      if (!answer.success) return setState((old) => ({ ...old, error: answer.message }));
      const welding = answer.result.welding
        ? await http.get<WidgetResult>(`/dashboard/${WELDING.dashboard}/widget/${WELDING.widget}`, { periodBegin: today, periodEnd: today })
        : null;
      setState({ data: answer.result, welding: welding?.success ? welding.result : null, error: null, updated: new Date().toLocaleTimeString('zh-CN') });
    } catch {
      setState((old) => ({ ...old, error: old.data ? old.error : '大屏数据加载失败' }));
    }
  }, []);

  useEffect(() => {
    if (!projectId) return undefined;
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [projectId, load]);

  useOwnNoticeSocket();

  const screens = useRef(new Set<string>());
  useEffect(() => {
    screens.current = new Set((state.data?.devices ?? []).map((device) => device.screen));
  }, [state.data]);
  const pending = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    const unsubscribe = onSocketEvent((event) => {
      if (event.cmd !== 'dataChanged' || typeof event.screen !== 'string') return;
      if (!screens.current.has(event.screen) && !event.screen.endsWith('.alarm') && event.screen !== 'pipe.weldData') return;
      pending.current ??= setTimeout(() => {
        pending.current = undefined;
        void load();
      }, LIVE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [load]);

  return state;
}
