import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/http/envelope';
import type { DataRuleOption, RoleDataRules } from '../../../core/permission/dataRule.types';
import { permissionCode } from '../../../core/screen/screenModel';
import { BusinessError } from '../../crud/businessError';
import type { AppDb } from '../../db/dbTypes';
import type { ScreenRegistry } from '../../screens/screenRegistry';
import { bodyFields, idsField, textField } from '../bodyFields';
import { AUTHORIZE_ACTION, ROLE_PERMISSION_MESSAGES, ROLE_SCREEN_ID } from '../rolePermissionRoutes';
import { DATA_RULE_MESSAGES } from './dataRuleMessages';
import { dataRuleDb } from './dataRuleTables';

/**
 * Granting data rules to a role, per menu, for holders of the role screen's 授权 button (as
 * upstream): GET /sys/role/datarule/:permissionId/:roleId answers the menu's enabled rules and
 * the ids the role holds (`{datarule, drChecked}`); POST /sys/role/datarule `{permissionId, roleId,
 * dataRuleIds}` replaces the role's rules of that menu. Unknown role or rule → refused, nothing changed.
 */
export function registerRoleDataRuleRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const screen = registry.screens.get(ROLE_SCREEN_ID);
  if (!screen) return;
  const config = { config: { permission: permissionCode(screen, AUTHORIZE_ACTION) } };
  const rdb = dataRuleDb(db);

  app.get('/api/sys/role/datarule/:permissionId/:roleId', config, async (request) => {
    const params = bodyFields(request.params);
    const permissionId = textField(params, 'permissionId');
    const rules = await rdb
      .selectFrom('sys_permission_data_rule')
      .select(['id', 'rule_name', 'rule_column', 'rule_conditions', 'rule_value'])
      .where('permission_id', '=', permissionId)
      .where('status', '=', '1')
      .orderBy('create_time')
      .orderBy('id')
      .execute();
    const granted = await rdb
      .selectFrom('sys_role_data_rule')
      .select('rule_id')
      .where('role_id', '=', textField(params, 'roleId'))
      .where('permission_id', '=', permissionId)
      .execute();
    const datarule: DataRuleOption[] = rules.map((rule) => ({
      id: rule.id,
      ruleName: rule.rule_name,
      ruleColumn: rule.rule_column,
      ruleConditions: rule.rule_conditions,
      ruleValue: rule.rule_value,
    }));
    const answer: RoleDataRules = { datarule, drChecked: granted.map((row) => row.rule_id).join(',') };
    return ok(answer);
  });

  app.post('/api/sys/role/datarule', config, async (request) => {
    const body = bodyFields(request.body);
    const roleId = textField(body, 'roleId');
    const permissionId = textField(body, 'permissionId');
    const ruleIds = idsField(body, 'dataRuleIds');
    await db.transaction().execute(async (trx) => {
      const tx = dataRuleDb(trx);
      if (!(await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst()))
        throw new BusinessError(ROLE_PERMISSION_MESSAGES.unknownRole);
      if (ruleIds.length > 0) {
        const known = await tx
          .selectFrom('sys_permission_data_rule')
          .select('id')
          .where('id', 'in', ruleIds)
          .where('permission_id', '=', permissionId)
          .execute();
        if (known.length !== ruleIds.length) throw new BusinessError(DATA_RULE_MESSAGES.unknownRule);
      }
      await tx.deleteFrom('sys_role_data_rule').where('role_id', '=', roleId).where('permission_id', '=', permissionId).execute();
      if (ruleIds.length > 0)
        await tx
          .insertInto('sys_role_data_rule')
          .values(ruleIds.map((ruleId) => ({ role_id: roleId, rule_id: ruleId, permission_id: permissionId })))
          .execute();
    });
    return ok(null, ROLE_PERMISSION_MESSAGES.saved);
  });
}
