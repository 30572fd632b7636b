import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/http/envelope';
import type { MenuAdminNode } from '../../../core/permission/menuAdmin.types';
import { authDb, type AuthDb, type AuthTables } from '../../auth/authDb';
import { BusinessError } from '../../crud/businessError';
import type { AppDb } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { bodyFields, textField } from '../bodyFields';
import { menusWithRules } from '../dataRules/menusWithRules';
import { dataRuleDb } from '../dataRules/dataRuleTables';
import { permissionTree } from '../permissionTree';
import { BUTTON, changesStructure, menuChange, type MenuChange } from './menuChange';
import { MENU_MESSAGES } from './menuMessages';

/** Permission prefix of the 菜单管理 page (its buttons are seeded from PAGE_ACTIONS). */
export const MENU_PERMISSION = 'system:permission';

type PermissionRecord = AuthTables['sys_permission'];

function menuNode(ruled: ReadonlySet<string>) {
  return (row: PermissionRecord): MenuAdminNode => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    url: row.url,
    component: row.component,
    menuType: row.menu_type,
    perms: row.perms,
    sortNo: row.sort_no,
    icon: row.icon,
    hidden: row.hidden,
    route: row.route,
    alwaysShow: row.always_show,
    internalOrExternal: row.internal_or_external,
    status: row.status,
    seeded: row.seeded,
    ruleFlag: ruled.has(row.id),
  });
}

/** Refuses a parent that is missing or a button, and a button code another button has. */
async function checkPlacement(tx: AuthDb, change: MenuChange, id: string | null): Promise<void> {
  if (change.parent_id) {
    const parent = await tx.selectFrom('sys_permission').select('menu_type').where('id', '=', change.parent_id).executeTakeFirst();
    if (!parent || parent.menu_type === BUTTON) throw new BusinessError(MENU_MESSAGES.badParent);
  }
  if (change.menu_type === BUTTON && change.perms) {
    let same = tx.selectFrom('sys_permission').select('id').where('perms', '=', change.perms);
    if (id) same = same.where('id', '<>', id);
    if (await same.executeTakeFirst()) throw new BusinessError(MENU_MESSAGES.duplicatePerms);
  }
}

/** A row and every row below it. */
async function subtreeIds(tx: AuthDb, id: string): Promise<string[]> {
  const rows = await tx.selectFrom('sys_permission').select(['id', 'parent_id']).execute();
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1) ids.push(...rows.filter((row) => row.parent_id === ids[index]).map((row) => row.id));
  return ids;
}

/**
 * 菜单管理 (JeecgBoot's /sys/permission): GET list answers every row as a tree; add creates an
 * external-link menu or a button under an existing menu; edit renames, reorders, hides, sets the
 * route and always-show flags and a button's status (and, on rows an administrator added, parent,
 * link and code); delete removes an added row with its subtree, grants and data rules. Catalogue
 * rows keep the structure screens.json gives them and cannot be deleted.
 */
export function registerMenuAdminRoutes(app: FastifyInstance, db: AppDb): void {
  const guard = (action: string) => ({ config: { permission: `${MENU_PERMISSION}:${action}` } });

  app.get('/api/sys/permission/list', guard('list'), async () => {
    const rows = await authDb(db).selectFrom('sys_permission').selectAll().execute();
    return ok(permissionTree(rows, menuNode(await menusWithRules(db))));
  });

  app.post('/api/sys/permission/add', guard('add'), async (request) => {
    const change = menuChange(bodyFields(request.body), undefined);
    const id = newId();
    await db.transaction().execute(async (trx) => {
      const tx = authDb(trx);
      await checkPlacement(tx, change, null);
      await tx
        .insertInto('sys_permission')
        .values({ id, ...change, component: null, catalogue_hidden: false, catalogue_values: null, seeded: false })
        .execute();
    });
    return ok({ id }, MENU_MESSAGES.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/api/sys/permission/edit',
    ...guard('edit'),
    handler: async (request) => {
      const body = bodyFields(request.body);
      await db.transaction().execute(async (trx) => {
        const tx = authDb(trx);
        const current = await tx.selectFrom('sys_permission').selectAll().where('id', '=', textField(body, 'id')).executeTakeFirst();
        if (!current) throw new BusinessError(MENU_MESSAGES.notFound);
        const change = menuChange(body, current);
        if (current.seeded && changesStructure(change, current)) throw new BusinessError(MENU_MESSAGES.seededStructure);
        if (change.parent_id && (await subtreeIds(tx, current.id)).includes(change.parent_id)) throw new BusinessError(MENU_MESSAGES.badParent);
        await checkPlacement(tx, change, current.id);
        await tx.updateTable('sys_permission').set(change).where('id', '=', current.id).execute();
      });
      return ok(null, MENU_MESSAGES.edited);
    },
  });

  app.delete('/api/sys/permission/delete', guard('delete'), async (request) => {
    const id = textField(bodyFields(request.query), 'id');
    await db.transaction().execute(async (trx) => {
      const tx = authDb(trx);
      const current = await tx.selectFrom('sys_permission').select('seeded').where('id', '=', id).executeTakeFirst();
      if (!current) throw new BusinessError(MENU_MESSAGES.notFound);
      if (current.seeded) throw new BusinessError(MENU_MESSAGES.seededDelete);
      const ids = await subtreeIds(tx, id);
      if (await tx.selectFrom('sys_permission').select('id').where('id', 'in', ids).where('seeded', '=', true).executeTakeFirst())
        throw new BusinessError(MENU_MESSAGES.seededDelete);
      const rules = dataRuleDb(trx);
      await rules.deleteFrom('sys_role_data_rule').where('permission_id', 'in', ids).execute();
      await rules.deleteFrom('sys_permission_data_rule').where('permission_id', 'in', ids).execute();
      await tx.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
      await tx.deleteFrom('sys_permission').where('id', 'in', ids).execute();
    });
    return ok(null, MENU_MESSAGES.deleted);
  });
}
