import { permissionId } from '../../auth/permissionId';
import { userDeparts } from '../../auth/userDeparts';
import type { AuthContext } from '../../auth/authContext';
import { BusinessError } from '../../crud/businessError';
import type { RowFilterProvider } from '../../crud/crudDeps';
import { listableFields, type FieldFilter } from '../../crud/listQuery';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import { currentOrgCode } from '../../sys/currentDepart';
import { DATA_RULE_MESSAGES } from './dataRuleMessages';
import { dataRuleDb } from './dataRuleTables';
import { ruleFilter, type RuleCondition } from './ruleFilter';
import type { RuleVariables } from './ruleConditions';

/** The enabled rules of a menu granted to any role of the user (in the current project: 项目成员's role too). */
async function grantedRules(db: AppDb, roleIds: readonly string[], menuId: string): Promise<RuleCondition[]> {
  if (roleIds.length === 0) return [];
  const rdb = dataRuleDb(db);
  const rows = await rdb
    .selectFrom('sys_permission_data_rule')
    .select(['id', 'rule_column', 'rule_conditions', 'rule_value'])
    .where('permission_id', '=', menuId)
    .where('status', '=', '1')
    .where('id', 'in', rdb.selectFrom('sys_role_data_rule').select('rule_id').where('role_id', 'in', roleIds).where('permission_id', '=', menuId))
    .execute();
  return rows.map((row) => ({ ruleColumn: row.rule_column, ruleConditions: row.rule_conditions, ruleValue: row.rule_value }));
}

async function ruleVariables(db: AppDb, auth: AuthContext): Promise<RuleVariables> {
  return {
    sys_user_code: auth.username,
    sys_user_name: auth.realname,
    sys_org_code: await currentOrgCode(db, auth.userId, await userDeparts(db, auth.userId)),
    sys_date: currentTimestamp().slice(0, 10),
  };
}

/**
 * The row filters of the data rules (role authorisation type 2) of a screen's menu that the
 * user's roles were granted, all of which must hold. The administrator sees every row. A rule
 * whose field the screen no longer declares refuses the request rather than showing all rows.
 */
export function dataRuleFilters(db: AppDb): RowFilterProvider {
  return async (auth, screen) => {
    if (auth.isAdmin) return [];
    const rules = await grantedRules(db, auth.roleIds, permissionId('screen', screen.id));
    if (rules.length === 0) return [];
    const fields = listableFields(screen);
    const variables = await ruleVariables(db, auth);
    return rules.flatMap((rule): FieldFilter[] => {
      const field = fields.get(rule.ruleColumn);
      if (!field) throw new BusinessError(DATA_RULE_MESSAGES.staleRule(rule.ruleColumn));
      const filter = ruleFilter(rule, field, variables);
      return filter ? [filter] : [];
    });
  };
}
