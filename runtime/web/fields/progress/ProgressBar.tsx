import { Progress } from 'antd';
import type { ValueViewProps } from '../fieldType.types';
import { progressPercent } from './progressPercent';

/** A small read-only progress bar of a percentage value (widgets-spec §2.2, progress cells). */
export function ProgressBar({ value }: ValueViewProps) {
  return <Progress percent={progressPercent(value)} size="small" style={{ minWidth: 120, margin: 0 }} />;
}
