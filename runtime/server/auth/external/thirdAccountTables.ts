import type { AppDb } from '../../db/dbTypes';

/**
 * `sys_third_account`: a third-party identity (type + the provider's user id) bound to a user, at
 * most one per identity and one per user and type. `sys_third_ticket`: short-lived tickets of a
 * binding in progress — the state of a 绑定 started by a signed-in user, or the proven identity of
 * an unbound third-party sign-in waiting for 绑定已有账号. Tickets are stored as hashes.
 */
export async function createThirdAccountTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_third_account')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('third_type', 'text', (column) => column.notNull())
    .addColumn('third_user_id', 'text', (column) => column.notNull())
    .addColumn('third_name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('sys_third_account_identity_uq', ['third_type', 'third_user_id'])
    .addUniqueConstraint('sys_third_account_user_type_uq', ['user_id', 'third_type'])
    .execute();

  await db.schema
    .createTable('sys_third_ticket')
    .ifNotExists()
    .addColumn('ticket_hash', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('third_type', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('third_user_id', 'text')
    .addColumn('third_name', 'text')
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
