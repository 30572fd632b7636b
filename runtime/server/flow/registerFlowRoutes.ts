import { withCurrentUser } from '../crud/currentUserParams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { FlowCounts, FlowDeclaration } from '../../core/flow/flow.types';
import { flowOf, stateTitle } from '../../core/flow/flowModel';
import { ok } from '../../core/http/envelope';
import { toColumnName } from '../../core/screen/naming';
import { permissionCode } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { requireAuth } from '../auth/requireAuth';
import { queriedRows } from '../crud/queriedRows';
import type { CrudDeps } from '../crud/crudDeps';
import { CRUD_MESSAGES } from '../crud/crudMessages';
import { parseListQuery } from '../crud/listQuery';
import { findRecord } from '../crud/readRecords';
import { withDictTexts } from '../crud/dictTexts';
import { rowToRecord } from '../crud/recordMapper';
import { storedRow } from '../crud/rowProject';
import type { AppDb } from '../db/dbTypes';
import type { NoticeHub } from '../notice/noticeHub';
import { readHistory } from './flowHistory';
import { noticeRecipients, sendFlowNotice } from './flowNotices';
import { flowUser, mineCondition, todoCondition } from './flowRows';
import { FlowRefusal, takeTransition, type TakenTransition } from './flowTransition';

export interface FlowDeps extends CrudDeps {
  hub: NoticeHub;
}

const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

/** The list parameters counts honour: all but the quick tab and the state filter (the counts are per tab and per state). */
function countParams(flow: FlowDeclaration, params: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...params };
  for (const name of Object.keys(kept)) if (name === 'flowTab' || name === flow.stateField || name.startsWith(`${flow.stateField}_`)) delete kept[name];
  return kept;
}

/** Records of the caller's list per quick tab and per state, in one statement. */
async function flowCounts(deps: CrudDeps, screen: ScreenFile, flow: FlowDeclaration, auth: AuthContext, params: Record<string, unknown>): Promise<FlowCounts> {
  const query = parseListQuery(screen, countParams(flow, withCurrentUser(screen, params, auth)));
  const user = flowUser(auth);
  const state = sql.ref<string>(toColumnName(flow.stateField));
  const rows = await deps.db
    .selectFrom(screen.table)
    .where(await queriedRows(deps, screen, auth, query))
    .select((eb) => [
      state.as('state'),
      eb.fn.countAll().as('all'),
      eb.fn.countAll().filterWhere(todoCondition(flow, user)).as('todo'),
      eb.fn.countAll().filterWhere(mineCondition(flow, user)).as('mine'),
    ])
    .groupBy(state)
    .execute();
  const counts: FlowCounts = { todo: 0, mine: 0, all: 0, states: Object.fromEntries(flow.states.map((known) => [known.code, 0])) };
  for (const row of rows) {
    counts.all += Number(row.all);
    counts.todo += Number(row.todo);
    counts.mine += Number(row.mine);
    if (row.state !== null) counts.states[String(row.state)] = (counts.states[String(row.state)] ?? 0) + Number(row.all);
  }
  return counts;
}

/**
 * Tells a taken step's notice targets, in the step's transaction (the notice commits with the step):
 * the record as it is after the step, its dictionary labels for the notice's title.
 */
async function announceStep(deps: FlowDeps, screen: ScreenFile, flow: FlowDeclaration, auth: AuthContext, trx: AppDb, taken: TakenTransition): Promise<void> {
  const { transition: step, comment } = taken;
  if (!step.notify?.length) return;
  const row = await storedRow(trx, screen, taken.id, taken.owner.projectId);
  // Labels read in the transaction: on PGlite (one connection) a read outside it would wait for it to end, forever.
  const [record] = await withDictTexts(screen, [rowToRecord(screen, row)], deps.dicts, auth, new Set(), trx);
  await sendFlowNotice(trx, {
    ...deps,
    screen,
    record,
    userIds: await noticeRecipients(trx, step.notify, record, taken.owner, auth.userId),
    headline: step.title,
    lines: [
      `${auth.realname || auth.username}执行了「${step.title}」，当前状态：${stateTitle(flow, record[flow.stateField])}`,
      ...(comment ? [`意见：${comment}`] : []),
    ],
    priority: 'M',
  });
}

/**
 * Takes a transition and tells its notice targets (one transaction), then (after the commit) runs
 * the screen's afterCommit hooks as for an edit of the record (a transition is one: open dashboards
 * refresh, live tables update) and answers the record as its list shows it.
 */
async function transition(deps: FlowDeps, screen: ScreenFile, flow: FlowDeclaration, auth: AuthContext, body: unknown) {
  const taken = await takeTransition(deps, screen, flow, auth, body, (trx, step) => announceStep(deps, screen, flow, auth, trx, step));
  await deps.hooks[screen.id]?.afterCommit?.({ screen, auth, mode: 'edit', ids: [taken.id], projectId: taken.owner.projectId });
  return findRecord(deps, screen, auth, taken.id);
}

function registerScreenFlowRoutes(app: FastifyInstance, deps: FlowDeps, screen: ScreenFile, flow: FlowDeclaration): void {
  const base = `/api${screen.api}/flow`;
  // The list permission opens the routes; whether the caller may take a step is the flow's own actor rule.
  const config = { config: { permission: permissionCode(screen, 'list') } };

  app.post(`${base}/transition`, config, async (request) => ok(await transition(deps, screen, flow, requireAuth(request), request.body), '操作成功'));

  app.get(`${base}/history`, config, async (request) => {
    const auth = requireAuth(request);
    const id = queryOf(request).id;
    if (typeof id !== 'string' || id === '') throw new FlowRefusal(CRUD_MESSAGES.notFound);
    // The history of a record is shown only to who may see the record.
    await findRecord(deps, screen, auth, id);
    return ok(await readHistory(deps.db, screen, flow, id));
  });

  app.get(`${base}/counts`, config, async (request) => ok(await flowCounts(deps, screen, flow, requireAuth(request), queryOf(request))));
}

/** `/flow/transition`, `/flow/history` and `/flow/counts` under the api of every screen with a flow. */
export function registerFlowRoutes(app: FastifyInstance, deps: FlowDeps): void {
  for (const screen of deps.registry.screens.values()) {
    const flow = flowOf(screen);
    if (flow) registerScreenFlowRoutes(app, deps, screen, flow);
  }
}
