import { IMPORT_BATCH_COLUMN } from '../../core/files/excelSettings';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { deleteDetailRows, detailOwnerColumns } from '../crud/detailRows';
import { claimAbandonedImports, finishImport, markAlive } from './importBatches';
import { letOthersIn } from './letOthersIn';

/** Rows removed per transaction while an import is undone. */
const UNDO_ROWS = 1000;

/**
 * Who removes the rows of an import that is undone: the server itself, whether the importing
 * request gave up or a later sweep found the import abandoned. Delete hooks only clean up what
 * belongs to the rows (a user's credentials); none of them looks at the caller.
 */
const SERVER: AuthContext = {
  userId: 'system',
  username: 'system',
  realname: '系统',
  tenantId: '',
  isAdmin: false,
  roleIds: [],
  roleCodes: [],
  permissions: new Set(),
  projectIds: new Set(),
  projectId: null,
  token: '',
};

/** Removes up to UNDO_ROWS rows of the import in one transaction, as a permanent delete would; resolves with how many. */
async function undoSome({ db, hooks }: CrudDeps, screen: ScreenFile, importId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom(screen.table).select(detailOwnerColumns(screen)).where(IMPORT_BATCH_COLUMN, '=', importId).limit(UNDO_ROWS).execute();
    const ids = rows.map((row) => String(row.id));
    if (ids.length === 0) return 0;
    const refusal = await hooks[screen.id]?.beforeDelete?.({ trx, screen, auth: SERVER, ids, permanent: true });
    if (refusal) throw new Error(`导入撤销被拒绝：${refusal}`);
    await deleteDetailRows(
      trx,
      screen,
      rows.map((row) => ({ id: String(row.id), project_id: row.project_id })),
    );
    await trx.deleteFrom(screen.table).where('id', 'in', ids).execute();
    await markAlive(trx, importId);
    return ids.length;
  });
}

/**
 * Undoes an import: its rows go, a share at a time with other requests served in between, then
 * the import itself. Until the last statement the rows stay hidden, so nobody sees them go.
 */
export async function undoImport(deps: CrudDeps, screen: ScreenFile, importId: string): Promise<void> {
  while ((await undoSome(deps, screen, importId)) > 0) await letOthersIn();
  await finishImport(deps.db, importId);
}

/**
 * Undoes the imports a process left unfinished (killed, crashed, database lost mid-import):
 * those idle for `idleMs`, or all (null) at the start of the only process on the database.
 * Resolves with how many were undone.
 */
export async function undoAbandonedImports(deps: CrudDeps, idleMs: number | null): Promise<number> {
  const abandoned = await claimAbandonedImports(deps.db, idleMs);
  for (const { id, screenId } of abandoned) {
    const screen = deps.registry.screens.get(screenId);
    // A screen removed from the files since: its table is no longer served, so only the record goes.
    if (screen) await undoImport(deps, screen, id);
    else await finishImport(deps.db, id);
  }
  return abandoned.length;
}
