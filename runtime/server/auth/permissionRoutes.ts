import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { authDb } from './authDb';
import { userMenu } from './menu/userMenu';
import { requireAuth } from './requireAuth';

/** Button permission of the user (`auth`) and of the system (`allAuth`), jeecg-contract §1.7. */
interface UserButton {
  action: string;
  type: '1';
  describe: string;
}
interface SystemButton extends UserButton {
  status: string;
}

/** GET /api/sys/permission/getUserPermissionByToken: the signed-in user's menu and buttons. */
export function registerPermissionRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  app.get('/api/sys/permission/getUserPermissionByToken', { config: { authenticated: true } }, async (request) => {
    const auth = requireAuth(request);
    const may = (permission: string) => auth.isAdmin || auth.permissions.has(permission);
    const buttons = await authDb(db)
      .selectFrom('sys_permission')
      .select(['perms', 'name', 'status'])
      .where('menu_type', '=', 2)
      .where('perms', 'is not', null)
      .orderBy('perms')
      .execute();
    const allAuth: SystemButton[] = buttons.map((button) => ({ action: button.perms ?? '', status: button.status, type: '1', describe: button.name }));
    const userAuth: UserButton[] = allAuth
      .filter((button) => button.status === '1' && may(button.action))
      .map(({ action, type, describe }) => ({ action, type, describe }));
    const { menu, modules } = await userMenu(db, registry, auth);
    return ok({ menu, auth: userAuth, allAuth, codeList: userAuth.map((button) => button.action), sysSafeMode: false, modules });
  });
}
