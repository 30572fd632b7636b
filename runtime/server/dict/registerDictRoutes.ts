import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import type { DictService } from './dictService';

export const CACHE_REFRESHED_MESSAGE = '刷新缓存完成！';

/** Dictionary routes of jeecg-contract §1.7, open to any signed-in user. */
export function registerDictRoutes(app: FastifyInstance, dicts: DictService): void {
  const signedIn = { config: { authenticated: true } };

  app.get<{ Params: { code: string } }>('/api/sys/dict/getDictItems/:code', signedIn, async (request) =>
    ok(await dicts.getItems(request.params.code, requireAuth(request))),
  );

  app.get('/api/sys/dict/queryAllDictItems', signedIn, async () => ok(await dicts.allDictItems()));

  app.get('/api/sys/dict/refleshCache', signedIn, async () => {
    await dicts.refresh();
    return ok(null, CACHE_REFRESHED_MESSAGE);
  });
}
