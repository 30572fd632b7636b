import type { ValueViewProps } from '../fieldType.types';

/** Read-only view of an expression: the text itself, monospaced. */
export function CronText({ value }: ValueViewProps) {
  return <code>{typeof value === 'string' ? value : ''}</code>;
}
