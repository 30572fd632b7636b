import { BusinessError } from '../crud/businessError';

/** Most keys a label lookup accepts at once (a picker shows at most a page of chosen values). */
export const MAX_LOOKUP_KEYS = 500;

export const PICKER_MESSAGES = {
  repeated: (name: string) => `查询参数重复：${name}`,
  tooManyKeys: `一次最多查询${MAX_LOOKUP_KEYS}个值`,
  badField: (name: string) => `不支持的字段：${name}`,
} as const;

/** A query-string parameter as one trimmed string ('' when absent); a repeated parameter is refused. */
export function queryText(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) throw new BusinessError(PICKER_MESSAGES.repeated(name));
  return String(value).trim();
}

/** The distinct non-empty keys of a comma-joined parameter (upstream adds a trailing comma). */
export function lookupKeys(raw: string): string[] {
  const keys = [
    ...new Set(
      raw
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    ),
  ];
  if (keys.length > MAX_LOOKUP_KEYS) throw new BusinessError(PICKER_MESSAGES.tooManyKeys);
  return keys;
}

/** Which of the allowed fields a request names (the first allowed one present), or the default. */
export function chosenField<const T extends string>(raw: string, allowed: readonly T[], fallback: T): T {
  if (raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new BusinessError(PICKER_MESSAGES.badField(raw));
  return raw as T;
}
