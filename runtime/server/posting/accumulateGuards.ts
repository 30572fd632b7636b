import type { Transaction } from 'kysely';
import { flowOf, stateTitle } from '../../core/flow/flowModel';
import type { PostingAccumulate } from '../../core/posting/posting.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { HooksByScreen, WriteContext } from '../crud/hooks';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { referencedProject, withinProject } from '../crud/rowProject';
import type { ScreenRegistry } from '../screens/screenRegistry';

type Trx = Transaction<DB>;
/** What the guards read of the registry. */
type Screens = Pick<ScreenRegistry, 'screens'>;
import type { DB } from '../db/dbTypes';
import { billRows, PostingRefusal } from './postingEngine';

export const ACCUMULATE_MESSAGES = {
  wrongState: (field: string, label: string, state: string, allowed: string) => `${field}「${label}」当前为${state}，只能选择${allowed}的记录`,
  postedOnly: (field: string) => `${field}由单据过账累加，不能填写或修改`,
} as const;

function targetOf(registry: Screens, target: PostingAccumulate): ScreenFile {
  const screen = registry.screens.get(target.screen);
  if (!screen) throw new Error(`accumulate names the unknown screen ${target.screen}`);
  return screen;
}

/**
 * The record a bill names (its plan) must be in one of `states`: checked when the bill is saved and
 * again when it posts, so neither a hand-made request nor a plan changed in between slips through.
 * `billProject`: the bill's project_id; the record is read within it when the reference is confined to it (referencedProject).
 */
export async function checkReferencedState(
  trx: Trx,
  registry: Screens,
  bill: ScreenFile,
  target: PostingAccumulate,
  header: ApiRecord,
  billProject: unknown,
): Promise<void> {
  const id = header[target.header];
  if (!target.states || isEmptyValue(id)) return;
  const screen = targetOf(registry, target);
  const flow = flowOf(screen);
  const row = await trx
    .selectFrom(screen.table)
    .selectAll()
    .where('id', '=', String(id))
    .$call(withinProject(referencedProject(bill, target.header, screen, billProject)))
    .executeTakeFirst();
  if (!flow || !row) return; // an unknown id is the dictionary check's refusal, made before this one
  const record = rowToRecord(screen, row);
  if (target.states.includes(String(record[flow.stateField] ?? ''))) return;
  const label = String(record[screen.list.columns[0]] ?? id);
  const allowed = target.states.map((code) => stateTitle(flow, code)).join('或');
  throw new PostingRefusal(
    ACCUMULATE_MESSAGES.wrongState(bill.entity.properties[target.header]?.title ?? target.header, label, stateTitle(flow, record[flow.stateField]), allowed),
  );
}

/** The accumulated quantity of each match value over some rows. */
function totalsByMatch(rows: readonly ApiRecord[], target: PostingAccumulate): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[target.match] ?? '');
    totals.set(key, (totals.get(key) ?? 0) + Number(row[target.field] ?? 0));
  }
  return totals;
}

const sameTotals = (a: Map<string, number>, b: Map<string, number>): boolean =>
  [...new Set([...a.keys(), ...b.keys()])].every((key) => Math.abs((a.get(key) ?? 0) - (b.get(key) ?? 0)) < 1e-9);

/**
 * Only postings write the accumulated column (a plan's 已到货数量): an add must leave it at zero and
 * an edit must keep each match value's total as stored.
 */
async function guardAccumulatedColumn(target: PostingAccumulate, ctx: WriteContext): Promise<null> {
  const sent = ctx.record[target.rows];
  if (!Array.isArray(sent)) return null;
  const rows = sent as ApiRecord[];
  const title = detailTitle(ctx.screen, target);
  if (ctx.mode === 'add') {
    if (rows.some((row) => Number(row[target.field] ?? 0) !== 0)) throw new PostingRefusal(ACCUMULATE_MESSAGES.postedOnly(title));
    return null;
  }
  const stored = await billRows(ctx.trx, ctx.screen, target.rows, ctx.id, ctx.projectId);
  if (!sameTotals(totalsByMatch(rows, target), totalsByMatch(stored, target))) throw new PostingRefusal(ACCUMULATE_MESSAGES.postedOnly(title));
  return null;
}

function detailTitle(screen: ScreenFile, target: PostingAccumulate): string {
  const items = screen.entity.properties[target.rows]?.items;
  return items?.properties?.[target.field]?.title ?? target.field;
}

/** Hooks for `accumulate`: the named record's state on every save of a bill, the accumulated column of the named screen. */
export function accumulateHooks(registry: Screens): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const bill of registry.screens.values()) {
    const targets = (bill.postings ?? []).flatMap((posting) => (posting.accumulate ? [posting.accumulate] : []));
    if (targets.length === 0) continue;
    hooks[bill.id] = {
      beforeWrite: async (ctx) => {
        for (const target of targets) await checkReferencedState(ctx.trx, registry, bill, target, ctx.record, ctx.projectId);
        return null;
      },
    };
    for (const target of targets) hooks[target.screen] = { beforeWrite: (ctx) => guardAccumulatedColumn(target, ctx) };
  }
  return hooks;
}
