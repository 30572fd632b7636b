import type { Kysely } from 'kysely';
import { FLOW_CREATE, FLOW_DERIVED, FLOW_OVERDUE, type FlowDeclaration, type FlowHistoryEntry } from '../../core/flow/flow.types';
import { flowTransition, stateTitle } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { currentTimestamp } from '../db/clock';
import type { DB } from '../db/dbTypes';
import { newId } from '../db/ids';
import { formatTimestamp } from '../db/typeParsers';
import { flowDb } from './flowTables';

/** One step of a record to remember. */
export interface HistoryStep {
  screen: ScreenFile;
  recordId: string;
  /** Owner columns of the record's row. */
  owner: { tenant_id?: unknown; project_id?: unknown };
  action: string;
  fromState: string | null;
  toState: string;
  actor: { id: string | null; name: string };
  comment?: string | null;
  values?: Record<string, unknown>;
  now?: Date;
}

/** Milliseconds keep the steps of one second in the order they were taken. */
function historyTime(now: Date): string {
  return `${currentTimestamp(now)}.${String(now.getMilliseconds()).padStart(3, '0')}`;
}

const ownerValue = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

/** The sys_flow_history row of a step. */
function historyRow(step: HistoryStep) {
  const values = step.values && Object.keys(step.values).length > 0 ? JSON.stringify(step.values) : null;
  return {
    id: newId(),
    tenant_id: ownerValue(step.owner.tenant_id),
    project_id: ownerValue(step.owner.project_id),
    screen_id: step.screen.id,
    record_id: step.recordId,
    action: step.action,
    from_state: step.fromState,
    to_state: step.toState,
    actor_id: step.actor.id,
    actor_name: step.actor.name,
    comment: step.comment || null,
    values,
    create_time: historyTime(step.now ?? new Date()),
  };
}

/** Writes one history row, in the caller's transaction (the step and its history commit together). */
export async function writeHistory(db: Kysely<DB>, step: HistoryStep): Promise<void> {
  await flowDb(db).insertInto('sys_flow_history').values(historyRow(step)).execute();
}

/** Rows per INSERT of writeHistories: 13 columns each, well under PostgreSQL's 65,535 parameters. */
const HISTORY_ROWS_PER_INSERT = 2000;

/** Writes many history rows (the 发起 of an import's records) in a few multi-row INSERTs. */
export async function writeHistories(db: Kysely<DB>, steps: HistoryStep[]): Promise<void> {
  for (let start = 0; start < steps.length; start += HISTORY_ROWS_PER_INSERT)
    await flowDb(db)
      .insertInto('sys_flow_history')
      .values(steps.slice(start, start + HISTORY_ROWS_PER_INSERT).map(historyRow))
      .execute();
}

function actionTitle(flow: FlowDeclaration, action: string): string {
  if (action === FLOW_CREATE.name) return FLOW_CREATE.title;
  if (action === FLOW_OVERDUE.name) return FLOW_OVERDUE.title;
  if (action === FLOW_DERIVED.name) return FLOW_DERIVED.title;
  return flowTransition(flow, action)?.title ?? action;
}

/** The steps of one record, oldest first, with the titles of their actions and states. */
export async function readHistory(db: Kysely<DB>, screen: ScreenFile, flow: FlowDeclaration, recordId: string): Promise<FlowHistoryEntry[]> {
  const rows = await flowDb(db)
    .selectFrom('sys_flow_history')
    .selectAll()
    .where('screen_id', '=', screen.id)
    .where('record_id', '=', recordId)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actionTitle: actionTitle(flow, row.action),
    fromState: row.from_state,
    toState: row.to_state,
    fromTitle: row.from_state === null ? null : stateTitle(flow, row.from_state),
    toTitle: stateTitle(flow, row.to_state),
    actorId: row.actor_id,
    actorName: row.actor_name,
    comment: row.comment,
    values: row.values ? (JSON.parse(row.values) as Record<string, unknown>) : {},
    createTime: formatTimestamp(String(row.create_time)),
  }));
}
