import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';
import { callThroughGateway } from './gatewayCall';
import type { OutboundAnswer, OutboundBody, OutboundLimits } from './outboundRequest';
import { PROXY_MESSAGES } from './proxyMessages';

export const TRANSIT_URL = '/api/sys/common/transitRESTful';

/** The caller's body re-serialised: JSON stays JSON, text stays text; nothing else of the request is passed on. */
function outboundBody(body: unknown): OutboundBody | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return { text: body, contentType: 'text/plain; charset=utf-8' };
  return { text: JSON.stringify(body), contentType: 'application/json' };
}

/** The target's answer as upstream gives it: parsed JSON when it is JSON, else the text. */
function answerValue(answer: OutboundAnswer): unknown {
  const text = answer.body.toString('utf8');
  if (!/json/i.test(answer.contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * GET/POST/PUT/DELETE /api/sys/common/transitRESTful?url=… (any signed-in user): calls the
 * address through the gateway's allow-list (网关路由) and answers `{success, result: body}`;
 * an error status of the target becomes a failure carrying that status.
 */
export function registerProxyRoutes(app: FastifyInstance, db: AppDb, limits?: OutboundLimits): void {
  app.route<{ Querystring: { url?: unknown } }>({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: TRANSIT_URL,
    config: { authenticated: true },
    handler: async (request) => {
      const url = typeof request.query.url === 'string' ? request.query.url : '';
      const answer = await callThroughGateway(db, url, request.method, outboundBody(request.body), limits);
      if (answer.status >= 400) return { ...fail(PROXY_MESSAGES.upstreamError(answer.status)), result: answerValue(answer) };
      return ok(answerValue(answer));
    },
  });
}
