import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/requireAuth';
import type { VxeHub } from './vxeHub';

/** Policy violation: the path names another user than the token's. */
const WRONG_USER_CLOSE_CODE = 1008;
const HEARTBEAT_REPLY = JSON.stringify({ type: 'heart_beat', data: '-' });

interface ClientMessage {
  type?: string;
  data?: { socketKey?: unknown; args?: unknown };
}

function parse(data: Buffer): ClientMessage | null {
  try {
    const message = JSON.parse(data.toString()) as unknown;
    return typeof message === 'object' && message !== null ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The live-table socket `/api/vxeSocket/{userId}/{pageId}` (token as sub-protocol, read by the
 * auth hook). `heart_beat` is answered in kind; `common_send_date` `{socketKey, args:[row]}` is
 * passed to the other pages as `update_vxe_table`. The plugin is registered once, whichever
 * socket module comes first.
 */
export async function registerVxeSocketRoute(app: FastifyInstance, hub: VxeHub): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(websocket);
  app.get<{ Params: { userId: string; pageId: string } }>('/api/vxeSocket/:userId/:pageId', { websocket: true, config: { authenticated: true } }, (socket, request) => {
    const { userId, pageId } = request.params;
    if (requireAuth(request).userId !== userId) {
      socket.close(WRONG_USER_CLOSE_CODE, 'forbidden');
      return;
    }
    const disconnect = hub.connect(pageId, socket);
    socket.on('message', (data: Buffer) => {
      const message = parse(data);
      if (message?.type === 'heart_beat') socket.send(HEARTBEAT_REPLY);
      const args = message?.data?.args;
      if (message?.type === 'common_send_date' && typeof message.data?.socketKey === 'string' && Array.isArray(args) && typeof args[0] === 'object' && args[0] !== null) {
        hub.broadcast({ socketKey: message.data.socketKey, row: args[0] as Record<string, unknown>, caseId: pageId });
      }
    });
    socket.on('close', disconnect);
  });
}
