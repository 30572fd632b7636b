import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { refuseDict } from './dictAccess';
import { SEARCH_PAGE_SIZE, type DictService } from './dictService';
import { conditionFilters } from './tableTree';

export const CACHE_REFRESHED_MESSAGE = '刷新缓存完成！';

type TreeDataQuery = Partial<Record<'pid' | 'tableName' | 'text' | 'code' | 'pidField' | 'hasChildField' | 'condition', string>>;

/**
 * Dictionary routes of jeecg-contract §1.7 and widgets-spec §7, open to any signed-in user for
 * plain dictionaries; a table dictionary or tree only as DictAccess allows (403 otherwise, before
 * anything is read).
 */
export function registerDictRoutes(app: FastifyInstance, dicts: DictService): void {
  const signedIn = { config: { authenticated: true } };

  app.get<{ Params: { code: string } }>('/api/sys/dict/getDictItems/:code', signedIn, async (request, reply) => {
    const auth = requireAuth(request);
    if (!dicts.mayRead(request.params.code, auth)) return refuseDict(reply);
    return ok(await dicts.getItems(request.params.code, auth));
  });

  // Search selects: the choosable items whose text contains `keyword`.
  app.get<{ Params: { code: string }; Querystring: { keyword?: string; pageSize?: string } }>(
    '/api/sys/dict/loadDict/:code',
    signedIn,
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!dicts.mayRead(request.params.code, auth)) return refuseDict(reply);
      const pageSize = Number(request.query.pageSize) || SEARCH_PAGE_SIZE;
      return ok(await dicts.search(request.params.code, (request.query.keyword ?? '').trim(), pageSize, auth));
    },
  );

  // The labels of stored values (`key`, comma-joined), in that order; disabled items still label.
  app.get<{ Params: { code: string }; Querystring: { key?: string } }>('/api/sys/dict/loadDictItem/:code', signedIn, async (request, reply) => {
    const auth = requireAuth(request);
    if (!dicts.mayRead(request.params.code, auth)) return refuseDict(reply);
    const keys = (request.query.key ?? '').split(',').filter(Boolean);
    const labels = await dicts.labels(request.params.code, keys, auth);
    return ok(keys.flatMap((key) => (labels.has(key) ? [labels.get(key)] : [])));
  });

  // Lazy tree selects over a screen's table: children of `pid` (roots when empty).
  app.get<{ Querystring: TreeDataQuery }>('/api/sys/dict/loadTreeData', signedIn, async (request, reply) => {
    const auth = requireAuth(request);
    const { pid, tableName = '', text = '', code = '', pidField = '', hasChildField, condition } = request.query;
    const filters = conditionFilters(condition);
    const ref = { tableName, text, code, pidField, ...(hasChildField ? { hasChildField } : {}) };
    if (!dicts.mayReadTree(ref, auth)) return refuseDict(reply);
    return ok(await dicts.treeNodes(ref, { pid, filters }, auth));
  });

  app.get('/api/sys/dict/queryAllDictItems', signedIn, async () => ok(await dicts.allDictItems()));

  app.get('/api/sys/dict/refleshCache', signedIn, async () => {
    await dicts.refresh();
    return ok(null, CACHE_REFRESHED_MESSAGE);
  });
}
