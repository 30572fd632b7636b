import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import type { CrudDeps } from './crudDeps';
import { CRUD_MESSAGES } from './crudMessages';
import { scopeOf } from './screenScope';

/** Ids of `ids=a,b`: distinct, non-empty. */
export function parseIds(raw: unknown): string[] {
  return typeof raw === 'string' ? [...new Set(raw.split(',').map((id) => id.trim()).filter((id) => id !== ''))] : [];
}

/**
 * Deletes records of the caller's scope, with the rows of their detail screens (e.g. a
 * dictionary's items), in one transaction. Every id must exist in scope, else nothing is deleted.
 */
export async function deleteRecords({ db, registry, hooks }: CrudDeps, screen: ScreenFile, auth: AuthContext, ids: string[]): Promise<void> {
  const scope = scopeOf(screen, auth);
  if (ids.length === 0) throw new BusinessError(CRUD_MESSAGES.notFound);
  const screenHooks = hooks[screen.id] ?? {};
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom(screen.table).select('id').where('id', 'in', ids).where((eb) => eb.and(scope)).execute();
    if (found.length !== ids.length) throw new BusinessError(CRUD_MESSAGES.notFound);
    const refusal = await screenHooks.beforeDelete?.({ trx, screen, auth, ids });
    if (refusal) throw new BusinessError(refusal);
    for (const detail of screen.details ?? []) {
      const child = registry.screens.get(detail.screen);
      if (child) await trx.deleteFrom(child.table).where(toColumnName(detail.foreignKey), 'in', ids).execute();
    }
    await trx.deleteFrom(screen.table).where('id', 'in', ids).where((eb) => eb.and(scope)).execute();
  });
  await screenHooks.afterCommit?.({ screen, auth, mode: 'delete', ids });
}
