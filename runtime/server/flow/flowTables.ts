import type { Kysely } from 'kysely';
import type { AppDb, DB } from '../db/dbTypes';

/** The flow history: one row per step a record took (its add, each transition, an overdue move). */
// A type alias, not an interface: Kysely's withTables needs index-compatible object types.
export type FlowTables = {
  sys_flow_history: {
    id: string;
    tenant_id: string | null;
    project_id: string | null;
    screen_id: string;
    record_id: string;
    action: string;
    from_state: string | null;
    to_state: string;
    actor_id: string | null;
    actor_name: string;
    comment: string | null;
    /** The step field values as JSON text. */
    values: string | null;
    create_time: string;
  };
};

export type FlowDb = Kysely<DB & FlowTables>;

/** The app database (or a transaction) seen with the history table's column types. */
export function flowDb(db: AppDb | Kysely<DB>): FlowDb {
  return db.withTables<FlowTables>();
}

/** Creates the history table and its index when missing (safe on every start). */
export async function createFlowTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_flow_history')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('screen_id', 'text', (column) => column.notNull())
    .addColumn('record_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (column) => column.notNull())
    .addColumn('comment', 'text')
    .addColumn('values', 'text')
    .addColumn('create_time', 'timestamp', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sys_flow_history_record_idx').ifNotExists().on('sys_flow_history').columns(['screen_id', 'record_id', 'create_time']).execute();
}
