import type { FastifyInstance } from 'fastify';
import type { HooksByScreen } from '../crud/hooks';
import { mergeHooks } from '../crud/hooks';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { dataRuleHooks } from './dataRules/dataRuleHooks';
import { departHooks } from './departs/departHooks';
import { roleHooks } from './roles/roleHooks';
import { registerRoleDataRuleRoutes } from './dataRules/roleDataRuleRoutes';
import { registerMenuAdminRoutes } from './menus/menuAdminRoutes';
import { registerRolePermissionRoutes } from './rolePermissionRoutes';
import { registerUserAdminRoutes } from './userAdminRoutes';

/** The system administration routes beside the generic CRUD: accounts, role authorisation, data rules and 菜单管理. */
export function registerSysAdmin(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  registerUserAdminRoutes(app, db, registry);
  registerRolePermissionRoutes(app, db, registry);
  registerRoleDataRuleRoutes(app, db, registry);
  registerMenuAdminRoutes(app, db);
}

/** The generic CRUD hooks of the system administration screens. */
export function sysAdminHooks(registry: ScreenRegistry): HooksByScreen {
  return mergeHooks(dataRuleHooks(registry), roleHooks, departHooks);
}
