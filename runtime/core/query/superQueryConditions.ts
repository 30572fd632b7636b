import type { SuperQueryField } from './superQueryFields';
import type { SuperQueryCondition, SuperQueryRule } from './superQuery.types';

/** A fresh line: no field, rule `eq`, no value. */
export function blankCondition(): SuperQueryCondition {
  return { rule: 'eq' };
}

/** Picking a field resets the value and copies the field's metadata (widgets-spec §4). */
export function pickField(condition: SuperQueryCondition, field: SuperQueryField): SuperQueryCondition {
  return {
    rule: condition.rule ?? 'eq',
    field: field.field,
    type: field.type,
    dbType: field.dbType,
    ...(field.dictCode ? { dictCode: field.dictCode } : {}),
    ...(field.options ? { options: field.options } : {}),
    val: undefined,
  };
}

/** Changing the rule away from `in` reduces a multi-choice value to its first item. */
export function changeRule(condition: SuperQueryCondition, rule: SuperQueryRule): SuperQueryCondition {
  const val = rule !== 'in' && Array.isArray(condition.val) ? condition.val[0] : condition.val;
  return { ...condition, rule, val };
}

/** Whether a line has a field, a rule and a non-empty value. */
export function isCompleteCondition(condition: SuperQueryCondition): boolean {
  const { field, rule, val } = condition;
  const hasValue = Array.isArray(val) ? val.length > 0 : val !== undefined && val !== null && val !== '';
  return Boolean(field && rule && hasValue);
}

/**
 * Upstream's "empty query" test: no line, or a single line lacking field, rule or value
 * (不能查询空条件 / 空条件不能保存).
 */
export function isEmptyQuery(conditions: SuperQueryCondition[]): boolean {
  return conditions.length === 0 || (conditions.length === 1 && !isCompleteCondition(conditions[0]));
}
