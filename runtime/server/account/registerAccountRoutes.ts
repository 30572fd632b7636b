import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/dbTypes';
import type { UploadStore } from '../files/uploadStore';
import { registerSelfLogRoutes } from './selfLogRoutes';
import { registerSelfProfileRoutes } from './selfProfileRoutes';
import { registerSelfSessionRoutes } from './selfSessionRoutes';

/**
 * The personal account centre's routes under /api/sys/user/self/…: open to every signed-in user,
 * each acting on the caller alone (the notice switches are registered with the notices).
 */
export function registerAccountRoutes(app: FastifyInstance, db: AppDb, uploads: UploadStore): void {
  registerSelfProfileRoutes(app, db, uploads);
  registerSelfSessionRoutes(app, db);
  registerSelfLogRoutes(app, db);
}
