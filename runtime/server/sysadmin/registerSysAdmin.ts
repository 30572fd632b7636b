import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { registerRolePermissionRoutes } from './rolePermissionRoutes';
import { registerUserAdminRoutes } from './userAdminRoutes';

/** The system administration routes beside the generic CRUD: accounts and role authorisation. */
export function registerSysAdmin(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  registerUserAdminRoutes(app, db, registry);
  registerRolePermissionRoutes(app, db, registry);
}
