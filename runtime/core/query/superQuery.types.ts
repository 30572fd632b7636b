/** Match rules of the advanced query (widgets-spec §9), as JeecgBoot's QueryGenerator names them. */
export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export type MatchType = 'and' | 'or';

/** How a condition's value is entered and sent: upstream's condition `type`. */
export type ConditionValueType = 'string' | 'number' | 'date' | 'datetime' | 'dict';

/** A value option of a field chosen from fixed options (an `enum`). */
export interface ConditionOption {
  value: string;
  text: string;
}

/**
 * One line of the builder (widgets-spec §3 "Advanced query condition"). `val` is an array while a
 * dictionary field uses `in`; everything else is a string.
 */
export interface SuperQueryCondition {
  field?: string;
  rule?: SuperQueryRule;
  val?: string | string[];
  type?: ConditionValueType;
  dbType?: string;
  dictCode?: string;
  options?: ConditionOption[];
}

/** A query saved in the side panel. */
export interface SavedSuperQuery {
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
}

/** What the builder emits to the list: both empty for "no advanced query". */
export interface SuperQueryParams {
  superQueryParams: string;
  superQueryMatchType: MatchType;
}
