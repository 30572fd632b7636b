import type { AliasedExpression, ExpressionBuilder } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import { permissionCode } from '../../core/screen/screenModel';
import type { AuthContext } from '../auth/authContext';
import { prepareWidget, rowMeasures, type CompiledWidget } from '../dashboard/widgetQuery';
import { currentTimestamp } from '../db/clock';
import type { DB } from '../db/dbTypes';
import type { CrudDeps } from './crudDeps';
import { aggregateAlias } from './listQuery';
import type { ApiRecord } from './recordMapper';
import { visibleRows } from './rowVisibility';

/** The aggregate columns of each screen compiled once (the registry checked them at start). */
const compiled = new WeakMap<ScreenFile, CompiledWidget>();

function compiledAggregates(deps: Pick<CrudDeps, 'registry'>, screen: ScreenFile): CompiledWidget | null {
  const measures = screen.list.aggregates ?? [];
  if (measures.length === 0) return null;
  let widget = compiled.get(screen);
  if (!widget) {
    widget = prepareWidget(screen, { screen: screen.id, measures }, deps.registry.screens);
    compiled.set(screen, widget);
  }
  return widget;
}

type Selections = (eb: ExpressionBuilder<DB, string>) => AliasedExpression<unknown, string>[];

/**
 * The list's aggregate columns (`list.aggregates`) as correlated subqueries on each row, each over
 * the caller's visible rows of the other screen; a caller who may not list that screen gets no
 * figure from it (null), as a dashboard widget over it would be refused.
 */
export async function aggregateSelections(deps: CrudDeps, screen: ScreenFile, auth: AuthContext): Promise<Selections> {
  const widget = compiledAggregates(deps, screen);
  if (!widget) return () => [];
  const relatedVisible = await Promise.all(
    widget.related.map((related) =>
      related && (auth.isAdmin || auth.permissions.has(permissionCode(related.screen, 'list'))) ? visibleRows(deps, related.screen, auth) : undefined,
    ),
  );
  const keys = (screen.list.aggregates ?? []).map((aggregate) => aggregate.key);
  // A list column is per row: the lint allows only related, share and percent measures there, never `outside`.
  const scope = {
    visible: await visibleRows(deps, screen, auth),
    relatedVisible,
    outsideVisible: [],
    today: currentTimestamp().slice(0, 10),
    user: { userId: auth.userId, username: auth.username },
    period: null,
    dictFilters: [],
  };
  return (eb) => rowMeasures(deps.db, eb, screen.table, widget, scope).map((value, index) => value.as(aggregateAlias(keys[index])));
}

/** The record's aggregate columns from its read row (numbers; null when not computable, e.g. a percentage of 0). */
export function withAggregates(screen: ScreenFile, record: ApiRecord, row: Record<string, unknown>): ApiRecord {
  for (const { key } of screen.list.aggregates ?? []) {
    const value = row[aggregateAlias(key)];
    record[key] = value === null || value === undefined ? null : Number(value);
  }
  return record;
}
