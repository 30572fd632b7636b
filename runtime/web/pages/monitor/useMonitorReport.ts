import { useCallback, useEffect, useState } from 'react';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';

/** Refresh choices of the monitoring pages, in milliseconds; 0 stops the timer. */
export const REFRESH_INTERVALS = [
  { value: 5_000, label: '5秒' },
  { value: 10_000, label: '10秒' },
  { value: 30_000, label: '30秒' },
  { value: 60_000, label: '1分钟' },
] as const;

export interface MonitorReport<T> {
  data: T | null;
  loading: boolean;
  /** When the shown figures were fetched. */
  fetchedAt: number | null;
  intervalMs: number;
  setIntervalMs(intervalMs: number): void;
  paused: boolean;
  setPaused(paused: boolean): void;
  refresh(): Promise<void>;
}

/**
 * Fetches one /sys/actuator report and fetches it again on a timer the user chooses or pauses.
 * A refused answer shows its message once and stops the timer (no stream of the same warning).
 */
export function useMonitorReport<T>(url: string): MonitorReport<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  const [intervalMs, setIntervalMs] = useState<number>(REFRESH_INTERVALS[0].value);
  const [paused, setPaused] = useState(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await http.get<T>(url);
      if (answer.success) {
        setData(answer.result);
        setFetchedAt(Date.now());
      } else {
        feedback().message.warning(answer.message);
        setPaused(true);
      }
    } catch {
      // The http client already showed the notice.
      setPaused(true);
    } finally {
      setLoading(false);
    }
  }, [url]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, intervalMs, refresh]);

  return { data, loading, fetchedAt, intervalMs, setIntervalMs, paused, setPaused, refresh };
}
