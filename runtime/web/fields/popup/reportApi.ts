import type { Envelope } from '../../../core/http/envelope';
import { http } from '../../http/client';
import type { ReportColumns, ReportPage, ReportQueryItem } from './popup.types';

const BASE = '/online/cgreport/api';

/** How long answers of a request group are reused (widgets-spec §9: report data cache 30 s). */
export const GROUP_CACHE_MS = 30_000;

const cache = new Map<string, { at: number; answer: Promise<Envelope<unknown>> }>();

/**
 * Upstream's httpGroupRequest: with a group id, the same url and parameters within 30 s share one
 * request (a failed answer is not kept). Without a group id every call goes to the server.
 */
function groupGet<T>(groupId: string | undefined, url: string, params?: object): Promise<Envelope<T>> {
  if (!groupId) return http.get<T>(url, params);
  const key = `${groupId}${url}${params ? JSON.stringify(params) : ''}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < GROUP_CACHE_MS) return cached.answer as Promise<Envelope<T>>;
  const answer = http.get<T>(url, params);
  cache.set(key, { at: Date.now(), answer });
  answer.then((envelope) => !envelope.success && cache.delete(key)).catch(() => cache.delete(key));
  return answer;
}

export const reportApi = {
  columns: (code: string, groupId?: string) => groupGet<ReportColumns>(groupId, `${BASE}/getRpColumns/${encodeURIComponent(code)}`),
  queryInfo: (id: string, groupId?: string) => groupGet<ReportQueryItem[]>(groupId, `${BASE}/getQueryInfo/${encodeURIComponent(id)}`),
  data: (id: string, params: Record<string, unknown>, groupId?: string) => groupGet<ReportPage>(groupId, `${BASE}/getData/${encodeURIComponent(id)}`, params),
};
