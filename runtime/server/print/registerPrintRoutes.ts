import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { PRINT_ACTION, type PrintDeclaration } from '../../core/print/print.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { findRecord } from '../crud/readRecords';
import { printView } from './printView';

function registerScreenPrint(app: FastifyInstance, deps: CrudDeps, screen: ScreenFile, declaration: PrintDeclaration): void {
  app.get(`/api${screen.api}/${PRINT_ACTION}`, { config: { permission: `${screen.permission}:${PRINT_ACTION}` } }, async (request) => {
    const auth = requireAuth(request);
    const query = (request.query as Record<string, unknown> | undefined) ?? {};
    // Throws 记录不存在 for a record the caller may not see (another project, a data rule), as queryById does.
    const record = await findRecord(deps, screen, auth, query.id);
    return ok(await printView(deps, screen, declaration, auth, record, query.templateId));
  });
}

/**
 * `GET /api{api}/print?id=&templateId=` of every screen with a `print`: the record (one the caller
 * may see) laid out by one of its templates, as display text for the print page.
 */
export function registerPrintRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of deps.registry.screens.values()) if (screen.print) registerScreenPrint(app, deps, screen, screen.print);
}
