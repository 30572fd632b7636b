import type { InternalAxiosRequestConfig } from 'axios';

const pending = new Map<string, AbortController>();

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
  if (pending.has(key)) controller.abort('重复请求已中断');
  else pending.set(key, controller);
  return config;
}

/** Forgets a finished call; a cancelled duplicate leaves the original's entry in place. */
export function releaseRequest(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  const key = keyOf(config);
  if (key !== null && pending.get(key)?.signal === config.signal) pending.delete(key);
}
