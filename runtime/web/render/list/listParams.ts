import { EXPIRY_SUFFIX } from '../../../core/screen/expiry';
import { queryFields } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** Everything a list request depends on, as the controller holds it. */
export interface ListRequestState {
  /** Values of the query form, keyed by field (range fields hold `[begin, end]`). */
  query: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  sort: ListSort;
  /** Exact filters from outside the query form: the URL's, the quick tab's. */
  filter?: Record<string, string>;
  /** Exact filters the user cannot change, e.g. the parent id of a detail list. */
  fixedFilter?: Record<string, string>;
}

export type ListParams = Record<string, string | number | boolean>;

/** Tree screens load every row at once, up to the server's page-size cap. */
export const TREE_PAGE_SIZE = 500;

function scalar(value: unknown): string | number | boolean {
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/**
 * The JeecgBoot list parameters for a screen: `*x*` for like fields, `<f>_begin` / `<f>_end` for
 * ranges, the exact value otherwise, plus paging (`pageNo`, `pageSize`) and sorting (`column`,
 * `order`). Empty query values are left out so the server does not filter on them.
 */
export function buildListParams(screen: ScreenFile, state: ListRequestState): ListParams {
  const params: ListParams = {};
  for (const { field, mode } of queryFields(screen)) {
    const value = state.query[field];
    if (isEmptyValue(value)) continue;
    if (mode === 'range') {
      const [begin, end] = Array.isArray(value) ? value : [];
      if (!isEmptyValue(begin)) params[`${field}_begin`] = scalar(begin);
      if (!isEmptyValue(end)) params[`${field}_end`] = scalar(end);
    } else if (mode === 'expiry') {
      params[`${field}${EXPIRY_SUFFIX}`] = String(value);
    } else if (mode === 'like') {
      params[field] = `*${String(value).trim()}*`;
    } else {
      params[field] = Array.isArray(value) ? value.join(',') : scalar(value);
    }
  }
  // A URL filter's comma list means any of the values (contract C): the list API's `_MultiString` (in).
  for (const [key, value] of Object.entries(state.filter ?? {})) params[value.includes(',') && !/_(begin|end)$/.test(key) ? `${key}_MultiString` : key] = value;
  Object.assign(params, state.fixedFilter);
  const paging = screen.treeParent ? { pageNo: 1, pageSize: TREE_PAGE_SIZE } : { pageNo: state.pageNo, pageSize: state.pageSize };
  return { ...params, ...paging, column: state.sort.field, order: state.sort.order };
}
