import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../../core/http/envelope';

/** The server's figure for one import (GET /excel/importProgress/:key). */
export interface ServerImportProgress {
  rows: number;
  fraction: number;
  finished: boolean;
}

/** What the dialog shows while an import runs: the bar's percent and the line under it. */
export interface ImportProgressView {
  percent: number;
  text: string;
}

/** Sending the file fills the first fifth of the bar; the server's reading and saving the rest. */
const UPLOAD_SHARE = 20;
const POLL_MS = 800;

/** The bar for the upload phase, 0–100 % of the file sent. */
export function uploadView(sentPercent: number): ImportProgressView {
  return { percent: Math.round((sentPercent * UPLOAD_SHARE) / 100), text: `正在上传文件… ${sentPercent}%` };
}

/** The bar for the server's phase; it stays below 100 % until the answer arrives. */
export function serverView(progress: ServerImportProgress): ImportProgressView {
  const percent = Math.min(99, UPLOAD_SHARE + Math.round(progress.fraction * (100 - UPLOAD_SHARE)));
  return { percent, text: progress.rows > 0 ? `正在导入：已处理 ${progress.rows.toLocaleString('zh-CN')} 行` : '正在读取文件…' };
}

/** A key naming one import to the server, unique enough within one user's imports. */
export function newProgressKey(): string {
  return `imp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

type GetProgress = (key: string) => Promise<Envelope<ServerImportProgress>>;

/**
 * The progress of the running import: `sent(percent)` while the file uploads; once it is sent,
 * the server's figure is polled until `stop()` (the import's answer arrived).
 */
export function useImportProgress(getProgress: GetProgress) {
  const [view, setView] = useState<ImportProgressView | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setView(null);
  }, []);

  const sent = useCallback(
    (key: string, percent: number) => {
      setView(uploadView(percent));
      if (percent < 100 || timer.current) return;
      const poll = () =>
        getProgress(key).then(
          (answer) => {
            if (timer.current && answer.success) setView(serverView(answer.result));
          },
          () => undefined,
        );
      timer.current = setInterval(poll, POLL_MS);
      // Asked at once as well: a small file may be saved before the first interval has passed.
      void poll();
    },
    [getProgress],
  );

  useEffect(() => stop, [stop]);
  return { view, sent, stop };
}
