import type { Transaction } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { DB } from '../db/dbTypes';

export interface WriteContext {
  trx: Transaction<DB>;
  screen: ScreenFile;
  auth: AuthContext;
  mode: 'add' | 'edit';
  /** The validated record (field names) being written: stored fields only. */
  record: Record<string, unknown>;
  /** Values of `x-write-only` fields from the request (e.g. a password); never stored in the table. */
  writeOnly: Record<string, unknown>;
  id: string;
  /** The record's project_id (its owner column) on a project screen; its detail rows are read within it. */
  projectId?: unknown;
}

export interface DeleteContext {
  trx: Transaction<DB>;
  screen: ScreenFile;
  auth: AuthContext;
  ids: string[];
  /** False when a `softDelete` screen only moves the rows to its recycle bin. */
  permanent: boolean;
  /** The records' project_id on a project screen, when the caller has it (all of `ids` are in it). */
  projectId?: unknown;
}

export interface CommitContext {
  screen: ScreenFile;
  auth: AuthContext;
  mode: 'add' | 'edit' | 'delete';
  ids: string[];
  /** The records' project_id on a project screen, when the caller has it (all of `ids` are in it). */
  projectId?: unknown;
}

/**
 * Many records added at once (an Excel import's batch), inside its transaction: the bulk
 * counterpart of WriteContext. `records` are the validated stored values, which a hook may
 * change as beforeWrite does; `ids` are set once the rows are inserted.
 */
export interface BulkAddContext {
  trx: Transaction<DB>;
  screen: ScreenFile;
  auth: AuthContext;
  records: Record<string, unknown>[];
  ids: string[];
}

/** A flow transition being taken, inside its transaction (the record already in its new state). */
export interface TransitionContext {
  trx: Transaction<DB>;
  screen: ScreenFile;
  auth: AuthContext;
  id: string;
  action: string;
  fromState: string;
  toState: string;
  /** The record's project_id (the row the step read); the hooks read the record within it. */
  projectId?: unknown;
}

/**
 * Screen-specific behaviour around the generic CRUD. Write and delete hooks run inside the
 * request's transaction; returning a Chinese message refuses the request and rolls it back.
 */
export interface ScreenHooks {
  beforeWrite?(ctx: WriteContext): Promise<string | null>;
  afterWrite?(ctx: WriteContext): Promise<void>;
  beforeDelete?(ctx: DeleteContext): Promise<string | null>;
  /** After a successful add, edit or delete has been committed (caches, notifications). */
  afterCommit?(ctx: CommitContext): Promise<void>;
  /**
   * beforeWrite for a batch of added records: one refusal (or null) per record, in order. A hook
   * with beforeWrite but without this (or with afterWrite but without afterBulkAdd) makes an
   * import save its rows one by one through beforeWrite and afterWrite.
   */
  beforeBulkAdd?(ctx: BulkAddContext): Promise<(string | null)[]>;
  /** afterWrite for a batch of added records, once they are inserted. */
  afterBulkAdd?(ctx: BulkAddContext): Promise<void>;
  /** Inside a flow transition's transaction, after the state moved; throwing refuses the transition and rolls it back (postings). */
  afterTransition?(ctx: TransitionContext): Promise<void>;
}

/** Hooks by screen id. */
export type HooksByScreen = Record<string, ScreenHooks>;

async function firstRefusal<C>(
  hooks: ScreenHooks[],
  pick: (hook: ScreenHooks) => ((ctx: C) => Promise<string | null>) | undefined,
  ctx: C,
): Promise<string | null> {
  for (const hook of hooks) {
    const refusal = await pick(hook)?.call(hook, ctx);
    if (refusal) return refusal;
  }
  return null;
}

async function runAll<C>(hooks: ScreenHooks[], pick: (hook: ScreenHooks) => ((ctx: C) => Promise<void>) | undefined, ctx: C): Promise<void> {
  for (const hook of hooks) await pick(hook)?.call(hook, ctx);
}

/** Whether every hook that acts on each write also acts on a batch of adds. */
function bulkCapable(hooks: ScreenHooks[]): boolean {
  return hooks.every((hook) => (!hook.beforeWrite || hook.beforeBulkAdd) && (!hook.afterWrite || hook.afterBulkAdd));
}

/** The first refusal of the hooks for each record of a batch (null where every hook accepts it). */
async function firstBulkRefusals(hooks: ScreenHooks[], ctx: BulkAddContext): Promise<(string | null)[]> {
  const refusals: (string | null)[] = ctx.records.map(() => null);
  for (const hook of hooks) {
    if (!hook.beforeBulkAdd) continue;
    // A refused record is left out of the later hooks, as beforeWrite stops at the first refusal.
    const open = refusals.flatMap((refusal, index) => (refusal === null ? [index] : []));
    if (open.length === 0) break;
    const theirs = await hook.beforeBulkAdd({ ...ctx, records: open.map((index) => ctx.records[index]) });
    open.forEach((index, position) => (refusals[index] = theirs[position] ?? null));
  }
  return refusals;
}

/**
 * Combines hook sets from several modules: refusals stop at the first message, the rest all run
 * in order. A kind of hook is present only when one of the sets has it, and the bulk-add hooks
 * only when every set that acts on writes acts on batches too (see ScreenHooks.beforeBulkAdd).
 */
export function mergeHooks(...sets: HooksByScreen[]): HooksByScreen {
  const merged: HooksByScreen = {};
  const ids = new Set(sets.flatMap((set) => Object.keys(set)));
  for (const id of ids) {
    const hooks = sets.flatMap((set) => (Object.hasOwn(set, id) ? [set[id]] : []));
    const has = (kind: keyof ScreenHooks) => hooks.some((hook) => hook[kind]);
    const screenHooks: ScreenHooks = {};
    if (has('beforeWrite')) screenHooks.beforeWrite = (ctx) => firstRefusal(hooks, (hook) => hook.beforeWrite, ctx);
    if (has('afterWrite')) screenHooks.afterWrite = (ctx) => runAll(hooks, (hook) => hook.afterWrite, ctx);
    if (bulkCapable(hooks)) {
      screenHooks.beforeBulkAdd = (ctx) => firstBulkRefusals(hooks, ctx);
      screenHooks.afterBulkAdd = (ctx) => runAll(hooks, (hook) => hook.afterBulkAdd, ctx);
    }
    if (has('beforeDelete')) screenHooks.beforeDelete = (ctx) => firstRefusal(hooks, (hook) => hook.beforeDelete, ctx);
    if (has('afterCommit')) screenHooks.afterCommit = (ctx) => runAll(hooks, (hook) => hook.afterCommit, ctx);
    if (has('afterTransition')) screenHooks.afterTransition = (ctx) => runAll(hooks, (hook) => hook.afterTransition, ctx);
    merged[id] = screenHooks;
  }
  return merged;
}
