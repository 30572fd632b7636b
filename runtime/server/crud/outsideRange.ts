import { sql, type ExpressionBuilder } from 'kysely';
import type { MeasureOutside } from '../../core/dashboard/dashboard.types';
import type { ListCondition, ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import type { AuthContext } from '../auth/authContext';
import type { AppDb, DB } from '../db/dbTypes';
import type { CrudDeps } from './crudDeps';
import { visibleRows, type RowCondition } from './rowVisibility';

/** An `outside` range check ready for SQL: the other screen, its match, and per range the row's column and the limit columns. */
export interface CompiledOutside {
  screen: ScreenFile;
  /** Column of the other screen's table → column of the row's table. */
  match: [string, string][];
  ranges: { column: string; min: string; max: string }[];
}

/** Compiles an `outside` of a checked file (a dashboard measure's or a list condition's). */
export function compileOutside(outside: MeasureOutside, screens: ReadonlyMap<string, ScreenFile>): CompiledOutside {
  const screen = screens.get(outside.screen);
  if (!screen) throw new Error(`unknown screen '${outside.screen}'`);
  return {
    screen,
    match: Object.entries(outside.match).map(([other, own]) => [toColumnName(other), toColumnName(own)]),
    ranges: outside.ranges.map((range) => ({ column: toColumnName(range.field), min: toColumnName(range.min), max: toColumnName(range.max) })),
  };
}

const OUTSIDE_ALIAS = 'o';

/**
 * `EXISTS` a visible record of the `outside` screen matching the row whose limits one of the row's
 * values falls outside (a comparison with an empty value or limit is not true).
 */
export function outsideExpression(db: AppDb, eb: ExpressionBuilder<DB, string>, table: string, outside: CompiledOutside, visible: RowCondition) {
  const inner = db
    .selectFrom(`${outside.screen.table} as ${OUTSIDE_ALIAS}`)
    .select(sql.lit(1).as('one'))
    .where(visible)
    .where((inside) =>
      inside.and([
        ...outside.match.map(([other, own]) => inside(sql.ref(`${OUTSIDE_ALIAS}.${other}`), '=', sql.ref(`${table}.${own}`))),
        inside.or(
          outside.ranges.flatMap(({ column, min, max }) => [
            inside(sql.ref(`${table}.${column}`), '<', sql.ref(`${OUTSIDE_ALIAS}.${min}`)),
            inside(sql.ref(`${table}.${column}`), '>', sql.ref(`${OUTSIDE_ALIAS}.${max}`)),
          ]),
        ),
      ]),
    );
  return eb.exists(inner);
}

/** The rows of a list's named condition (`?condition=`), among the caller's visible rows of the range screen; every row without one. */
export async function conditionRows(
  deps: Pick<CrudDeps, 'db' | 'rowFilters' | 'registry'>,
  screen: ScreenFile,
  auth: AuthContext,
  condition: ListCondition | null,
): Promise<RowCondition> {
  if (condition === null) return (eb) => eb.and([]);
  const outside = compileOutside(condition.outside, deps.registry.screens);
  const visible = await visibleRows(deps, outside.screen, auth);
  return (eb) => outsideExpression(deps.db, eb, screen.table, outside, visible);
}
