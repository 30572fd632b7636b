import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { cronPreview } from '../../../core/cron/cronPreview';
import { cronPreviewFunction } from './cronPreviewRegistry';

export interface CronPreviewProps {
  value: string;
  /** Name of a registered remote preview function. */
  remote?: string;
}

/** Delay before the preview follows a change (widgets-spec §9). */
export const PREVIEW_DELAY_MS = 500;

/**
 * The next 10 run times of the expression (year included), recomputed 500 ms after it changes,
 * by the local Quartz engine or a registered remote function.
 */
export function CronPreview({ value, remote }: CronPreviewProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      const preview = cronPreviewFunction(remote);
      const now = Date.now();
      const result = preview ? preview(value, now) : Promise.resolve(cronPreview(value, new Date(now)));
      result.then(
        (next) => current && setText(next),
        (error: unknown) => current && setText(error instanceof Error ? error.message : String(error)),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [value, remote]);

  return (
    <div className="cron-preview">
      <div style={{ marginBottom: 4 }}>近10次执行时间：</div>
      <Input.TextArea aria-label="执行预览" readOnly rows={5} value={text} style={{ fontFamily: 'monospace' }} />
    </div>
  );
}
