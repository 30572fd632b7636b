import { sql } from 'kysely';
import { flowOf } from '../../core/flow/flowModel';
import { postedStates, snapshotRows, stocktakeRow } from '../../core/posting/postingModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { HooksByScreen, ScreenHooks, WriteContext } from '../crud/hooks';
import { saveDetailRows } from '../crud/detailRows';
import { rowToRecord } from '../crud/recordMapper';
import { rowProject, storedRow, withinProject } from '../crud/rowProject';
import { ownerColumnsOf } from '../crud/screenScope';
import { billRows, POSTING_MESSAGES, postBill, PostingRefusal, reverseBill, type BillRef, type PostingDeps } from './postingEngine';
import { checkReferencedState } from './accumulateGuards';
import { column, ledgerOf } from './ledgers';

/** Whether any of the records is in a posted state (its posting, 已红冲, or a 红冲单). */
async function anyPosted(ctx: { trx: WriteContext['trx']; projectId?: unknown }, screen: ScreenFile, ids: readonly string[]): Promise<boolean> {
  const flow = flowOf(screen);
  if (!flow || ids.length === 0) return false;
  const states = [...postedStates(screen)];
  const found = await ctx.trx
    .selectFrom(screen.table)
    .select('id')
    .where('id', 'in', ids)
    .$call(withinProject(rowProject(screen, ctx.projectId)))
    .where(sql.ref(column(flow.stateField)), 'in', states)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * A stocktake's rows after a save: on add, the book quantities of the balances matching the header
 * (the user's actual quantities kept); on every save, difference = actual − book.
 */
async function refreshSnapshot(deps: PostingDeps, ctx: WriteContext): Promise<void> {
  const { screen, trx } = ctx;
  const snapshot = screen.snapshot!;
  const stored = await billRows(trx, screen, snapshot.rows, ctx.id, ctx.projectId);
  let rows: Record<string, unknown>[];
  if (ctx.mode === 'add') {
    const { ledger, balance } = ledgerOf(deps.registry, snapshot.ledger);
    const header = rowToRecord(screen, await storedRow(trx, screen, ctx.id, ctx.projectId));
    const owner = ownerColumnsOf(balance, ctx.auth);
    let query = trx
      .selectFrom(balance.table)
      .selectAll()
      .where(sql.ref(column(ledger.quantity)), '<>', 0);
    for (const [name, value] of Object.entries(owner)) query = query.where(name, '=', value);
    for (const [key, field] of Object.entries(snapshot.match)) query = query.where(column(key), '=', String(header[field] ?? ''));
    for (const key of ledger.keys) query = query.orderBy(column(key));
    const balances = (await query.execute()).map((row) => rowToRecord(balance, row));
    rows = snapshotRows(snapshot, ledger, balances, stored);
  } else {
    rows = stored.map((row) => stocktakeRow(snapshot, row));
  }
  await saveDetailRows(trx, screen, ctx.auth, ctx.id, ownerColumnsOf(screen, ctx.auth), { [snapshot.rows]: rows });
}

/** At posting, the records the bill accumulates into are checked again: still in their `states`. */
async function checkAccumulateTargets(trx: WriteContext['trx'], deps: PostingDeps, screen: ScreenFile, bill: BillRef, state: string): Promise<void> {
  const row = await storedRow(trx, screen, bill.id, bill.projectId);
  const header = rowToRecord(screen, row);
  for (const posting of screen.postings ?? [])
    if (posting.on === state && posting.accumulate) await checkReferencedState(trx, deps.registry, screen, posting.accumulate, header, row.project_id);
}

/**
 * The CRUD and flow hooks of every screen with postings, a reversal or a snapshot: a posted bill
 * is never edited or deleted; entering a posting state posts the bill and entering the reversal
 * state 红冲s it, both in the transition's transaction; a stocktake's rows are snapshotted and its
 * differences computed on save.
 */
export function postingHooks(deps: PostingDeps): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of deps.registry.screens.values()) {
    if (!screen.postings && !screen.reversal && !screen.snapshot) continue;
    const postingStates = new Set((screen.postings ?? []).map((posting) => posting.on));
    const screenHooks: ScreenHooks = {
      // Thrown rather than returned: a posted bill is a 400 refusal, like a refused flow step.
      beforeWrite: async (ctx) => {
        if (ctx.mode === 'edit' && (await anyPosted(ctx, screen, [ctx.id]))) throw new PostingRefusal(POSTING_MESSAGES.posted);
        return null;
      },
      beforeDelete: async (ctx) => {
        if (await anyPosted(ctx, screen, ctx.ids)) throw new PostingRefusal(POSTING_MESSAGES.posted);
        return null;
      },
      afterTransition: async (ctx) => {
        const actor = ctx.auth.username;
        const bill = { id: ctx.id, projectId: ctx.projectId };
        if (postingStates.has(ctx.toState)) {
          await checkAccumulateTargets(ctx.trx, deps, screen, bill, ctx.toState);
          await postBill(ctx.trx, deps, screen, bill, 1, actor, ctx.toState);
        }
        if (screen.reversal && ctx.toState === screen.reversal.on)
          await reverseBill(ctx.trx, deps, screen, bill, { id: ctx.auth.userId, name: ctx.auth.realname || actor, username: actor });
      },
    };
    if (screen.snapshot) screenHooks.afterWrite = (ctx) => refreshSnapshot(deps, ctx);
    hooks[screen.id] = screenHooks;
  }
  return hooks;
}
