import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';

/**
 * Answers `GET /__screens/screen/<id>` (the path after the mount point) with the screen file the
 * server runs, its named flow resolved, or 404 with the page's Chinese message. Never cached: the
 * page asks again after each reload the server reports.
 */
export function answerScreenFile(registry: ScreenRegistry, request: IncomingMessage, response: ServerResponse): void {
  const id = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0]);
  const screen = registry.screens.get(id);
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.statusCode = screen ? 200 : 404;
  response.end(JSON.stringify(screen ?? { message: `未找到页面配置：${id}` }));
}
