import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/requireAuth';
import type { NoticeHub } from './noticeHub';

const HEARTBEAT = 'HeartBeat';
/** Upstream's answer to a heartbeat. */
const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });
/** Policy violation: the path names another user than the token's. */
const WRONG_USER_CLOSE_CODE = 1008;

/**
 * The notice socket `/api/websocket/{userId}`. The browser sends its token as the sub-protocol,
 * which the auth hook reads like X-Access-Token (401 before the upgrade without a valid one); a
 * socket for another user id is closed at once. Needs @fastify/websocket registered on the app. The server answers `HeartBeat` and pushes notices.
 */
export function registerNoticeSocketRoute(app: FastifyInstance, hub: NoticeHub): void {
  app.get<{ Params: { userId: string } }>('/api/websocket/:userId', { websocket: true, config: { authenticated: true } }, (socket, request) => {
    if (requireAuth(request).userId !== request.params.userId) {
      socket.close(WRONG_USER_CLOSE_CODE, 'forbidden');
      return;
    }
    const disconnect = hub.connect(request.params.userId, socket);
    socket.on('message', (data: Buffer) => {
      if (data.toString() === HEARTBEAT) socket.send(HEARTBEAT_REPLY);
    });
    socket.on('close', disconnect);
  });
}
