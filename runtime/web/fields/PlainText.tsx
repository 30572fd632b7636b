import type { ValueViewProps } from './fieldType.types';

/**
 * The default read-only view of a field type without its own: the stored value as text, line
 * breaks kept, nothing for an empty value.
 */
export function PlainText({ value }: ValueViewProps) {
  if (value === undefined || value === null || value === '') return null;
  return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
}
