import { FLOW_ACTIONS_FIELD } from '../../core/flow/flow.types';
import { AUDIT_FIELDS, VERSION_FIELD, type ScreenFile } from '../../core/screen/screen.types';
import { BusinessError } from './businessError';

const DICT_TEXT_SUFFIX = '_dictText';
const SERVER_FIELDS = new Set<string>([...AUDIT_FIELDS, FLOW_ACTIONS_FIELD]);

export const BAD_BODY_MESSAGE = '请求数据格式错误';

/**
 * The entity values of a request body: id, audit fields, `_dictText` labels and a flow record's
 * `flowActions` (which the client echoes back from a list row or a read) are dropped; anything else is left for the validator to judge.
 */
export function entityValues(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BusinessError(BAD_BODY_MESSAGE);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_FIELDS.has(key) && !key.endsWith(DICT_TEXT_SUFFIX)));
}

/**
 * The version of the record an edit was made from (the form sends the one it loaded), or null
 * when the body sends none: API clients changing a few fields (a tree drag) save without the check.
 */
export function sentVersion(body: unknown): number | null {
  const raw = (body as Record<string, unknown>)[VERSION_FIELD];
  if (raw === undefined || raw === null) return null;
  const version = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) throw new BusinessError(BAD_BODY_MESSAGE);
  return version;
}

/** Splits a validated record into what the table stores and the write-only values hooks receive. */
export function splitWriteOnly(screen: ScreenFile, record: Record<string, unknown>): { stored: Record<string, unknown>; writeOnly: Record<string, unknown> } {
  const stored: Record<string, unknown> = {};
  const writeOnly: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (screen.entity.properties[field]?.['x-write-only']) writeOnly[field] = value;
    else stored[field] = value;
  }
  return { stored, writeOnly };
}
