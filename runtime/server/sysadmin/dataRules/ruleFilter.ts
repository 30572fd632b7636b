import type { FieldSchema } from '../../../core/screen/screen.types';
import { BusinessError } from '../../crud/businessError';
import { makeFilter, type FieldFilter } from '../../crud/listQuery';
import { DATA_RULE_MESSAGES } from './dataRuleMessages';
import { isRuleVariable, RULE_OPERATORS, ruleVariable, type RuleVariables } from './ruleConditions';

/** The stored parts of a rule that make a filter. */
export interface RuleCondition {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/**
 * The row filter of a rule on one field: the condition mapped to its operator, a built-in
 * variable replaced by the user's value, the value checked against the field's type. Without
 * `variables` (checking a rule being saved) a variable is only checked to exist.
 * Throws a BusinessError for an unknown condition or variable or a value of the wrong type.
 */
export function ruleFilter(rule: RuleCondition, field: FieldSchema, variables?: RuleVariables): FieldFilter | null {
  const operator = Object.hasOwn(RULE_OPERATORS, rule.ruleConditions) ? RULE_OPERATORS[rule.ruleConditions] : undefined;
  if (!operator) throw new BusinessError(DATA_RULE_MESSAGES.unknownCondition(rule.ruleConditions));
  const variable = ruleVariable(rule.ruleValue);
  if (variable !== null && !isRuleVariable(variable)) throw new BusinessError(DATA_RULE_MESSAGES.unknownVariable(rule.ruleValue.trim()));
  if (variable !== null && !variables) return null;
  const value = variable !== null && variables ? variables[variable as keyof RuleVariables] : rule.ruleValue.trim();
  return makeFilter(rule.ruleColumn, field, operator, value);
}
