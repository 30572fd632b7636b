import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';

/**
 * Creates the schedule-and-lease table when missing (safe on every start): one row per job that
 * has been scheduled or run. `cron_expression` is the expression `next_fire_at` was computed from
 * (null = compute again, e.g. after 启动); `next_fire_at` is epoch milliseconds (null = never
 * again); the lease (`lease_owner` until `lease_until`, database clock) is held by the process
 * running the job, and the run it serves (`run_trigger`, `run_fire_at`) stays beside it so another
 * process can run it again when the holder dies; `run_taken_from` names the holder a takeover replaced.
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
  // Databases made before takeovers existed get the run columns here.
  for (const [column, type] of [
    ['run_trigger', 'text'],
    ['run_fire_at', 'bigint'],
    ['run_taken_from', 'text'],
  ] as const) {
    await sql`alter table sys_quartz_job_lease add column if not exists ${sql.ref(column)} ${sql.raw(type)}`.execute(db);
  }
  await db.schema.createIndex('sys_quartz_job_log_job_idx').ifNotExists().on('sys_quartz_job_log').columns(['job_id', 'start_time']).execute();
}
