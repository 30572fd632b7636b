import { FLOW_CREATE, type FlowDeclaration } from '../../core/flow/flow.types';
import { flowOf, flowOwnedFields, isFieldActor, recordEditable, stateTitle } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { AuthContext } from '../auth/authContext';
import type { BulkAddContext, DeleteContext, HooksByScreen, ScreenHooks, WriteContext } from '../crud/hooks';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { rowProject, storedRow, withinProject } from '../crud/rowProject';
import { ownerColumnsOf } from '../crud/screenScope';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { writeHistories, writeHistory, type HistoryStep } from './flowHistory';
import { flowDb } from './flowTables';
import { noticeRecipients, sendFlowNotice } from './flowNotices';
import { FLOW_MESSAGES, FlowRefusal } from './flowTransition';

const sameValue = (a: unknown, b: unknown): boolean => (isEmptyValue(a) && isEmptyValue(b)) || String(a ?? '') === String(b ?? '');

/** The flow-owned values an add starts from: the initial state and the adding user as initiator. */
function addedValues(flow: FlowDeclaration, ctx: { auth: AuthContext }): ApiRecord {
  return { [flow.stateField]: flow.initial, ...(flow.initiatorField ? { [flow.initiatorField]: ctx.auth.userId } : {}) };
}

/**
 * Add and edit never move a record through its flow: a record past the flow's `editable` states
 * cannot be edited at all, and a flow-owned field whose value differs from what add sets (or from
 * what is stored, on edit) is refused with 400; add then sets the initial state and the initiator.
 */
async function guardFlowFields(flow: FlowDeclaration, ctx: WriteContext): Promise<null> {
  const { screen, trx, record, mode, id } = ctx;
  const expected = mode === 'add' ? addedValues(flow, ctx) : rowToRecord(screen, await storedRow(trx, screen, id, ctx.projectId));
  if (mode === 'edit' && !recordEditable(flow, expected)) throw new FlowRefusal(FLOW_MESSAGES.notEditable(stateTitle(flow, expected[flow.stateField])));
  const refusal = flowOwnedRefusal(flow, screen, record, expected);
  if (refusal) throw new FlowRefusal(refusal);
  if (mode === 'add') Object.assign(record, addedValues(flow, ctx));
  return null;
}

/** The refusal of a record that sets a flow-owned field to other than the expected value, or null. */
function flowOwnedRefusal(flow: FlowDeclaration, screen: ScreenFile, record: ApiRecord, expected: ApiRecord): string | null {
  const field = flowOwnedFields(flow).find((owned) => owned in record && !sameValue(record[owned], expected[owned]));
  return field === undefined ? null : FLOW_MESSAGES.flowOwned(screen.entity.properties[field]?.title ?? field);
}

/** guardFlowFields for a batch of added records: each refused or started in the initial state. */
async function guardAddedBatch(flow: FlowDeclaration, ctx: BulkAddContext): Promise<(string | null)[]> {
  const expected = addedValues(flow, ctx);
  return ctx.records.map((record) => {
    const refusal = flowOwnedRefusal(flow, ctx.screen, record, expected);
    if (refusal === null) Object.assign(record, expected);
    return refusal;
  });
}

/** The 发起 step of a new record: into the initial state, by the adding user. */
function creationStep(flow: FlowDeclaration, screen: ScreenFile, auth: AuthContext, recordId: string): HistoryStep {
  return {
    screen,
    recordId,
    owner: ownerColumnsOf(screen, auth),
    action: FLOW_CREATE.name,
    fromState: null,
    toState: flow.initial,
    actor: { id: auth.userId, name: auth.realname || auth.username },
  };
}

/** The first history row of a new record. */
async function recordCreation(flow: FlowDeclaration, ctx: WriteContext): Promise<void> {
  if (ctx.mode === 'add') await writeHistory(ctx.trx, creationStep(flow, ctx.screen, ctx.auth, ctx.id));
}

