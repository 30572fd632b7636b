import { AUDIT_FIELDS, type ScreenFile } from '../../core/screen/screen.types';
import { BusinessError } from './businessError';

const DICT_TEXT_SUFFIX = '_dictText';
const SERVER_FIELDS = new Set<string>(AUDIT_FIELDS);

export const BAD_BODY_MESSAGE = '请求数据格式错误';

/**
 * The entity values of a request body: id, audit fields and `_dictText` labels (which the client
 * echoes back from a list row) are dropped; anything else is left for the validator to judge.
 */
export function entityValues(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BusinessError(BAD_BODY_MESSAGE);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_FIELDS.has(key) && !key.endsWith(DICT_TEXT_SUFFIX)));
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
