import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import type { TokenKind } from './authDb';
import { idList } from './idList';
import { loadProjectGrants } from './projectGrants';
import { tokenHash } from './tokens';
import { ADMIN_ROLE_CODE, ADMIN_USERNAME, FROZEN_STATUS, PROJECT_ORG_TYPE, type UserAccess } from './userAccess';

/** A live token's access, with what the session cache needs to keep it. */
export interface LoadedSession {
  access: UserAccess;
  /** When the token expires (epoch milliseconds). */
  expiresAt: number;
  /** The access epoch the rows were read at (see authEpoch.ts). */
  epoch: string;
}

interface SessionRow {
  user_id: string;
  expires_ms: number;
  username: string;
  realname: string;
  tenant_id: string;
  status: string | null;
  rel_tenant_ids: string | null;
  is_admin: boolean;
  role_ids: string[];
  role_codes: string[];
  perms: (string | null)[];
  project_ids: string[];
  epoch: string;
}

/** The trimmed, non-empty ids of a stored comma list, in SQL (as idList does in TypeScript). */
const idsOf = (column: string) => sql`(select trim(part) from unnest(string_to_array(${sql.ref(column)}, ',')) as part where trim(part) <> '')`;

/**
 * Everything the auth hook needs of a token in one statement (one snapshot): the token, its user
 * (not deleted), whether they are the administrator, their permissions and projects, and the
 * access epoch of that snapshot; then the roles 项目成员 gives them per project (read after the
 * epoch, so never older than it: a change in between moves the epoch and drops what was kept).
 * Null for an unknown, expired, revoked or other-kind token, and for a frozen user (who thereby
 * loses open sessions at once).
 */
export async function loadSession(db: AppDb, token: string, kind: TokenKind, now = new Date()): Promise<LoadedSession | null> {
  const { rows } = await sql<SessionRow>`
    with session as (
      select t.user_id, t.expires_at, u.username, u.realname, u.tenant_id, u.status, u.role_ids, u.depart_ids, u.rel_tenant_ids
      from sys_token t join sys_user u on u.id = t.user_id and u.del_flag = 0
      where t.token_hash = ${tokenHash(token)} and t.kind = ${kind} and t.revoked_at is null and t.expires_at > ${now}
    ),
    roles as (select r.id, r.role_code from session s join sys_role r on r.id in ${idsOf('s.role_ids')}),
    grants as (
      select s.*, s.username = ${ADMIN_USERNAME} or exists (select 1 from roles where role_code = ${ADMIN_ROLE_CODE}) as is_admin from session s
    )
    select g.user_id, (extract(epoch from g.expires_at) * 1000)::float8 as expires_ms, g.username, g.realname, g.tenant_id, g.status,
      g.rel_tenant_ids, g.is_admin, array(select id from roles) as role_ids, array(select role_code from roles) as role_codes, (select epoch::text from sys_access_epoch where id = 1) as epoch,
      case when g.is_admin
        then array(select perms from sys_permission where menu_type = 2 and perms is not null)
        else array(select p.perms from sys_role_permission rp join sys_permission p on p.id = rp.permission_id
                   where rp.role_id in (select id from roles) and p.status = '1' and p.perms is not null)
      end as perms,
      array(select d.id from sys_depart d where d.org_type = ${PROJECT_ORG_TYPE} and (g.is_admin or d.id in ${idsOf('g.depart_ids')})) as project_ids
    from grants g`.execute(db);
  const row = rows[0];
  if (!row || row.status === FROZEN_STATUS) return null;
  // A role's menu entry may list several codes; the administrator holds all anyway.
  const perms = row.perms.flatMap((perm) => (perm ? (row.is_admin ? [perm] : perm.split(',').map((code) => code.trim())) : []));
  const access = {
    userId: row.user_id,
    username: row.username,
    realname: row.realname,
    tenantId: row.tenant_id,
    isAdmin: row.is_admin,
    roleIds: row.role_ids,
    roleCodes: row.role_codes,
    permissions: new Set(perms),
    projectIds: new Set(row.project_ids),
    relTenantIds: idList(row.rel_tenant_ids),
  };
  return {
    access: { ...access, projectGrants: await loadProjectGrants(db, access) },
    expiresAt: row.expires_ms,
    epoch: row.epoch,
  };
}