/**
 * On an add, in its transaction (the notice commits with the record, or neither does): the users
 * named in a field of the record who may act on it in its initial state (the 整改人 of a new
 * inspection issue) are told it is waiting for them. `projectId`: the project it was added in.
 */
async function announceNewRecord(
  deps: FlowHookDeps,
  screen: ScreenFile,
  flow: FlowDeclaration,
  id: string,
  projectId: unknown,
  actorId: string,
): Promise<void> {
  const firstSteps = flow.transitions.filter((transition) => transition.from.includes(flow.initial));
  const actors = firstSteps.flatMap((transition) => transition.actors.filter(isFieldActor));
  // Nobody is named in a field: nothing to read (an import of many records adds no work per record).
  if (actors.length === 0) return;
  const row = await deps.db
    .selectFrom(screen.table)
    .selectAll()
    .where('id', '=', id)
    .$call(withinProject(rowProject(screen, projectId)))
    .executeTakeFirst();
  if (!row) return;
  const record = rowToRecord(screen, row);
  const owner = { tenantId: (row.tenant_id as string | null) ?? null, projectId: (row.project_id as string | null) ?? null };
  await sendFlowNotice(deps.db, {
    ...deps,
    screen,
    record,
    userIds: await noticeRecipients(deps.db, actors, record, owner, actorId),
    headline: '待您处理',
    lines: [`新的${screen.title}记录待您处理：${firstSteps.map((transition) => transition.title).join('、')}`],
    priority: 'M',
    opens: firstSteps.find((transition) => transition.opens)?.opens,
  });
}

/** Deleting (or moving to the recycle bin) a record past the flow's `editable` states is refused, naming its state. */
async function guardLockedDelete(flow: FlowDeclaration, screen: ScreenFile, { trx, ids, projectId }: DeleteContext): Promise<void> {
  if (!flow.editable || ids.length === 0) return;
  const rows = await trx
    .selectFrom(screen.table)
    .selectAll()
    .where('id', 'in', ids)
    .$call(withinProject(rowProject(screen, projectId)))
    .execute();
  const locked = rows.map((row) => rowToRecord(screen, row)).find((record) => !recordEditable(flow, record));
  if (locked) throw new FlowRefusal(FLOW_MESSAGES.notDeletable(stateTitle(flow, locked[flow.stateField])));
}

export interface FlowHookDeps {
  db: AppDb;
  registry: ScreenRegistry;
  hub: NoticeHub;
}

/**
 * The CRUD hooks of every screen with a flow: flow-owned fields guarded, the initial state, the
 * first history row and the first notice; a deleted record's history goes with it.
 */
export function flowHooks(deps: FlowHookDeps): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of deps.registry.screens.values()) {
    const flow = flowOf(screen);
    if (!flow) continue;
    const screenHooks: ScreenHooks = {
      beforeWrite: (ctx) => guardFlowFields(flow, ctx),
      afterWrite: async (ctx) => {
        await recordCreation(flow, ctx);
        if (ctx.mode === 'add') await announceNewRecord({ ...deps, db: ctx.trx }, screen, flow, ctx.id, ctx.projectId, ctx.auth.userId);
      },
      beforeBulkAdd: (ctx) => guardAddedBatch(flow, ctx),
      afterBulkAdd: async (ctx) => {
        await writeHistories(
          ctx.trx,
          ctx.ids.map((id) => creationStep(flow, screen, ctx.auth, id)),
        );
        // An import adds its records in the current project.
        for (const id of ctx.ids) await announceNewRecord({ ...deps, db: ctx.trx }, screen, flow, id, ctx.auth.projectId, ctx.auth.userId);
      },
      // A record deleted for good takes its history with it (a soft delete keeps it for a restore).
      beforeDelete: async (ctx) => {
        const { trx, ids, permanent } = ctx;
        await guardLockedDelete(flow, screen, ctx);
        if (permanent) await flowDb(trx).deleteFrom('sys_flow_history').where('screen_id', '=', screen.id).where('record_id', 'in', ids).execute();
        return null;
      },
    };
    hooks[screen.id] = screenHooks;
  }
  return hooks;
}
