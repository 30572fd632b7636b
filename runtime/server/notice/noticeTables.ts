import type { AppDb } from '../db/dbTypes';

/**
 * Creates the read-state table when missing (safe on every start): one row per announcement and
 * user once the user has opened it. The announcements themselves live in the screen table. Also
 * the users' push switches (新消息通知): one row per user and category the user has set.
 */
export async function createNoticeTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_announcement_send')
    .ifNotExists()
    .addColumn('annt_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('read_flag', 'text', (column) => column.notNull().defaultTo('0'))
    .addColumn('read_time', 'timestamp')
    .addPrimaryKeyConstraint('sys_announcement_send_pk', ['annt_id', 'user_id'])
    .execute();
  await db.schema.createIndex('sys_announcement_send_user_idx').ifNotExists().on('sys_announcement_send').column('user_id').execute();
  await db.schema
    .createTable('sys_user_notice_push')
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('msg_category', 'text', (column) => column.notNull())
    .addColumn('push', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('sys_user_notice_push_pk', ['user_id', 'msg_category'])
    .execute();
}
