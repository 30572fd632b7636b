import type { InternalAxiosRequestConfig } from 'axios';
import { useProjectStore } from '../stores/projectStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * Adds the session headers every call carries (shell-spec §7): `X-Access-Token`, `projectId`,
 * `tenant-id` (0 without a tenant), and a `_t` timestamp in seconds on GET against caches.
 */
export function applySessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { token, tenantId } = useSessionStore.getState();
  const { projectId } = useProjectStore.getState();
  if (token) config.headers.set('X-Access-Token', token);
  if (projectId) config.headers.set('projectId', projectId);
  config.headers.set('tenant-id', tenantId || '0');
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    config.params = { ...(config.params as object | undefined), _t: Math.floor(Date.now() / 1000) };
  }
  return config;
}
