import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode, screenActions } from '../../core/screen/screenModel';
import type { ScreenAction, ScreenFile } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import { saveBodyLimit } from '../sys/bodyBounds';
import type { CrudDeps } from './crudDeps';
import { CRUD_MESSAGES } from './crudMessages';
import { deleteRecords, parseIds, restoreRecords } from './deleteRecords';
import { findRecord, listRecords } from './readRecords';
import { saveRecord } from './saveRecord';

/** Route options requiring the permission of one action on a screen. */
const guardOf = (screen: ScreenFile, action: ScreenAction) => ({ config: { permission: permissionCode(screen, action) } });

const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

function registerScreenRoutes(app: FastifyInstance, deps: CrudDeps, screen: ScreenFile): void {
  const base = `/api${screen.api}`;
  const guard = (action: ScreenAction) => guardOf(screen, action);

  app.get(`${base}/list`, guard('list'), async (request) =>
    ok(await listRecords(deps, screen, requireAuth(request), queryOf(request), { boundedCount: true })),
  );

  app.get(`${base}/queryById`, guard('list'), async (request) => ok(await findRecord(deps, screen, requireAuth(request), queryOf(request).id)));
  if (!screen.readOnly) registerWriteRoutes(app, deps, screen);
  if (screen.softDelete) registerRecycleBinRoutes(app, deps, screen);
}

/** add, edit (PUT or POST), delete and deleteBatch: not on `readOnly` screens; only edit on a `currentProject` one. */
function registerWriteRoutes(app: FastifyInstance, deps: CrudDeps, screen: ScreenFile): void {
  const base = `/api${screen.api}`;
  const guard = (action: ScreenAction) => guardOf(screen, action);

  // A screen with a detail table saves up to 10,000 rows with its master: a larger body than elsewhere.
  const bodyLimit = saveBodyLimit(screen);

  const actions = screenActions(screen);
  if (actions.includes('add'))
    app.post(`${base}/add`, { ...guard('add'), bodyLimit }, async (request) =>
      ok(await saveRecord(deps, { screen, auth: requireAuth(request), mode: 'add', body: request.body }), CRUD_MESSAGES.added),
    );

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    ...guard('edit'),
    bodyLimit,
    handler: async (request) => ok(await saveRecord(deps, { screen, auth: requireAuth(request), mode: 'edit', body: request.body }), CRUD_MESSAGES.edited),
  });

  if (!actions.includes('delete')) return;
  app.delete(`${base}/delete`, guard('delete'), async (request) => {
    const id = queryOf(request).id;
    await deleteRecords(deps, screen, requireAuth(request), typeof id === 'string' && id !== '' ? [id] : []);
    return ok(null, CRUD_MESSAGES.deleted);
  });

  app.delete(`${base}/deleteBatch`, guard('deleteBatch'), async (request) => {
    await deleteRecords(deps, screen, requireAuth(request), parseIds(queryOf(request).ids));
    return ok(null, CRUD_MESSAGES.batchDeleted);
  });
}

const bodyIds = (body: unknown): string[] => parseIds(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).ids : undefined);

/**
 * The recycle bin of a `softDelete` screen, for whoever may delete its rows: recycleBin lists the
 * deleted rows, putRecycleBin `{ids}` restores them, deleteRecycleBin `?ids=` removes them for good.
 */
function registerRecycleBinRoutes(app: FastifyInstance, deps: CrudDeps, screen: ScreenFile): void {
  const base = `/api${screen.api}`;
  const config = guardOf(screen, 'delete');
  app.get(`${base}/recycleBin`, config, async (request) =>
    ok(await listRecords(deps, screen, requireAuth(request), queryOf(request), { state: 'recycled', boundedCount: true })),
  );
  app.put(`${base}/putRecycleBin`, config, async (request) => {
    await restoreRecords(deps, screen, requireAuth(request), bodyIds(request.body));
    return ok(null, CRUD_MESSAGES.restored);
  });
  app.delete(`${base}/deleteRecycleBin`, config, async (request) => {
    await deleteRecords(deps, screen, requireAuth(request), parseIds(queryOf(request).ids), 'purge');
    return ok(null, CRUD_MESSAGES.deleted);
  });
}

/**
 * The generic CRUD of every screen under `/api<screen.api>`: list, queryById, add, edit (PUT or
 * POST), delete and deleteBatch, each guarded by `<screen.permission>:<action>` (queryById by
 * list); read-only screens have only the reading routes, soft-delete screens a recycle bin too. Refusals are thrown as BusinessError and answered by the app's error handler.
 */
export function registerCrudRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of deps.registry.screens.values()) registerScreenRoutes(app, deps, screen);
}
