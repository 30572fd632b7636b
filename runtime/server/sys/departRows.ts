import { authDb } from '../auth/authDb';
import type { AppDb } from '../db/dbTypes';
import type { DepartRow } from './projectTree';

/** Every department and project, in the shape the project and department trees are built from. */
export async function loadDepartRows(db: AppDb): Promise<DepartRow[]> {
  const rows = await authDb(db).selectFrom('sys_depart').select(['id', 'parent_id', 'depart_name', 'org_type', 'org_code', 'short_name', 'sort_no']).execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    departName: row.depart_name,
    orgType: row.org_type,
    orgCode: row.org_code,
    shortName: row.short_name,
    sortNo: row.sort_no,
  }));
}
