import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import { authDb } from '../auth/authDb';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { bodyFields, idsField, textField } from './bodyFields';
import { menusWithRules } from './dataRules/menusWithRules';
import { authorizeNode, permissionTree } from './permissionTree';

export const ROLE_SCREEN_ID = 'system.role';
export const AUTHORIZE_ACTION = 'authorize';

export const ROLE_PERMISSION_MESSAGES = {
  saved: '保存成功！',
  unknownRole: '角色不存在',
  unknownPermission: '权限不存在',
} as const;

/**
 * Authorising a role through the tree of menus and buttons, for holders of the role screen's
 * `authorize` button: GET /sys/permission/queryTreeList (`{treeList, ids}`), GET
 * /sys/permission/queryRolePermission?roleId (the granted ids), POST
 * /sys/permission/saveRolePermission `{roleId, permissionIds, lastpermissionIds}`: grants what is
 * new since the tree was loaded (`lastpermissionIds`) and revokes what was unticked, as upstream.
 */
export function registerRolePermissionRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const screen = registry.screens.get(ROLE_SCREEN_ID);
  if (!screen) return;
  const config = { config: { permission: permissionCode(screen, AUTHORIZE_ACTION) } };
  const adb = authDb(db);

  app.get('/api/sys/permission/queryTreeList', config, async () => {
    const rows = await adb.selectFrom('sys_permission').selectAll().execute();
    const ruled = await menusWithRules(db);
    return ok({ treeList: permissionTree(rows, authorizeNode(ruled)), ids: rows.map((row) => row.id) });
  });

  app.get('/api/sys/permission/queryRolePermission', config, async (request) => {
    const roleId = textField(bodyFields(request.query), 'roleId');
    const rows = await adb.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
    return ok(rows.map((row) => row.permission_id));
  });

  app.post('/api/sys/permission/saveRolePermission', config, async (request) => {
    const body = bodyFields(request.body);
    const roleId = textField(body, 'roleId');
    const wanted = idsField(body, 'permissionIds');
    const before = new Set(idsField(body, 'lastpermissionIds'));
    const granted = wanted.filter((id) => !before.has(id));
    const revoked = [...before].filter((id) => !wanted.includes(id));
    await db.transaction().execute(async (trx) => {
      const tx = authDb(trx);
      if (!(await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst()))
        throw new BusinessError(ROLE_PERMISSION_MESSAGES.unknownRole);
      if (granted.length > 0) {
        const known = await tx.selectFrom('sys_permission').select('id').where('id', 'in', granted).execute();
        if (known.length !== granted.length) throw new BusinessError(ROLE_PERMISSION_MESSAGES.unknownPermission);
        await tx
          .insertInto('sys_role_permission')
          .values(granted.map((permissionId) => ({ role_id: roleId, permission_id: permissionId })))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      if (revoked.length > 0) await tx.deleteFrom('sys_role_permission').where('role_id', '=', roleId).where('permission_id', 'in', revoked).execute();
    });
    return ok(null, ROLE_PERMISSION_MESSAGES.saved);
  });
}
