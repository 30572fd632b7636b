import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { registerDepartPickerRoutes } from './departPickerRoutes';
import { registerUserPickerRoutes } from './userPickerRoutes';

/**
 * What the department and user pickers read, open to every signed-in user within what that user
 * may see. Role, position and business-record pickers use the screens' own list calls instead.
 */
export function registerPickerRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  registerDepartPickerRoutes(app, db);
  registerUserPickerRoutes(app, db, registry);
}
