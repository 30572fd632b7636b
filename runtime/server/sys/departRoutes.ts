import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { userDeparts } from '../auth/userDeparts';
import type { AppDb } from '../db/dbTypes';
import { currentOrgCode } from './currentDepart';
import { loadDepartRows } from './departRows';
import { projectTree } from './projectTree';

/** The project picker tree and the current user's departments; any signed-in user may ask. */
export function registerDepartRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/api/sys/sysDepart/queryTreeProjectList', { config: { authenticated: true } }, async (request) => {
    const auth = requireAuth(request);
    const departs = await loadDepartRows(db);
    return ok(projectTree(departs, (projectId) => auth.projectIds.has(projectId)));
  });

  app.get('/api/sys/user/getCurrentUserDeparts', { config: { authenticated: true } }, async (request) => {
    const userId = requireAuth(request).userId;
    const departs = await userDeparts(db, userId);
    return ok({
      list: departs.map(({ id, orgCode, departName }) => ({ id, orgCode, departName })),
      orgCode: await currentOrgCode(db, userId, departs),
    });
  });
}
