import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { enabledGatewayRoutes } from './gatewayRoutes';
import { DEFAULT_LIMITS, sendOutbound, type OutboundAnswer, type OutboundBody, type OutboundLimits } from './outboundRequest';
import { PROXY_MESSAGES } from './proxyMessages';
import { admitTarget } from './proxyTarget';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;

/** Whether a redirect turns the request into a GET without body (303 always, 301/302 after a POST, as browsers do). */
function becomesGet(status: number, method: string): boolean {
  return status === 303 || ((status === 301 || status === 302) && method === 'POST');
}

/**
 * Calls an allow-listed address through the gateway: admits the target against the enabled
 * routes, sends the request and follows a few redirects, each one only to the same origin and
 * only when the new address is admitted again.
 */
export async function callThroughGateway(
  db: AppDb,
  raw: string,
  method: string,
  body: OutboundBody | undefined,
  limits: OutboundLimits = DEFAULT_LIMITS,
): Promise<OutboundAnswer> {
  const routes = await enabledGatewayRoutes(db);
  let url = admitTarget(raw, routes).url;
  for (let hops = 0; ; hops += 1) {
    const answer = await sendOutbound(method, url, body, limits);
    if (!REDIRECT_STATUSES.has(answer.status) || !answer.location) return answer;
    if (hops === MAX_REDIRECTS) throw new BusinessError(PROXY_MESSAGES.tooManyRedirects);
    let next: URL;
    try {
      next = new URL(answer.location, url);
    } catch {
      throw new BusinessError(PROXY_MESSAGES.redirectElsewhere);
    }
    if (next.origin !== url.origin) throw new BusinessError(PROXY_MESSAGES.redirectElsewhere);
    url = admitTarget(next.href, routes).url;
    if (becomesGet(answer.status, method)) {
      method = 'GET';
      body = undefined;
    }
  }
}
