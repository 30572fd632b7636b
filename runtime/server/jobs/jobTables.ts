import type { AppDb } from '../db/dbTypes';

/**
 * Creates the schedule-and-lease table when missing (safe on every start): one row per job that
 * has been scheduled or run. `cron_expression` is the expression `next_fire_at` was computed from
 * (null = compute again, e.g. after 启动); `next_fire_at` is epoch milliseconds (null = never
 * again); the lease (`lease_owner` until `lease_until`, database clock) is held by the process
 * running the job.
 */
export async function createJobTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job_lease')
    .ifNotExists()
    .addColumn('job_id', 'text', (column) => column.primaryKey())
    .addColumn('cron_expression', 'text')
    .addColumn('next_fire_at', 'bigint')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .execute();
  await db.schema.createIndex('sys_quartz_job_log_job_idx').ifNotExists().on('sys_quartz_job_log').columns(['job_id', 'start_time']).execute();
}
