import { isCompleteCondition } from './superQueryConditions';
import type { MatchType, SuperQueryCondition, SuperQueryParams } from './superQuery.types';

/** No advanced query: what reset emits. */
export const EMPTY_SUPER_QUERY: SuperQueryParams = { superQueryParams: '', superQueryMatchType: 'and' };

/**
 * The list request's advanced-query parameters, as JSuperQuery sends them: complete lines only,
 * options stripped, array values joined with commas, `encodeURI(JSON.stringify(…))`.
 */
export function toSuperQueryParams(conditions: SuperQueryCondition[], matchType: MatchType): SuperQueryParams {
  const records = conditions.filter(isCompleteCondition).map(({ options: _options, val, ...rest }) => ({
    ...rest,
    val: Array.isArray(val) ? val.join(',') : val,
  }));
  if (records.length === 0) return EMPTY_SUPER_QUERY;
  return { superQueryParams: encodeURI(JSON.stringify(records)), superQueryMatchType: matchType };
}

/** The advanced query is active when it sends any condition (the list page's highlighted button). */
export function isSuperQueryActive(params: SuperQueryParams): boolean {
  return params.superQueryParams !== '';
}
