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
}

export interface DeleteContext {
  trx: Transaction<DB>;
  screen: ScreenFile;
  auth: AuthContext;
  ids: string[];
  /** False when a `softDelete` screen only moves the rows to its recycle bin. */
  permanent: boolean;
}

export interface CommitContext {
  screen: ScreenFile;
  auth: AuthContext;
  mode: 'add' | 'edit' | 'delete';
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

/** Combines hook sets from several modules: refusals stop at the first message, the rest all run in order. */
export function mergeHooks(...sets: HooksByScreen[]): HooksByScreen {
  const merged: HooksByScreen = {};
  const ids = new Set(sets.flatMap((set) => Object.keys(set)));
  for (const id of ids) {
    const hooks = sets.flatMap((set) => (Object.hasOwn(set, id) ? [set[id]] : []));
    merged[id] = {
      beforeWrite: (ctx) => firstRefusal(hooks, (hook) => hook.beforeWrite, ctx),
      afterWrite: (ctx) => runAll(hooks, (hook) => hook.afterWrite, ctx),
      beforeDelete: (ctx) => firstRefusal(hooks, (hook) => hook.beforeDelete, ctx),
      afterCommit: (ctx) => runAll(hooks, (hook) => hook.afterCommit, ctx),
      afterTransition: (ctx) => runAll(hooks, (hook) => hook.afterTransition, ctx),
    };
  }
  return merged;
}
