import { followsPeriod, type DashboardWidget, type WidgetResult, type WidgetRow } from '../../core/dashboard/dashboard.types';
import { bucketLabel, previousRange, type DayRange } from '../../core/dashboard/period';
import { flowOf, stateTitle } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { authDb } from '../auth/authDb';
import { PROJECT_FIELD } from '../../core/dashboard/dashboardFields';
import type { CrudDeps } from '../crud/crudDeps';
import { dictValuesOf } from '../crud/dictFields';
import { makeFilter } from '../crud/listQuery';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { refreshStreamStatuses } from '../files/streamStatusFields';
import { deviceCards } from './deviceCards';
import { readingWidgetRows } from './readingWidget';
import { rollupVisible } from './rollupReads';
import { WIDGET_ALIASES, widgetQuery, type CompiledWidget, type WidgetScope } from './widgetQuery';
import { companyProjects, type WidgetRequest } from './widgetRequest';

/** How a row without a value for a dimension reads. */
export const EMPTY_DIM_TEXT = '（空）';

type Deps = Pick<CrudDeps, 'db' | 'dicts' | 'rowFilters' | 'uploads' | 'registry' | 'hub'>;

/** A measure's value as the page shows it: a number to at most two decimals (an average of whole amperes reads 140.42). */
function toNumber(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : String(value);
}

/** The names of some projects (sys_depart rows of the project kind), by id. */
async function projectNames(deps: Deps, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await authDb(deps.db).selectFrom('sys_depart').select(['id', 'depart_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.depart_name ?? row.id]));
}

/** The labels of some values of a field: its flow's state titles for the state field, else its dictionary's texts. */
async function valueLabels(
  deps: Deps,
  screen: ScreenFile,
  widget: CompiledWidget,
  field: string,
  values: string[],
  auth: AuthContext,
): Promise<Map<string, string>> {
  if (widget.fields.get(field) === PROJECT_FIELD) return projectNames(deps, values);
  const flow = flowOf(screen);
  if (flow?.stateField === field) return new Map(values.map((value) => [value, stateTitle(flow, value)]));
  const code = widget.fields.get(field)?.['x-dict'];
  return code && values.length > 0 ? deps.dicts.labels(code, values, auth) : new Map<string, string>();
}

/** Labels of each dimension's values: a bucket's name, a state's or dictionary's text (plain from the cache, table dictionaries in one lookup), else the value. */
async function dimensionTexts(deps: Deps, screen: ScreenFile, widget: CompiledWidget, auth: AuthContext, rows: WidgetRow[]): Promise<void> {
  const dimensions = widget.data.dimensions ?? [];
  for (const [index, dimension] of dimensions.entries()) {
    const values = [...new Set(rows.flatMap((row) => dictValuesOf(row.dims[index])))];
    const labels = dimension.bucket ? new Map<string, string>() : await valueLabels(deps, screen, widget, dimension.field, values, auth);
    for (const row of rows) {
      const value = row.dims[index];
      if (value === null) row.dimTexts[index] = EMPTY_DIM_TEXT;
      else if (dimension.bucket) row.dimTexts[index] = bucketLabel(dimension.bucket, value);
      else
        row.dimTexts[index] = dictValuesOf(value)
          .map((part) => labels.get(part) ?? part)
          .join(',');
    }
  }
}

async function runQuery(deps: Deps, screen: ScreenFile, widget: CompiledWidget, scope: WidgetScope, auth: AuthContext): Promise<WidgetRow[]> {
  const dimensions = widget.data.dimensions ?? [];
  const records = (await widgetQuery(deps.db, screen, widget, scope).execute()) as Record<string, unknown>[];
  const rows = records.map((record) => ({
    dims: dimensions.map((_, index) => (record[WIDGET_ALIASES.dim(index)] ?? null) as string | null),
    dimTexts: [] as string[],
    values: widget.data.measures.map((_, index) => toNumber(record[WIDGET_ALIASES.measure(index)])),
  }));
  await dimensionTexts(deps, screen, widget, auth, rows);
  return rows as WidgetRow[];
}

/**
 * A widget's rows for the caller: its one query under the caller's visibility, the request's
 * period and dictionary filters; with `compare: previous` and a period, the same query over the
 * preceding period of equal length.
 */
export async function widgetData(
  deps: Deps,
  input: { widget: DashboardWidget; compiled: CompiledWidget; screen: ScreenFile; request: WidgetRequest; auth: AuthContext; company?: boolean },
): Promise<WidgetResult> {
  const { widget, compiled, screen, request, auth } = input;
  if (widget.data.readings) return { rows: await readingWidgetRows(deps, screen, widget.data.readings, auth) };
  if (widget.type === 'devices' && screen.device) return { rows: [], devices: await deviceCards(deps, { ...screen, device: screen.device }, auth) };
  const dictFilters = Object.entries(widget.data.dictFilters ?? {}).flatMap(([key, field]) =>
    request.dicts[key] === undefined ? [] : [makeFilter(field, compiled.fields.get(field)!, 'in', request.dicts[key])],
  );
  // A company dashboard reads every project of the caller, not the one chosen in the header.
  const projects = input.company ? companyProjects(request, auth.projectIds) : undefined;
  const rollupRows = await rollupVisible(deps, screen, compiled.rollup, auth, projects);
  const rollup = rollupRows && compiled.rollup;
  const visible = rollupRows ?? (await visibleRows(deps, screen, auth, 'live', projects));
  await refreshStreamStatuses(deps, screen, async () => visible);
  const withoutVisible = compiled.without && (await visibleRows(deps, compiled.without.screen, auth, 'live', projects));
  const relatedVisible = await Promise.all(compiled.related.map((related) => related && visibleRows(deps, related.screen, auth, 'live', projects)));
  const outsideVisible = await Promise.all(compiled.outside.map((outside) => outside && visibleRows(deps, outside.screen, auth, 'live', projects)));
  const today = currentTimestamp().slice(0, 10);
  const user = { userId: auth.userId, username: auth.username };
  const scopeOf = (period: DayRange | null): WidgetScope => ({
    visible,
    withoutVisible,
    relatedVisible,
    outsideVisible,
    today,
    user,
    period,
    dictFilters,
    rollup,
  });
  const rows = await runQuery(deps, screen, compiled, scopeOf(request.period), auth);
  if (widget.compare !== 'previous' || !request.period || !followsPeriod(widget.data)) return { rows };
  return { rows, previous: await runQuery(deps, screen, compiled, scopeOf(previousRange(request.period)), auth) };
}
