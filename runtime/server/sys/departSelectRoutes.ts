import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { userInfo } from '../auth/loginResult';
import { requireAuth } from '../auth/requireAuth';
import { userDeparts } from '../auth/userDeparts';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { saveCurrentDepart } from './currentDepart';

export const DEPART_SELECT_MESSAGES = {
  required: '请选择部门',
  notMember: '您不属于该部门，无法切换',
  otherUser: '只能切换自己的部门',
  switched: '切换部门成功',
} as const;

/**
 * POST /sys/selectDepart `{orgCode, username}`: the caller chooses one of their own departments
 * as the current one (stored, and reported by getCurrentUserDeparts and login); answers the
 * updated `{userInfo}`.
 */
export function registerDepartSelectRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  app.post('/api/sys/selectDepart', { config: { authenticated: true } }, async (request) => {
    const auth = requireAuth(request);
    const { orgCode, username } = (request.body ?? {}) as { orgCode?: unknown; username?: unknown };
    if (typeof orgCode !== 'string' || orgCode === '') throw new BusinessError(DEPART_SELECT_MESSAGES.required);
    if (username !== undefined && username !== auth.username) throw new BusinessError(DEPART_SELECT_MESSAGES.otherUser);
    const departs = await userDeparts(db, auth.userId);
    if (!departs.some((depart) => depart.orgCode === orgCode)) throw new BusinessError(DEPART_SELECT_MESSAGES.notMember);
    await saveCurrentDepart(db, auth.userId, orgCode);
    return ok({ userInfo: await userInfo(db, registry, auth.userId, orgCode) }, DEPART_SELECT_MESSAGES.switched);
  });
}
