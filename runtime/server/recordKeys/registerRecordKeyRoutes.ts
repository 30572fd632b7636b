import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { findRecord } from '../crud/readRecords';
import { issueRecordKey } from './recordKeys';

/** The row action issuing a key (schemas' `rowActions` name, also its permission button). */
const ISSUE_KEY_ACTION = 'issueKey';

/**
 * `POST /api{api}/issueKey?id=` of every screen with the issueKey row action: a new access key
 * for a record the caller may see, answered once as `{ key }`; the old key stops working.
 */
export function registerRecordKeyRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of deps.registry.screens.values()) {
    if (!screen.rowActions?.some((action) => action.name === ISSUE_KEY_ACTION)) continue;
    app.post(`/api${screen.api}/issueKey`, { config: { permission: `${screen.permission}:${ISSUE_KEY_ACTION}` } }, async (request) => {
      const { id } = (request.query ?? {}) as Record<string, unknown>;
      // Throws 记录不存在 for a record of another project, as queryById does.
      const record = await findRecord(deps, screen, requireAuth(request), id);
      const key = await issueRecordKey(deps.db, { screenId: screen.id, recordId: String(record.id) });
      return ok({ key }, '已生成新密钥，原密钥已失效');
    });
  }
}
