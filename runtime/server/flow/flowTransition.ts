import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { FlowActor, FlowDeclaration, FlowTransition } from '../../core/flow/flow.types';
import { actorMatches, flowTransition, inFromState, isFieldActor, stateTitle } from '../../core/flow/flowModel';
import { derivedFieldNames } from '../../core/screen/derivedFields';
import { toColumnName } from '../../core/screen/naming';
import { STALE_RECORD_STATUS, type ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue, validateFieldValue } from '../../core/validation/fieldRules';
import { notFutureFailure } from '../../core/validation/notFuture';
import type { AuthContext } from '../auth/authContext';
import { authDb } from '../auth/authDb';
import type { CrudDeps } from '../crud/crudDeps';
import { CRUD_MESSAGES } from '../crud/crudMessages';
import { dictValueErrors } from '../crud/dictValueCheck';
import { recordToColumns, rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { rowProject, withinProject } from '../crud/rowProject';
import { visibleRows } from '../crud/rowVisibility';
import { nextVersion, VERSION_COLUMN } from '../crud/staleRecord';
import { BAD_BODY_MESSAGE, sentVersion } from '../crud/writeBody';
import { currentTimestamp } from '../db/clock';
import type { DB, Row } from '../db/dbTypes';
import { withRelatedFields } from '../sums/relatedFields';
import { ClientError } from '../sys/errorHandlers';
import { assignedApprovers } from './approvalAssignees';
import { writeHistory } from './flowHistory';
import { flowUser } from './flowRows';

/** Longest 意见 a step keeps. */
export const MAX_COMMENT_LENGTH = 500;

export const FLOW_MESSAGES = {
  unknownAction: '未知的流程操作',
  commentRequired: '请填写意见',
  commentTooLong: `意见不能超过${MAX_COMMENT_LENGTH}个字`,
  conflict: '记录已被他人处理，请刷新后重试',
  wrongState: (state: string, action: string) => `当前状态（${state}）不能执行「${action}」`,
  notFieldActor: (field: string, action: string) => `您不是该记录的${field}，不能执行「${action}」`,
  onlyActors: (actors: string, action: string) => `只有${actors}可以执行「${action}」`,
  stepFieldRequired: (field: string) => `请填写${field}`,
  notStepField: (field: string, action: string) => `「${action}」不能填写${field}`,
  flowOwned: (field: string) => `状态等流程字段只能通过流程操作修改：${field}`,
  notEditable: (state: string) => `当前状态（${state}）的记录不能修改`,
  notDeletable: (state: string) => `当前状态（${state}）的记录不能删除`,
} as const;

/** A refused flow request: HTTP 400 with its Chinese message; nothing was changed. */
export class FlowRefusal extends ClientError {
  constructor(message: string) {
    super(400, message);
    this.name = 'FlowRefusal';
  }
}

/** Another transition (or save) of the record came first: HTTP 409. */
export class FlowConflict extends ClientError {
  constructor() {
    super(STALE_RECORD_STATUS, FLOW_MESSAGES.conflict);
    this.name = 'FlowConflict';
  }
}

/** What the client asks: `{ id, action, version?, comment?, values? }`. */
interface TransitionBody {
  id: string;
  action: unknown;
  version: number | null;
  comment: string;
  values: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseBody(body: unknown): TransitionBody {
  if (!isObject(body) || typeof body.id !== 'string' || body.id === '') throw new FlowRefusal(BAD_BODY_MESSAGE);
  const comment = body.comment ?? '';
  const values = body.values ?? {};
  if (typeof comment !== 'string' || !isObject(values)) throw new FlowRefusal(BAD_BODY_MESSAGE);
  return { id: body.id, action: body.action, version: sentVersion(body), comment: comment.trim(), values };
}

/** How an actor is named in a refusal: 该记录的整改人, or the role's name. */
async function actorNames(trx: Transaction<DB>, screen: ScreenFile, actors: readonly FlowActor[]): Promise<string[]> {
  const codes = actors.flatMap((actor) => (isFieldActor(actor) ? [] : [actor.role]));
  const roles = codes.length ? await authDb(trx).selectFrom('sys_role').select(['role_code', 'role_name']).where('role_code', 'in', codes).execute() : [];
  return actors.map((actor) =>
    isFieldActor(actor)
      ? `该记录的${screen.entity.properties[actor.field]?.title ?? actor.field}`
      : (roles.find((role) => role.role_code === actor.role)?.role_name ?? actor.role),
  );
}

/** Refuses a caller who matches none of the transition's actors, naming who may. */
async function checkActor(trx: Transaction<DB>, screen: ScreenFile, transition: FlowTransition, record: ApiRecord, auth: AuthContext): Promise<void> {
  if (transition.actors.some((actor) => actorMatches(actor, record, flowUser(auth)))) return;
  const [only] = transition.actors;
  if (transition.actors.length === 1 && isFieldActor(only))
    throw new FlowRefusal(FLOW_MESSAGES.notFieldActor(screen.entity.properties[only.field]?.title ?? only.field, transition.title));
  throw new FlowRefusal(FLOW_MESSAGES.onlyActors((await actorNames(trx, screen, transition.actors)).join('或'), transition.title));
}

/** The step's values, checked: only the step's fields, the required ones filled, each by its field's own rules (a 解决日期 not after today too). */
function stepValues(screen: ScreenFile, transition: FlowTransition, sent: Record<string, unknown>): Record<string, unknown> {
  const fields = transition.fields ?? [];
  for (const name of Object.keys(sent))
    if (!fields.includes(name)) throw new FlowRefusal(FLOW_MESSAGES.notStepField(screen.entity.properties[name]?.title ?? name, transition.title));
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    const field = screen.entity.properties[name];
    const value = sent[name];
    const required = (transition.required ?? []).includes(name) || (screen.entity.required ?? []).includes(name);
    if (isEmptyValue(value) && required) throw new FlowRefusal(FLOW_MESSAGES.stepFieldRequired(field.title));
    const failure = validateFieldValue(field, value, false) ?? notFutureFailure(field, value);
    if (failure) throw new FlowRefusal(failure);
    values[name] = isEmptyValue(value) ? null : value;
  }
  return values;
}

/**
 * The derived fields (x-lookup, x-sum, x-formula, x-bands) a step changes, computed on the record
 * as the step leaves it: a 派单 reads the device's unit price, a 完成's 计费数量 gives its 费用.
 */
async function derivedByStep(
  trx: Transaction<DB>,
  deps: CrudDeps,
  screen: ScreenFile,
  record: ApiRecord,
  values: Record<string, unknown>,
  owner: Row,
): Promise<Record<string, unknown>> {
  const names = derivedFieldNames(screen);
  if (names.length === 0) return {};
  const derived = await withRelatedFields(trx, deps.registry, screen, { ...record, ...values }, owner);
  const changed = names.filter((name) => String(derived[name] ?? '') !== String(record[name] ?? ''));
  return Object.fromEntries(changed.map((name) => [name, derived[name] ?? null]));
}

/** What the history row keeps of a step: its own values and the derived ones a person reads (费用), not hidden keys. */
function historyValues(screen: ScreenFile, values: Record<string, unknown>, derived: Record<string, unknown>): Record<string, unknown> {
  const shown = Object.entries(derived).filter(([name]) => !screen.entity.properties[name]['x-hidden']);
  return { ...values, ...Object.fromEntries(shown) };
}

/** What the server writes at the step itself: who took it and when (`stamp`), never what the caller sends. */
function stampValues(transition: FlowTransition, auth: AuthContext): Record<string, unknown> {
  const { by, at } = transition.stamp ?? {};
  return { ...(by ? { [by]: auth.userId } : {}), ...(at ? { [at]: currentTimestamp() } : {}) };
}

function checkComment(transition: FlowTransition, comment: string): string | null {
  const mode = transition.comment ?? 'none';
  if (mode === 'none') return null;
  if (mode === 'required' && comment === '') throw new FlowRefusal(FLOW_MESSAGES.commentRequired);
  if (comment.length > MAX_COMMENT_LENGTH) throw new FlowRefusal(FLOW_MESSAGES.commentTooLong);
  return comment || null;
}

/** What a taken transition leaves for after the commit: the record, the step, its comment and the row's owner. */
export interface TakenTransition {
  id: string;
  transition: FlowTransition;
  comment: string | null;
  owner: { tenantId: string | null; projectId: string | null };
}

/**
 * Takes one transition in a transaction: the record must be visible to the caller, still at the
 * sent version, in a `from` state, and the caller one of the actors; the step values pass their
 * fields' rules and the comment its mode. The UPDATE (within the row's project) matches only a row still in a `from` state
 * (and at the version), so of two concurrent transitions the second changes nothing and gets a
 * FlowConflict; the state, the step values, the version and the history row commit together, and
 * so does what `announce` writes (the step's notices: never lost to a crash after the commit).
 */
export async function takeTransition(
  deps: CrudDeps,
  screen: ScreenFile,
  flow: FlowDeclaration,
  auth: AuthContext,
  body: unknown,
  announce?: (trx: Transaction<DB>, taken: TakenTransition) => Promise<void>,
): Promise<TakenTransition> {
  const request = parseBody(body);
  const transition = flowTransition(flow, request.action);
  if (!transition) throw new FlowRefusal(FLOW_MESSAGES.unknownAction);
  const visible = await visibleRows(deps, screen, auth);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(screen.table).selectAll().where('id', '=', request.id).where(visible).executeTakeFirst();
    if (!row) throw new FlowRefusal(CRUD_MESSAGES.notFound);
    if (request.version !== null && Number(row[VERSION_COLUMN]) !== request.version) throw new FlowConflict();
    const record = rowToRecord(screen, row);
    if (!inFromState(transition, flow, record)) throw new FlowRefusal(FLOW_MESSAGES.wrongState(stateTitle(flow, record[flow.stateField]), transition.title));
    await checkActor(trx, screen, transition, record, auth);
    const values = {
      ...stepValues(screen, transition, request.values),
      ...stampValues(transition, auth),
      ...(await assignedApprovers(trx, deps, transition, record, row, auth)),
    };
    const comment = checkComment(transition, request.comment);
    const dictErrors = await dictValueErrors(trx, screen, { ...record, ...values }, new Set(Object.keys(values)), deps.dicts, auth);
    if (dictErrors.length > 0) throw new FlowRefusal(dictErrors[0].message);
    const derived = await derivedByStep(trx, deps, screen, record, values, row);
    await updateState(trx, screen, flow, transition, auth, request, { ...values, ...derived }, row.project_id);
    const fromState = String(record[flow.stateField] ?? '');
    await writeHistory(trx, {
      screen,
      recordId: request.id,
      owner: row,
      action: transition.name,
      fromState,
      toState: transition.to,
      actor: { id: auth.userId, name: auth.realname || auth.username },
      comment,
      values: historyValues(screen, values, derived),
    });
    // What a screen does on entering a state (a bill's postings) commits or rolls back with the step.
    await deps.hooks[screen.id]?.afterTransition?.({
      trx,
      screen,
      auth,
      id: request.id,
      action: transition.name,
      fromState,
      toState: transition.to,
      projectId: row.project_id,
    });
    const owner = { tenantId: (row.tenant_id as string | null) ?? null, projectId: (row.project_id as string | null) ?? null };
    const taken = { id: request.id, transition, comment, owner };
    await announce?.(trx, taken);
    return taken;
  });
}

async function updateState(
  trx: Transaction<DB>,
  screen: ScreenFile,
  flow: FlowDeclaration,
  transition: FlowTransition,
  auth: AuthContext,
  request: TransitionBody,
  values: Record<string, unknown>,
  projectId: unknown,
): Promise<Row> {
  const columns = recordToColumns(screen, { ...values, [flow.stateField]: transition.to }, new Set([...Object.keys(values), flow.stateField]));
  let update = trx
    .updateTable(screen.table)
    .set({ ...columns, update_by: auth.username, update_time: currentTimestamp(), [VERSION_COLUMN]: nextVersion() })
    .where('id', '=', request.id)
    .$call(withinProject(rowProject(screen, projectId)))
    .where(sql.ref(toColumnName(flow.stateField)), 'in', transition.from);
  if (request.version !== null) update = update.where(VERSION_COLUMN, '=', request.version);
  const row = await update.returningAll().executeTakeFirst();
  if (!row) throw new FlowConflict();
  return row;
}
