import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { likePattern } from '../crud/applyListQuery';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { DictAccess, refuseDict } from '../dict/dictAccess';
import type { DictItem } from '../dict/dictTables';
import { TABLE_DICT_LIMIT } from '../dict/tableDict';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { conditionFilters } from '../dict/tableTree';
import { categoryChildren, categoryIdByCode, categoryTree, CATEGORY_TABLE } from './categoryTree';

type Query<K extends string> = { Querystring: Partial<Record<K, string>> };

/** Columns `loadOne` may look a category up by. */
const LOOKUP_FIELDS = new Set(['id', 'code', 'name']);

/**
 * The category dictionary's read routes of jeecg-contract (`/sys/category/*`), open to whoever may
 * read the category dictionary (`sys_category,name,id`) as a field declares it: a holder of the
 * list permission of a screen with a category select, or of the category screen (403 otherwise,
 * before anything is read). Writes go through the screen's CRUD.
 */
export function registerCategoryRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const tree = categoryTree(registry);
  const access = new DictAccess(registry);
  const categoryDict = { screen: tree.screen, textColumn: tree.textColumn, valueColumn: tree.keyColumn };
  const signedIn = {
    config: { authenticated: true },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!access.mayReadDict(requireAuth(request), categoryDict)) return refuseDict(reply);
    },
  };

  app.get<Query<'pcode' | 'async'>>('/api/sys/category/loadTreeRoot', signedIn, async (request) => {
    const pid = await categoryIdByCode(db, request.query.pcode);
    return ok(await categoryChildren(db, tree, pid, { deep: request.query.async === 'false' }));
  });

  app.get<Query<'pid'>>('/api/sys/category/loadTreeChildren', signedIn, async (request) => ok(await categoryChildren(db, tree, request.query.pid ?? '')));

  app.get<Query<'pid' | 'pcode' | 'condition'>>('/api/sys/category/loadTreeData', signedIn, async (request) => {
    const filters = conditionFilters(request.query.condition);
    const pid = request.query.pid || (await categoryIdByCode(db, request.query.pcode));
    return ok(await categoryChildren(db, tree, pid, { filters }));
  });

  app.get<Query<'field' | 'val'>>('/api/sys/category/loadOne', signedIn, async (request) => {
    const { field = '', val = '' } = request.query;
    if (!LOOKUP_FIELDS.has(field)) throw new BusinessError(`不支持按${field}查询`);
    const rows = await db.selectFrom(CATEGORY_TABLE).select(['id', 'pid', 'name', 'code']).where(field, '=', val).limit(2).execute();
    if (rows.length === 0) throw new BusinessError('查询无果');
    if (rows.length > 1) throw new BusinessError(`查询数据异常,[${field}]存在多个值:${val}`);
    return ok(rows[0]);
  });

  // Labels of stored ids, in the order asked; ids of deleted categories are left out.
  app.get<Query<'ids'>>('/api/sys/category/loadDictItem/', signedIn, async (request) => {
    const ids = (request.query.ids ?? '').split(',').filter(Boolean).slice(0, TABLE_DICT_LIMIT);
    if (ids.length === 0) return ok([]);
    const rows = await db.selectFrom(CATEGORY_TABLE).select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(rows.map((row) => [String(row.id), String(row.name ?? '')]));
    return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id)] : [])));
  });

  // Every category under a code (the code's own included), flat, as dictionary items.
  app.get<Query<'code'>>('/api/sys/category/loadAllData', signedIn, async (request) => {
    const code = request.query.code && request.query.code !== '0' ? request.query.code : '';
    const rows = await db
      .selectFrom(CATEGORY_TABLE)
      .select(['id', 'name'])
      .where('code', 'like', likePattern('startsWith', code))
      .orderBy('code')
      .limit(TABLE_DICT_LIMIT)
      .execute();
    return ok(rows.map((row): DictItem => ({ value: String(row.id), text: String(row.name ?? '') })));
  });
}
