import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { authDb } from '../auth/authDb';
import { requireAuth } from '../auth/requireAuth';
import { userDeparts } from '../auth/userDeparts';
import type { AppDb } from '../db/dbTypes';
import { currentOrgCode } from './currentDepart';
import { projectTree } from './projectTree';

/** The project picker tree and the current user's departments; any signed-in user may ask. */
export function registerDepartRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/api/sys/sysDepart/queryTreeProjectList', { config: { authenticated: true } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await authDb(db).selectFrom('sys_depart').select(['id', 'parent_id', 'depart_name', 'org_type', 'org_code', 'short_name', 'sort_no']).execute();
    const departs = rows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      departName: row.depart_name,
      orgType: row.org_type,
      orgCode: row.org_code,
      shortName: row.short_name,
      sortNo: row.sort_no,
    }));
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
