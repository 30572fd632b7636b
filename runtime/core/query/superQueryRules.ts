import type { SuperQueryRule } from './superQuery.types';

/** The rule choices with upstream's labels, in upstream's order. */
export const SUPER_QUERY_RULE_LABELS: Readonly<Record<SuperQueryRule, string>> = {
  eq: '等于',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
};
