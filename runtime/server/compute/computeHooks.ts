import { filledRows, totalsOf, withFormulas } from '../../core/compute/computeModel';
import type { ComputeDeclaration } from '../../core/compute/compute.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { recordToColumns } from '../crud/recordMapper';
import { saveDetailRows } from '../crud/detailRows';
import { rowProject, storedRow, withinProject } from '../crud/rowProject';
import type { HooksByScreen } from '../crud/hooks';
import type { Transaction } from 'kysely';
import type { DB, Row } from '../db/dbTypes';
import { billRows } from '../posting/postingEngine';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { checkCovered } from './computeCovered';
import { readSources } from './computeSources';

/** Whether a save fills the rows from the sources (add, the refresh step) or only recomputes formulas and totals (edit). */
export type ComputeMode = 'fill' | 'formulas';

/**
 * A document's rows and header totals: `fill` takes the rows from the sources (keeping what the
 * user entered per key in `stored`), `formulas` recomputes the stored rows. `header` is the stored
 * header row (snake_case, with its owner columns); the seed calls this for documents not yet stored.
 */
export async function computeRows(
  trx: Transaction<DB>,
  registry: ScreenRegistry,
  screen: ScreenFile,
  header: Row,
  stored: readonly Record<string, unknown>[],
  mode: ComputeMode,
): Promise<{ rows: Record<string, unknown>[]; totals: Record<string, unknown> }> {
  const declaration = screen.compute as ComputeDeclaration;
  const sources =
    mode === 'fill'
      ? await readSources(
          trx,
          registry,
          declaration,
          screen,
          header,
          stored.map((row) => String(row[declaration.key] ?? '')),
        )
      : null;
  const rows = sources ? filledRows(declaration, sources, stored) : stored.map((row) => withFormulas(declaration, row));
  return { rows, totals: totalsOf(declaration, rows) };
}

/** Computes a stored document (of project `projectId`, when known) in the caller's transaction and writes its rows and header totals. */
export async function computeDocument(
  trx: Transaction<DB>,
  registry: ScreenRegistry,
  screen: ScreenFile,
  id: string,
  projectId: unknown,
  mode: ComputeMode,
  auth: Pick<AuthContext, 'username'>,
): Promise<void> {
  const declaration = screen.compute as ComputeDeclaration;
  const header = await storedRow(trx, screen, id, projectId);
  const { rows, totals } = await computeRows(trx, registry, screen, header, await billRows(trx, screen, declaration.rows, id, header.project_id), mode);
  const owner = { tenant_id: header.tenant_id, ...(screen.scope === 'project' ? { project_id: header.project_id } : {}) };
  await saveDetailRows(trx, screen, auth as AuthContext, id, owner, { [declaration.rows]: rows });
  if (Object.keys(totals).length > 0)
    await trx
      .updateTable(screen.table)
      .set(recordToColumns(screen, totals, new Set(Object.keys(totals))))
      .where('id', '=', id)
      .$call(withinProject(rowProject(screen, header.project_id)))
      .execute();
}

/**
 * The hooks of every screen with `compute`: a new document is filled from its sources, an edited
 * one has its formulas and totals recomputed, the `refresh` step fills it again, and the `covered`
 * step is refused while a row lacks its matching record — all inside the request's transaction.
 */
export function computeHooks(registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    const declaration = screen.compute;
    if (!declaration) continue;
    hooks[screen.id] = {
      afterWrite: (ctx) => computeDocument(ctx.trx, registry, screen, ctx.id, ctx.projectId, ctx.mode === 'add' ? 'fill' : 'formulas', ctx.auth),
      afterTransition: async (ctx) => {
        if (ctx.action === declaration.refresh) await computeDocument(ctx.trx, registry, screen, ctx.id, ctx.projectId, 'fill', ctx.auth);
        if (declaration.covered && ctx.action === declaration.covered.transition)
          await checkCovered(ctx.trx, registry, screen, declaration, ctx.id, ctx.projectId);
      },
    };
  }
  return hooks;
}
