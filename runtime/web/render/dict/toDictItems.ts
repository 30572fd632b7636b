import type { DictItem } from './dict.types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function labelOf(raw: Record<string, unknown>): string {
  for (const key of ['text', 'title', 'label']) {
    if (typeof raw[key] === 'string') return raw[key];
  }
  return String(raw.value ?? '');
}

/**
 * Normalises dictionary items as the server sends them (upstream repeats the label as `text`,
 * `title` and `label`, and values may be numbers) to `{ value, text }` with string values.
 */
export function toDictItems(raw: unknown): DictItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((item) => ({
    value: String(item.value ?? ''),
    text: labelOf(item),
    ...(typeof item.color === 'string' && item.color ? { color: item.color } : {}),
    ...(item.disabled === true ? { disabled: true } : {}),
  }));
}
