import type { AppDb } from '../../db/dbTypes';
import { dataRuleDb } from './dataRuleTables';

/** The ids of the menus that have enabled data rules. */
export async function menusWithRules(db: AppDb): Promise<Set<string>> {
  const rows = await dataRuleDb(db).selectFrom('sys_permission_data_rule').select('permission_id').distinct().where('status', '=', '1').execute();
  return new Set(rows.map((row) => row.permission_id));
}
