import { useEffect, useRef, useState } from 'react';
import type { DeviceReadings } from '../../../core/device/device.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { onSocketEvent } from '../../shell/notice/noticeEvents';

/** A burst of uploads refreshes the section at most this often. */
const REFRESH_MS = 1000;

/**
 * The device's 实时数据: loaded when shown, then again whenever the server says the device
 * screen's data changed (`dataChanged` on the notice socket, sent after each stored upload) —
 * no polling. Null until the first answer; the server's message when it refuses.
 */
export function useDeviceReadings(screen: ScreenFile, deviceId: string): { data: DeviceReadings | null; error: string | null } {
  const [data, setData] = useState<DeviceReadings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    let live = true;
    void http
      .get<DeviceReadings>(`${screen.api}/readings`, { id: deviceId })
      .then((answer) => {
        if (!live) return;
        if (answer.success) setData(answer.result);
        else setError(answer.message);
      })
      .catch(() => live && setError('实时数据加载失败'));
    return () => {
      live = false;
    };
  }, [screen.api, deviceId, revision]);

  useEffect(() => {
    const unsubscribe = onSocketEvent((event) => {
      if (event.cmd !== 'dataChanged' || event.screen !== screen.id) return;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        setRevision((value) => value + 1);
      }, REFRESH_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [screen.id]);

  return { data, error };
}
