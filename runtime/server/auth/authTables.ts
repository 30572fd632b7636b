import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { createAccessEpoch } from './authEpoch';
import { createThirdAccountTables } from './external/thirdAccountTables';

/**
 * Creates the auth tables when missing (safe on every start), and the access epoch over them and
 * the screen tables of users, roles and departments (migrated before). Instants are `timestamptz`: they
 * are compared with the clock, never shown, so they must not depend on the server's time zone.
 */
export async function createAuthTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_user_credential')
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('failed_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  // Failures per client address and typed username, so unknown usernames behave like known ones.
  await db.schema
    .createTable('sys_login_attempt')
    .ifNotExists()
    .addColumn('attempt_key', 'text', (column) => column.primaryKey())
    .addColumn('failed_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sys_login_attempt_updated_at_idx').ifNotExists().on('sys_login_attempt').column('updated_at').execute();

  await db.schema
    .createTable('sys_token')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // Added after the first release: `kind` keeps the material sub-system's tokens apart from the
  // main system's, `ip` is shown on the online-users screen.
  await sql`alter table sys_token add column if not exists kind text not null default 'main'`.execute(db);
  await sql`alter table sys_token add column if not exists ip text`.execute(db);
  await db.schema.createIndex('sys_token_user_id_idx').ifNotExists().on('sys_token').column('user_id').execute();
  await db.schema.createIndex('sys_token_expires_at_idx').ifNotExists().on('sys_token').column('expires_at').execute();

  await db.schema
    .createTable('sys_captcha')
    .ifNotExists()
    .addColumn('check_key', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // SMS codes are kept as hashes; one row per code sent, so the rows also count for the rate limit.
  await db.schema
    .createTable('sys_sms_code')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('failed_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sys_sms_code_mobile_idx').ifNotExists().on('sys_sms_code').columns(['mobile', 'created_at']).execute();

  // One-time codes of the test identity providers (third-party login, CAS, SSO) in test mode.
  await db.schema
    .createTable('sys_external_code')
    .ifNotExists()
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // Added with account bindings: the name a test third-party identity shows.
  await sql`alter table sys_external_code add column if not exists display_name text`.execute(db);
  await createThirdAccountTables(db);

  await db.schema
    .createTable('sys_permission')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('url', 'text')
    .addColumn('component', 'text')
    .addColumn('menu_type', 'integer', (column) => column.notNull())
    .addColumn('perms', 'text')
    .addColumn('sort_no', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('icon', 'text')
    .addColumn('hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('route', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('always_show', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('1'))
    .execute();
  // Added after the first release: the catalogue's own `hidden` flag, so seeding can tell it from
  // an administrator's (seedPermissions).
  await sql`alter table sys_permission add column if not exists catalogue_hidden boolean not null default false`.execute(db);
  // Added with the editable 菜单管理: `catalogue_values` holds what the catalogue said about the
  // administrator-editable columns at the last seed (see seedPermissions); `seeded` tells catalogue
  // rows (true for rows made before the column existed) from those an administrator added;
  // `internal_or_external` opens an external link in a new browser tab instead of an iframe.
  await sql`alter table sys_permission add column if not exists catalogue_values text`.execute(db);
  await sql`alter table sys_permission add column if not exists seeded boolean not null default true`.execute(db);
  await sql`alter table sys_permission alter column seeded set default false`.execute(db);
  await sql`alter table sys_permission add column if not exists internal_or_external boolean not null default false`.execute(db);

  await db.schema
    .createTable('sys_role_permission')
    .ifNotExists()
    .addColumn('role_id', 'text', (column) => column.notNull())
    .addColumn('permission_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('sys_role_permission_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('sys_role_permission_permission_idx').ifNotExists().on('sys_role_permission').column('permission_id').execute();

  // Data rules (sys_permission_data_rule, a screen table) granted to a role, per menu.
  await db.schema
    .createTable('sys_role_data_rule')
    .ifNotExists()
    .addColumn('role_id', 'text', (column) => column.notNull())
    .addColumn('rule_id', 'text', (column) => column.notNull())
    .addColumn('permission_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('sys_role_data_rule_pk', ['role_id', 'rule_id'])
    .execute();
  await db.schema.createIndex('sys_role_data_rule_permission_idx').ifNotExists().on('sys_role_data_rule').columns(['permission_id', 'role_id']).execute();
  await createAccessEpoch(db);
}
