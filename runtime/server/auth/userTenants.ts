import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { idList } from './idList';

/** Tenant id '0' means "no tenant" (shell-spec §7: the client sends 0 when none is chosen). */
const NO_TENANT = '0';

/** A tenant a user may work in, as the login answer lists it (`tenantList`, jeecg-contract §1.7). */
export interface UserTenant {
  /** The tenant code: what `tenant-id` carries and sys_user.tenant_id / rel_tenant_ids store. */
  id: string;
  name: string;
}

type TenantTables = { sys_tenant: { tenant_code: string; name: string } };

/**
 * The tenants a user belongs to, in the order the auth hook accepts them: their own `tenant_id`
 * (unless it is none) then 所属租户 (`rel_tenant_ids`), named from 租户管理 (the code when the
 * tenant row is gone).
 */
export async function userTenants(db: AppDb, userId: string): Promise<UserTenant[]> {
  const user = await authDb(db).selectFrom('sys_user').select(['tenant_id', 'rel_tenant_ids']).where('id', '=', userId).executeTakeFirst();
  if (!user) return [];
  const ids = [...new Set([user.tenant_id, ...idList(user.rel_tenant_ids)])].filter((id) => id && id !== NO_TENANT);
  if (ids.length === 0) return [];
  const rows = await db.withTables<TenantTables>().selectFrom('sys_tenant').select(['tenant_code', 'name']).where('tenant_code', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.tenant_code, row.name]));
  return ids.map((id) => ({ id, name: names.get(id) ?? id }));
}
