import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { importEnabled } from '../../core/files/excelSettings';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { DB } from '../db/dbTypes';
import { outsideUnfinishedImports } from '../excel/importBatches';
import { filterExpression } from './applyListQuery';
import type { CrudDeps } from './crudDeps';
import { scopeOf } from './screenScope';

export type RowCondition = (eb: ExpressionBuilder<DB, string>) => Expression<SqlBool>;

/** Which rows of a soft-delete screen a request works on: the live ones, or those in the recycle bin. */
export type RowState = 'live' | 'recycled';

/**
 * The rows a caller may see of a screen: its scope (project or tenant), for a `softDelete` screen
 * only live rows (or only recycled ones), for a screen with 导入 none of an unfinished import, and
 * the row filters of the caller's data rules. `projects`: a project screen's rows of those projects
 * (a company dashboard: the caller's projects) instead of the current project's.
 */
/** The rows of a project screen in any of `projects` (none when the set is empty); like the current project's scope, membership is the rule. */
export function projectsScope(screen: ScreenFile, projects: ReadonlySet<string>): RowCondition {
  if (screen.scope !== 'project') throw new Error(`screen '${screen.id}' is not a project screen`);
  const ids = [...projects];
  return (eb) => (ids.length === 0 ? eb.lit(false) : eb(sql.ref('project_id'), 'in', ids));
}

export async function visibleRows(
  deps: Pick<CrudDeps, 'db' | 'rowFilters'>,
  screen: ScreenFile,
  auth: AuthContext,
  state: RowState = 'live',
  projects?: ReadonlySet<string>,
): Promise<RowCondition> {
  const scope = projects ? projectsScope(screen, projects) : scopeOf(screen, auth);
  const filters = (await deps.rowFilters?.(auth, screen)) ?? [];
  const imported = importEnabled(screen) ? await outsideUnfinishedImports(deps.db) : null;
  return (eb) =>
    eb.and([
      typeof scope === 'function' ? scope(eb) : eb.and(scope),
      ...(screen.softDelete ? [eb(sql.ref(DEL_FLAG_COLUMN), '=', state === 'live' ? 0 : 1)] : []),
      ...(imported ? [imported(eb)] : []),
      ...filters.map((filter) => filterExpression(eb, filter)),
    ]);
}
