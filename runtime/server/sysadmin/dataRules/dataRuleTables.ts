import type { Kysely } from 'kysely';
import type { SystemPermissionDataRule } from '../../../core/generated/entities';
import type { AuthTables, MembershipTables } from '../../auth/authDb';
import type { AppDb, DB } from '../../db/dbTypes';
import type { ColumnsOf } from '../../screens/entityColumns';

/** The screen id and table of data rules (schemas/system/permissionDataRule.json). */
export const DATA_RULE_SCREEN_ID = 'system.permissionDataRule';

export type DataRuleTables = {
  sys_permission_data_rule: { id: string; create_time: Date | null } & ColumnsOf<SystemPermissionDataRule>;
};

export type DataRuleDb = Kysely<DB & AuthTables & MembershipTables & DataRuleTables>;

/** The database seen with the data-rule, permission and membership tables' column types. */
export function dataRuleDb(db: AppDb | Kysely<DB>): DataRuleDb {
  return db.withTables<AuthTables & MembershipTables & DataRuleTables>();
}
