import { listableFields, ListQueryError } from '../../crud/listQuery';
import type { HooksByScreen, WriteContext } from '../../crud/hooks';
import type { ScreenRegistry } from '../../screens/screenRegistry';
import { BusinessError } from '../../crud/businessError';
import { DATA_RULE_MESSAGES } from './dataRuleMessages';
import { DATA_RULE_SCREEN_ID, dataRuleDb } from './dataRuleTables';
import { ruleFilter } from './ruleFilter';
import { screenOfMenu } from './ruleScreen';
import { ROLE_SCREEN_ID } from '../rolePermissionRoutes';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Why a rule may not be saved: its menu must open a screen file that declares its field, and its value must fit. */
async function ruleRefusal(ctx: WriteContext, registry: ScreenRegistry): Promise<string | null> {
  const { record } = ctx;
  const menu = await dataRuleDb(ctx.trx).selectFrom('sys_permission').select('component').where('id', '=', text(record.permissionId)).executeTakeFirst();
  if (!menu) return DATA_RULE_MESSAGES.unknownMenu;
  const screen = screenOfMenu(registry, menu.component);
  if (!screen) return DATA_RULE_MESSAGES.notScreen;
  const column = text(record.ruleColumn);
  const field = listableFields(screen).get(column);
  if (!field) return DATA_RULE_MESSAGES.unknownField(column, screen.title);
  try {
    ruleFilter({ ruleColumn: column, ruleConditions: text(record.ruleConditions), ruleValue: text(record.ruleValue) }, field);
    return null;
  } catch (error) {
    if (error instanceof ListQueryError) return DATA_RULE_MESSAGES.badValue(field.title);
    if (error instanceof BusinessError) return error.message;
    throw error;
  }
}

/**
 * Data rules are checked when saved (a declared field of the menu's screen, a known condition
 * and variable, a value of the field's type); deleting a rule or a role removes its grants.
 */
export function dataRuleHooks(registry: ScreenRegistry): HooksByScreen {
  return {
    [DATA_RULE_SCREEN_ID]: {
      beforeWrite: (ctx) => ruleRefusal(ctx, registry),
      async beforeDelete(ctx) {
        if (ctx.permanent && ctx.ids.length > 0) await dataRuleDb(ctx.trx).deleteFrom('sys_role_data_rule').where('rule_id', 'in', ctx.ids).execute();
        return null;
      },
    },
    [ROLE_SCREEN_ID]: {
      async beforeDelete(ctx) {
        if (ctx.permanent && ctx.ids.length > 0) await dataRuleDb(ctx.trx).deleteFrom('sys_role_data_rule').where('role_id', 'in', ctx.ids).execute();
        return null;
      },
    },
  };
}
