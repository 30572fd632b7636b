import { sql } from 'kysely';
import { importEnabled } from '../../core/files/excelSettings';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { projectsScope, type RowCondition } from '../crud/rowVisibility';
import { RUNNING_IMPORTS_TABLE } from '../excel/importBatches';
import type { RollupPlan } from './rollupPlan';

/**
 * Whether a widget's rollup may answer for the caller, and the rollup rows they may see: those of
 * their projects. Not when a data rule limits their rows below whole projects (a rollup row mixes
 * rows a rule would keep and drop), nor while an import of the screen is unfinished (the rollup
 * counts its rows already; the live read leaves them out until it finishes).
 */
export async function rollupVisible(
  deps: Pick<CrudDeps, 'db' | 'rowFilters'>,
  screen: ScreenFile,
  rollup: RollupPlan | undefined,
  auth: AuthContext,
  projects: ReadonlySet<string> | undefined,
): Promise<RowCondition | undefined> {
  if (!rollup || !projects) return undefined;
  if (((await deps.rowFilters?.(auth, screen)) ?? []).length > 0) return undefined;
  if (importEnabled(screen)) {
    const { rows } = await sql`select 1 from ${sql.table(RUNNING_IMPORTS_TABLE)} where screen_id = ${screen.id} limit 1`.execute(deps.db);
    if (rows.length > 0) return undefined;
  }
  return projectsScope(screen, projects);
}
