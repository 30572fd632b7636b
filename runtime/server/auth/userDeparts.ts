import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { idList } from './idList';

/** A department or project a user belongs to, in the upstream `SysDepart` shape. */
export interface UserDepart {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgType: string;
  shortName: string | null;
}

/** The departments and projects listed in a user's `depart_ids`, in that order. */
export async function userDeparts(db: AppDb, userId: string): Promise<UserDepart[]> {
  const adb = authDb(db);
  const user = await adb.selectFrom('sys_user').select('depart_ids').where('id', '=', userId).executeTakeFirst();
  const ids = idList(user?.depart_ids);
  if (ids.length === 0) return [];
  const rows = await adb
    .selectFrom('sys_depart')
    .select(['id', 'parent_id', 'depart_name', 'org_code', 'org_type', 'short_name'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id: row.id, parentId: row.parent_id, departName: row.depart_name, orgCode: row.org_code ?? '', orgType: row.org_type, shortName: row.short_name }]
      : [];
  });
}
