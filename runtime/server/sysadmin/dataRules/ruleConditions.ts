import type { FilterOperator } from '../../crud/listQuery';

/** The conditions of a data rule (dictionary rule_conditions), each mapped to one filter operator. */
export const RULE_OPERATORS: Readonly<Record<string, FilterOperator>> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  IN: 'in',
  LIKE: 'contains',
  // Upstream's LEFT_LIKE puts the wildcard on the left: the value ends the text.
  LEFT_LIKE: 'endsWith',
  RIGHT_LIKE: 'startsWith',
};

/** Built-in variables a rule value may name as `#{name}` (upstream's system variables). */
export const RULE_VARIABLES = ['sys_user_code', 'sys_user_name', 'sys_org_code', 'sys_date'] as const;
export type RuleVariable = (typeof RULE_VARIABLES)[number];
export type RuleVariables = Record<RuleVariable, string>;

const VARIABLE = /^#\{(\w+)\}$/;

/** The variable a rule value names (`#{sys_user_code}` → sys_user_code), or null for a plain value. */
export function ruleVariable(value: string): string | null {
  return VARIABLE.exec(value.trim())?.[1] ?? null;
}

export function isRuleVariable(name: string): name is RuleVariable {
  return (RULE_VARIABLES as readonly string[]).includes(name);
}
