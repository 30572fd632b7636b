import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { ok } from '../../core/http/envelope';
import { USER_KEY_FIELDS, type PickerUser } from '../../core/picker/picker.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { requireAuth } from '../auth/requireAuth';
import { likePattern, listConditions, orderAndPage } from '../crud/applyListQuery';
import { BusinessError } from '../crud/businessError';
import { parseListQuery } from '../crud/listQuery';
import type { AppDb, DB } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { loadDepartRows } from './departRows';
import { visibleDeparts } from './departTree';
import type { DepartRow } from './projectTree';
import { lookupKeys, queryText } from './pickerParams';
import { USER_SCREEN_ID } from './userHooks';

/** List parameters the picker list passes on to the shared list-query parser; nothing else is accepted. */
const LIST_PARAMS = ['username', 'realname', 'pageNo', 'pageSize', 'column', 'order'] as const;
const SORT_FIELDS = new Set(['createTime', 'username', 'realname']);

export const USER_PICKER_MESSAGES = {
  unknownDepart: '部门不存在或无权查看',
  badSort: (column: string) => `不支持的排序字段：${column}`,
  noKeyField: '请指定要查询的用户（username 或 id）',
  noDepart: '请选择部门',
} as const;

type Builder = ExpressionBuilder<DB, string>;

/** Live users of the caller's tenant (an administrator sees every tenant's). */
function visibleUsers(auth: AuthContext): (eb: Builder) => Expression<SqlBool> {
  return (eb) => eb.and([eb(sql.ref('del_flag'), '=', 0), ...(auth.isAdmin ? [] : [eb(sql.ref('tenant_id'), '=', auth.tenantId)])]);
}

/** Members of any of the departments: one of their ids is an entry of the user's comma-joined `depart_ids`. */
function memberOfAny(departIds: readonly string[]): (eb: Builder) => Expression<SqlBool> {
  return (eb) => eb.or(departIds.map((departId) => eb(sql`',' || coalesce(depart_ids, '') || ','`, 'like', likePattern('contains', `,${departId},`))));
}

/** A department and every department below it among those given (upstream matches the org code prefix). */
function departAndBelow(departs: readonly DepartRow[], departId: string): string[] {
  const below = (parentId: string): string[] => departs.filter((depart) => depart.parentId === parentId).flatMap((depart) => [depart.id, ...below(depart.id)]);
  return [departId, ...below(departId)];
}

function toPickerUser(row: Record<string, unknown>, departNames: ReadonlyMap<string, string>): PickerUser {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const departIds = String(row.depart_ids ?? '')
    .split(',')
    .filter(Boolean);
  return {
    id: String(row.id),
    username: String(row.username),
    realname: String(row.realname ?? ''),
    sex: text(row.sex),
    phone: text(row.phone),
    birthday: text(row.birthday),
    orgCodeTxt: departIds.flatMap((id) => departNames.get(id) ?? []).join(','),
    createTime: text(row.create_time),
  };
}

const USER_COLUMNS = ['id', 'username', 'realname', 'sex', 'phone', 'birthday', 'depart_ids', 'create_time'] as const;

/**
 * The user pickers' calls, open to every signed-in user over the live users of their tenant,
 * answering only the picker columns (never e-mail, roles or status). The two list calls share
 * `username`, `realname` (contains, `*x*` too), `column` (createTime, username, realname; default
 * createTime descending), `order`, `pageNo` and `pageSize`:
 * - GET /sys/user/queryPageListInfo: a page of users, `departId` optionally narrowing them to the
 *   members of a department the caller may see;
 * - GET /sys/user/queryUserByDepId?id=: a page of the users of a department the caller may see
 *   and of the departments below it (the user-by-department picker);
 * - GET /sys/user/getMultiUser?username=a,b (or `id=`): the users of stored values, for labels.
 */
export function registerUserPickerRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const screen: ScreenFile | undefined = registry.screens.get(USER_SCREEN_ID);
  if (!screen) return;
  const signedIn = { config: { authenticated: true } };
  const departsOf = async (auth: AuthContext) => visibleDeparts(await loadDepartRows(db), (projectId) => auth.projectIds.has(projectId));
  const namesOf = (departs: readonly DepartRow[]) => new Map(departs.map((depart) => [depart.id, depart.departName]));

  /** One page of the visible users, members of one of `departIds` when given. */
  const userPage = async (request: FastifyRequest, auth: AuthContext, departs: readonly DepartRow[], departIds: readonly string[] | null) => {
    const params = Object.fromEntries(
      LIST_PARAMS.flatMap((name) => {
        const value = queryText(request.query, name);
        return value === '' ? [] : [[name, value]];
      }),
    );
    if (params.column !== undefined && !SORT_FIELDS.has(params.column)) throw new BusinessError(USER_PICKER_MESSAGES.badSort(params.column));
    const query = parseListQuery(screen, { column: 'createTime', order: 'desc', ...params });
    let base = db.selectFrom(screen.table).where(visibleUsers(auth)).where(listConditions(query));
    if (departIds) base = base.where(memberOfAny(departIds));
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      orderAndPage(base.select([...USER_COLUMNS]), query).execute(),
    ]);
    const total = Number(count.total);
    const names = namesOf(departs);
    return ok({
      records: rows.map((row) => toPickerUser(row, names)),
      total,
      size: query.pageSize,
      current: query.pageNo,
      pages: Math.ceil(total / query.pageSize),
    });
  };

  /** The visible department a request names in `param` ('' when absent), refused when the caller may not see it. */
  const namedDepart = (request: FastifyRequest, departs: readonly DepartRow[], param: string): string => {
    const departId = queryText(request.query, param);
    if (departId && !departs.some((depart) => depart.id === departId)) throw new BusinessError(USER_PICKER_MESSAGES.unknownDepart);
    return departId;
  };

  app.get('/api/sys/user/queryPageListInfo', signedIn, async (request) => {
    const auth = requireAuth(request);
    const departs = await departsOf(auth);
    const departId = namedDepart(request, departs, 'departId');
    return userPage(request, auth, departs, departId ? [departId] : null);
  });

  app.get('/api/sys/user/queryUserByDepId', signedIn, async (request) => {
    const auth = requireAuth(request);
    const departs = await departsOf(auth);
    const departId = namedDepart(request, departs, 'id');
    if (!departId) throw new BusinessError(USER_PICKER_MESSAGES.noDepart);
    return userPage(request, auth, departs, departAndBelow(departs, departId));
  });

  app.get('/api/sys/user/getMultiUser', signedIn, async (request) => {
    const auth = requireAuth(request);
    const field = USER_KEY_FIELDS.find((name) => queryText(request.query, name) !== '');
    if (!field) throw new BusinessError(USER_PICKER_MESSAGES.noKeyField);
    const keys = lookupKeys(queryText(request.query, field));
    const rows = await db
      .selectFrom(screen.table)
      .select([...USER_COLUMNS])
      .where(visibleUsers(auth))
      .where(sql.ref(field), 'in', keys)
      .execute();
    const names = namesOf(await departsOf(auth));
    return ok(rows.map((row) => toPickerUser(row, names)));
  });
}
