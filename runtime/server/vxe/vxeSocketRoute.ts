import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../core/http/envelope';
import { FORBIDDEN_MESSAGE, PROJECT_FORBIDDEN_MESSAGE, TENANT_FORBIDDEN_MESSAGE } from '../auth/authHook';
import { requireAuth } from '../auth/requireAuth';
import { belongsToTenant } from '../auth/userAccess';
import type { VxeDeps } from './vxeAccess';
import type { VxeHub, VxePage } from './vxeHub';
import type { VxeRelay } from './vxeRelay';
import { checkPush, vxeTables } from './vxePush';

const HEARTBEAT_REPLY = JSON.stringify({ type: 'heart_beat', data: '-' });
/** A row is a few hundred bytes; anything far larger is not a message of this socket. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Messages of one socket are handled in order; a client flooding faster than that loses the excess. */
const MAX_PENDING_MESSAGES = 16;

interface SocketRequest {
  Params: { userId: string; pageId: string };
  Querystring: { projectId?: string | string[]; tenantId?: string | string[] };
}

/** A query value as one trimmed string; the browser sends '0' or an empty value for "none chosen". */
function chosen(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && text !== '0' && text !== 'null' && text !== 'undefined' ? text : null;
}

/**
 * The project and tenant a page works in. A browser cannot set the `projectId` and `tenant-id`
 * headers on a websocket, so the page names them in the query (`?projectId=&tenantId=`); they are
 * checked against the user's projects and tenants exactly like those headers. Without a project
 * the page receives only rows of screens that are not project-scoped.
 */
function pageScope(request: FastifyRequest<SocketRequest>): { projectId: string | null; tenantId: string | null } {
  return { projectId: chosen(request.query.projectId), tenantId: chosen(request.query.tenantId) };
}

/** Refuses the upgrade (no socket is opened) for another user's path or a project or tenant not the user's. */
async function refuseForeignPage(request: FastifyRequest<SocketRequest>, reply: FastifyReply): Promise<void> {
  const auth = requireAuth(request);
  const { projectId, tenantId } = pageScope(request);
  if (request.params.userId !== auth.userId) await reply.code(403).send(fail(FORBIDDEN_MESSAGE, 403));
  else if (projectId && !auth.projectIds.has(projectId)) await reply.code(400).send(fail(PROJECT_FORBIDDEN_MESSAGE, 400));
  else if (tenantId && !belongsToTenant(auth, tenantId)) await reply.code(400).send(fail(TENANT_FORBIDDEN_MESSAGE, 400));
}

function parse(data: Buffer): { type?: unknown; data?: unknown } | null {
  try {
    const message = JSON.parse(data.toString()) as unknown;
    return typeof message === 'object' && message !== null ? message : null;
  } catch {
    return null;
  }
}

/**
 * The live-table socket `/api/vxeSocket/{userId}/{pageId}?projectId=&tenantId=` (jeecg-contract
 * §1.9). The token comes as the sub-protocol, read by the auth hook like the notice socket's (401
 * before the upgrade without a valid one); the path's user must be the token's (403). The socket
 * belongs to (user, pageId) and receives only rows its user may read (see vxeHooks). `heart_beat`
 * is answered in kind; `common_send_date` is checked like an edit (see checkPush) and relayed to
 * the other readers as `update_vxe_table`, or dropped; anything else is ignored.
 */
export function registerVxeSocketRoute(app: FastifyInstance, deps: VxeDeps, hub: VxeHub, relay: VxeRelay): void {
  const tables = vxeTables(deps.registry);
  app.get<SocketRequest>(
    '/api/vxeSocket/:userId/:pageId',
    { websocket: true, config: { authenticated: true }, preValidation: (request, reply) => refuseForeignPage(request, reply) },
    (socket, request) => {
      const auth = requireAuth(request);
      const { projectId, tenantId } = pageScope(request);
      const page: VxePage = {
        userId: auth.userId,
        pageId: request.params.pageId,
        token: auth.token,
        projectId,
        tenantId: tenantId ?? auth.tenantId,
        connection: socket,
      };
      const handle = async (data: Buffer): Promise<void> => {
        const message = parse(data);
        if (message?.type === 'heart_beat') socket.send(HEARTBEAT_REPLY);
        if (message?.type !== 'common_send_date') return;
        const push = await checkPush(deps, tables, page, message.data);
        if (push)
          await relay.send({ updates: [push.update], screen: push.screen.id, recordId: push.recordId, from: { userId: page.userId, pageId: page.pageId } });
      };
      let pending = 0;
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        if (pending >= MAX_PENDING_MESSAGES || data.length > MAX_MESSAGE_BYTES) return;
        pending += 1;
        queue = queue
          .then(() => handle(data))
          .catch((error: unknown) => request.log.error({ err: error }, 'live-table socket message failed'))
          .finally(() => {
            pending -= 1;
          });
      });
      const disconnect = hub.connect(page);
      socket.on('close', disconnect);
    },
  );
}
