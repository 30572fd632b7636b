import type { AppDb } from '../db/dbTypes';
import { flowDb } from '../flow/flowTables';
import type { FlowHistoryRow } from './demo/inspectionHistory';

const BATCH_SIZE = 500;

/** Inserts seeded flow history rows (the flow engine made the table before the seed runs), 500 per statement. */
export async function insertFlowHistory(db: AppDb, rows: readonly FlowHistoryRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await flowDb(db)
      .insertInto('sys_flow_history')
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute();
  }
}
