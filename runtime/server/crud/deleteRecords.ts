import { sql } from 'kysely';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import type { CrudDeps } from './crudDeps';
import { CRUD_MESSAGES } from './crudMessages';
import { deleteDetailRows, detailOwnerColumns } from './detailRows';
import { referencedProject, rowProject, withinProject } from './rowProject';
import { visibleRows, type RowState } from './rowVisibility';

/** Ids of `ids=a,b`: distinct, non-empty. */
export function parseIds(raw: unknown): string[] {
  return typeof raw === 'string'
    ? [
        ...new Set(
          raw
            .split(',')
            .map((id) => id.trim())
            .filter((id) => id !== ''),
        ),
      ]
    : [];
}

/** `delete`: the ordinary delete (to the recycle bin on a `softDelete` screen); `purge`: removes rows from the recycle bin for good. */
export type DeleteMode = 'delete' | 'purge';

/**
 * Deletes records the caller may see, in one transaction; every id must be found, else nothing
 * changes. On a `softDelete` screen an ordinary delete only sets del_flag; otherwise (and on
 * purge) the rows go with the rows of their detail screens (e.g. a dictionary's items) and detail tables.
 */
export async function deleteRecords(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, ids: string[], mode: DeleteMode = 'delete'): Promise<void> {
  const { db, registry, hooks } = deps;
  if (ids.length === 0) throw new BusinessError(CRUD_MESSAGES.notFound);
  const state: RowState = mode === 'purge' ? 'recycled' : 'live';
  const permanent = !screen.softDelete || mode === 'purge';
  const visible = await visibleRows(deps, screen, auth, state);
  const screenHooks = hooks[screen.id] ?? {};
  // A project screen's rows are the current project's (their scope): every statement by id names it (one shard under Citus).
  const project = rowProject(screen, auth.projectId);
  await db.transaction().execute(async (trx) => {
    // A project screen's rows with their project, so that their detail rows are deleted within it (one shard under Citus).
    const found = await trx.selectFrom(screen.table).select(detailOwnerColumns(screen)).where('id', 'in', ids).where(visible).execute();
    if (found.length !== ids.length) throw new BusinessError(CRUD_MESSAGES.notFound);
    const refusal = await screenHooks.beforeDelete?.({ trx, screen, auth, ids, permanent, projectId: project });
    if (refusal) throw new BusinessError(refusal);
    if (!permanent) {
      await trx.updateTable(screen.table).set(sql.ref(DEL_FLAG_COLUMN), 1).where('id', 'in', ids).$call(withinProject(project)).execute();
      return;
    }
    for (const detail of screen.details ?? []) {
      const child = registry.screens.get(detail.screen);
      if (child)
        await trx
          .deleteFrom(child.table)
          .where(toColumnName(detail.foreignKey), 'in', ids)
          .$call(withinProject(referencedProject(child, detail.foreignKey, screen, auth.projectId)))
          .execute();
    }
    await deleteDetailRows(
      trx,
      screen,
      found.map((row) => ({ id: String(row.id), project_id: row.project_id })),
    );
    await trx.deleteFrom(screen.table).where('id', 'in', ids).$call(withinProject(project)).execute();
  });
  await screenHooks.afterCommit?.({ screen, auth, mode: 'delete', ids });
}

/** Brings records of a `softDelete` screen back from its recycle bin; every id must be there. */
export async function restoreRecords(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError(CRUD_MESSAGES.notFound);
  const visible = await visibleRows(deps, screen, auth, 'recycled');
  const project = rowProject(screen, auth.projectId);
  await deps.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom(screen.table).select('id').where('id', 'in', ids).where(visible).execute();
    if (found.length !== ids.length) throw new BusinessError(CRUD_MESSAGES.notFound);
    await trx.updateTable(screen.table).set(sql.ref(DEL_FLAG_COLUMN), 0).where('id', 'in', ids).$call(withinProject(project)).execute();
  });
}
