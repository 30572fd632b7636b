import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import type { FlowHistoryRow } from './demo/inspectionHistory';

const BATCH_SIZE = 500;

/**
 * The flow history table of contract B, made here when the flow engine has not made it yet (the
 * seed runs before the engine's own start-up step); same columns and index, so either order works.
 */
export async function ensureFlowHistoryTable(db: AppDb): Promise<void> {
  await sql`create table if not exists sys_flow_history (
    id varchar(32) primary key, tenant_id varchar(32), project_id varchar(32), screen_id varchar(64) not null,
    record_id varchar(32) not null, action varchar(32) not null, from_state varchar(32), to_state varchar(32) not null,
    actor_id varchar(32), actor_name varchar(64), comment text, "values" jsonb, create_time timestamp not null)`.execute(db);
  await sql`create index if not exists idx_sys_flow_history_record on sys_flow_history (screen_id, record_id, create_time)`.execute(db);
}

/** Inserts seeded flow history rows, 500 per statement. */
export async function insertFlowHistory(db: AppDb, rows: readonly FlowHistoryRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto('sys_flow_history')
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute();
  }
}
