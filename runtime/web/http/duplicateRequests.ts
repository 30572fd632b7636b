import axios, { type InternalAxiosRequestConfig } from 'axios';
import { feedback } from '../shell/feedback/feedback';

/** Told when an identical call was still running (shell-spec §8). */
export const DUPLICATE_REQUEST_MESSAGE = '重复请求已被中断';

const pending = new Map<string, AbortController>();
const duplicates = new WeakSet<InternalAxiosRequestConfig>();

function keyOf(config: InternalAxiosRequestConfig): string | null {
  const method = (config.method ?? 'get').toLowerCase();
  return method === 'get' ? null : [method, config.url].join('&');
}

/**
 * Cancels a non-GET call while an identical one (same method and url) is still in flight, so
 * a double-clicked 保存 reaches the server once. The first call goes on untouched.
 */
export function cancelIfDuplicate(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const key = keyOf(config);
  if (key === null || config.signal) return config;
  const controller = new AbortController();
  config.signal = controller.signal;
  if (pending.has(key)) {
    duplicates.add(config);
    controller.abort(DUPLICATE_REQUEST_MESSAGE);
  } else pending.set(key, controller);
  return config;
}

/** Forgets a finished call; a cancelled duplicate leaves the original's entry in place. */
export function releaseRequest(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  const key = keyOf(config);
  if (key !== null && pending.get(key)?.signal === config.signal) pending.delete(key);
}

/** Tells the user when `error` is a duplicate this module cancelled; true when it was. */
export function reportDuplicate(error: unknown): boolean {
  if (!axios.isCancel(error) || !error.config || !duplicates.has(error.config)) return false;
  feedback().message.warning(DUPLICATE_REQUEST_MESSAGE);
  return true;
}
