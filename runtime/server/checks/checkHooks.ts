import type { FlowTransition } from '../../core/flow/flow.types';
import { flowOf, flowTransition } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { CrudDeps } from '../crud/crudDeps';
import type { HooksByScreen, ScreenHooks, TransitionContext } from '../crud/hooks';
import { rowToRecord } from '../crud/recordMapper';
import { storedRow } from '../crud/rowProject';
import { createsRecord } from '../flow/createsRecord';
import { derivesRecords } from '../flow/derivesRecords';
import { runChecks, runChecksInBulk } from './recordChecks';

/** What the hooks need: the CRUD dependencies, read when a hook runs (the hooks are part of them). */
export type LateCrudDeps = () => CrudDeps;

const hasEffects = (transition: FlowTransition): boolean => Boolean(transition.checks || transition.creates || transition.derives);

/** A step's checks on the record as the step leaves it, then the record it creates and the records it derives. */
async function afterStep(crud: LateCrudDeps, screen: ScreenFile, ctx: TransitionContext): Promise<void> {
  const transition = flowTransition(flowOf(screen)!, ctx.action);
  if (!transition || !hasEffects(transition)) return;
  const row = await storedRow(ctx.trx, screen, ctx.id, ctx.projectId);
  const record = rowToRecord(screen, row);
  const deps = crud();
  if (transition.checks) await runChecks(ctx.trx, deps.registry, transition.checks, { screen, record, id: ctx.id, auth: ctx.auth });
  if (transition.creates) await createsRecord(ctx.trx, deps, transition.creates, { screen, id: ctx.id, record, projectId: row.project_id, auth: ctx.auth });
  if (transition.derives) await derivesRecords(ctx.trx, deps, transition.derives, { screen, id: ctx.id, record, row, auth: ctx.auth, transition });
}

/**
 * The hooks of every screen that declares cross-screen checks or a transition with checks or a
 * created record: a screen's `checks` run on every add, edit and imported row before it is
 * written; a transition's run after the state moved, in the step's transaction, so a refusal
 * (400) rolls the step back.
 */
export function checkHooks(crud: LateCrudDeps, screens: Iterable<ScreenFile>): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of screens) {
    const screenHooks: ScreenHooks = {};
    const { checks } = screen;
    if (checks) {
      screenHooks.beforeWrite = async (ctx) => {
        await runChecks(ctx.trx, crud().registry, checks, { screen, record: ctx.record, id: ctx.id, auth: ctx.auth });
        return null;
      };
      // A batch is checked against what is stored before it; a check in the screen's own rows must
      // also see the batch's earlier rows, and a span is each row's own, so such a screen is imported row by row.
      if (checks.every((check) => check.screen !== screen.id && !check.overlap))
        screenHooks.beforeBulkAdd = (ctx) =>
          runChecksInBulk(
            ctx.trx,
            crud().registry,
            checks,
            ctx.records.map((record) => ({ screen, record, id: null, auth: ctx.auth })),
          );
    }
    if (flowOf(screen)?.transitions.some(hasEffects)) screenHooks.afterTransition = (ctx) => afterStep(crud, screen, ctx);
    if (Object.keys(screenHooks).length > 0) hooks[screen.id] = screenHooks;
  }
  return hooks;
}
