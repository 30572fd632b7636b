import { sql } from 'kysely';
import { importEnabled } from '../../core/files/excelSettings';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { projectsScope, type RowCondition } from '../crud/rowVisibility';
import { RUNNING_IMPORTS_TABLE } from '../excel/importBatches';
import { FOREIGN_ROWS, type RollupPlan } from './rollupPlan';

type Deps = Pick<CrudDeps, 'db' | 'rowFilters'>;

/** Whether the caller sees every live row of a screen in their projects: no data rule limits them, no import of it is unfinished. */
async function wholeProjects(deps: Deps, screen: ScreenFile, auth: AuthContext): Promise<boolean> {
  if (((await deps.rowFilters?.(auth, screen)) ?? []).length > 0) return false;
  if (!importEnabled(screen)) return true;
  const { rows } = await sql`select 1 from ${sql.table(RUNNING_IMPORTS_TABLE)} where screen_id = ${screen.id} limit 1`.execute(deps.db);
  return rows.length === 0;
}

/**
 * Whether a widget's rollup may answer for the caller, and the rollup rows they may see: those of
 * their projects. Not when a data rule limits their rows below whole projects (a rollup row mixes
 * rows a rule would keep and drop), nor while an import of the screen is unfinished (the rollup
 * counts its rows already; the live read leaves them out until it finishes); for per-row values of
 * other screens, the same of each other screen, and not when a row of theirs is matched by a row of
 * another project (the caller may not see it, the rollup counts it).
 */
export async function rollupVisible(
  deps: Deps,
  screen: ScreenFile,
  rollup: RollupPlan | undefined,
  auth: AuthContext,
  projects: ReadonlySet<string> | undefined,
): Promise<RowCondition | undefined> {
  if (!rollup || !projects) return undefined;
  for (const each of [screen, ...(rollup.rows?.related ?? [])]) if (!(await wholeProjects(deps, each, auth))) return undefined;
  const visible = projectsScope(screen, projects);
  if (rollup.rows) {
    const foreign = await deps.db
      .selectFrom(rollup.name)
      .select(sql.lit(1).as('one'))
      .where(visible)
      .where(sql.ref(`s_${FOREIGN_ROWS}`), '>', 0)
      .limit(1)
      .execute();
    if (foreign.length > 0) return undefined;
  }
  return visible;
}
