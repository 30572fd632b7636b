import type { Kysely } from 'kysely';
import type { AppDb, DB } from '../db/dbTypes';
import type { SystemUser } from '../../core/generated/entities';
import type { ColumnsOf } from '../screens/entityColumns';

/** `main`: the platform's session; `material`: the material sub-system's own session. */
export type TokenKind = 'main' | 'material';

/** Tables owned by the auth module (created in authTables.ts). */
// Type aliases, not interfaces: Kysely's withTables needs index-compatible object types.
export type AuthTables = {
  sys_user_credential: { user_id: string; password_hash: string; failed_count: number; locked_until: Date | null; updated_at: Date };
  sys_login_attempt: { attempt_key: string; failed_count: number; locked_until: Date | null; updated_at: Date };
  sys_token: { token_hash: string; user_id: string; created_at: Date; expires_at: Date; revoked_at: Date | null; kind: TokenKind; ip: string | null };
  sys_sms_code: {
    id: string;
    mobile: string;
    purpose: string;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
    failed_count: number;
    used_at: Date | null;
  };
  sys_external_code: { code_hash: string; provider: string; username: string; display_name: string | null; expires_at: Date };
  sys_third_account: { id: string; tenant_id: string; user_id: string; third_type: string; third_user_id: string; third_name: string; created_at: Date };
  sys_third_ticket: {
    ticket_hash: string;
    purpose: 'bind' | 'signIn';
    third_type: string;
    user_id: string | null;
    third_user_id: string | null;
    third_name: string | null;
    expires_at: Date;
  };
  sys_captcha: { check_key: string; code: string; expires_at: Date };
  sys_permission: {
    id: string;
    parent_id: string | null;
    name: string;
    url: string | null;
    component: string | null;
    menu_type: number;
    perms: string | null;
    sort_no: number;
    icon: string | null;
    hidden: boolean;
    /** What the catalogue said about `hidden` at the last seed (see seedPermissions). */
    catalogue_hidden: boolean;
    route: boolean;
    always_show: boolean;
    status: string;
    /** JSON of the editable columns as the catalogue last gave them (see seedPermissions). */
    catalogue_values: string | null;
    /** A catalogue row (kept in line by the seed); false for rows an administrator added. */
    seeded: boolean;
    /** An external link (`url`) opens in a new browser tab; else in an iframe tab. */
    internal_or_external: boolean;
  };
  sys_role_permission: { role_id: string; permission_id: string };
  sys_role_data_rule: { role_id: string; rule_id: string; permission_id: string };
};

/** The columns auth reads from the screen tables of users, roles, departments and project members. */
export type MembershipTables = {
  sys_user: { id: string; tenant_id: string; del_flag: number } & ColumnsOf<
    Pick<SystemUser, 'username' | 'realname' | 'status' | 'roleIds' | 'departIds' | 'phone' | 'relTenantIds'>
  >;
  sys_role: { id: string; role_code: string; role_name: string; depart_id: string | null };
  sys_depart: {
    id: string;
    parent_id: string | null;
    depart_name: string;
    org_type: string;
    org_code: string | null;
    short_name: string | null;
    sort_no: number | null;
  };
  /** 项目设置 › 项目成员 (see projectGrants.ts). */
  proj_member: { id: string; user_id: string; project_id: string; project_role: string };
};

export type AuthDb = Kysely<DB & AuthTables & MembershipTables>;

/** The app database seen with the auth tables' column types. */
export function authDb(db: AppDb): AuthDb {
  return db.withTables<AuthTables & MembershipTables>();
}
