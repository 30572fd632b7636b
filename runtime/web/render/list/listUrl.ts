import { AUDIT_FIELDS, type ScreenFile } from '../../../core/screen/screen.types';
import { queryFields } from '../../../core/screen/screenModel';
import { FLOW_TABS } from '../../../core/flow/flow.types';
import { flowOf } from '../../../core/flow/flowModel';
import { FLOW_TAB_PARAM } from '../flow/flowTabs';
import { CONDITION_PARAM, listCondition } from '../../../core/screen/listConditions';

/** What a list route's URL asks of the list (contract C): `?open=`, field filters, a list condition and the flow tab. */
export interface ListUrlState {
  /** Values for the query form (fields it shows; a range as `[begin, end]`). */
  query: Record<string, unknown>;
  /** Exact filters the query form cannot show (`<field>`, `<field>_begin`, `<field>_end`, `condition`), shown as 「已按 … 筛选」. */
  filter: Record<string, string>;
  /** Quick tab of a flow screen: `flowTab` (todo / mine) or one state's exact filter. */
  tab: Record<string, string>;
  /** Record whose 详情 opens (how a notice opens its record). */
  openId?: string;
}

/** The parameter opening a record's 详情. */
export const OPEN_PARAM = 'open';
const RANGE_SUFFIXES = ['_begin', '_end'] as const;

/** The field and bound a `<field>_begin` / `<field>_end` parameter names, or null. */
function rangeBound(key: string): { field: string; bound: 0 | 1 } | null {
  for (const [bound, suffix] of RANGE_SUFFIXES.entries()) {
    if (key.endsWith(suffix) && key.length > suffix.length) return { field: key.slice(0, -suffix.length), bound: bound as 0 | 1 };
  }
  return null;
}

/**
 * Reads a list route's query string: `open`, `flowTab`, a declared `condition`, and filters on the screen's fields (other
 * names are ignored, so nothing unknown reaches the server). An exact value of a single-value query
 * field and a range of a range query field fill the query form; a flow's state (one code) picks its
 * tab; everything else stays an exact filter shown above the list. A comma list is an `in` filter.
 */
export function parseListUrl(screen: ScreenFile, search: string): ListUrlState {
  const state: ListUrlState = { query: {}, filter: {}, tab: {} };
  const modes = new Map(queryFields(screen).map(({ field, mode }) => [field, mode]));
  const isField = (name: string) => Object.hasOwn(screen.entity.properties, name) || (AUDIT_FIELDS as readonly string[]).includes(name);
  const flow = flowOf(screen);
  for (const [key, value] of new URLSearchParams(search)) {
    if (value === '') continue;
    if (key === OPEN_PARAM) state.openId = value;
    else if (key === CONDITION_PARAM) {
      if (listCondition(screen, value)) state.filter[key] = value;
    } else if (key === FLOW_TAB_PARAM) {
      if (flow && (FLOW_TABS as readonly string[]).includes(value)) state.tab = { [FLOW_TAB_PARAM]: value };
    } else if (flow && key === flow.stateField && !value.includes(',')) state.tab = { [key]: value };
    else if (isField(key)) {
      if (modes.get(key) === 'single' && !value.includes(',')) state.query[key] = value;
      else state.filter[key] = value;
    } else {
      const range = rangeBound(key);
      if (!range || !isField(range.field)) continue;
      if (modes.get(range.field) === 'range') {
        const bounds = (state.query[range.field] as string[] | undefined) ?? ['', ''];
        bounds[range.bound] = value;
        state.query[range.field] = bounds;
      } else state.filter[key] = value;
    }
  }
  return state;
}
