import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { FLOW_CREATE } from '../../core/flow/flow.types';
import { flowOf } from '../../core/flow/flowModel';
import type { PostingDeclaration } from '../../core/posting/posting.types';
import { balanceMoves, lineAmount, postingLines, roundQuantity, type BalanceMove, type PostingLine } from '../../core/posting/postingModel';
import { REVERSAL_SUFFIX } from '../../core/posting/posting.types';
import { detailFields, ORDER_FIELD } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { detailScreen } from '../crud/detailRows';
import { referencedProject, rowProject, storedRow, withinProject } from '../crud/rowProject';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { nextVersion, VERSION_COLUMN } from '../crud/staleRecord';
import { currentTimestamp } from '../db/clock';
import type { DB, Row } from '../db/dbTypes';
import { newId } from '../db/ids';
import { writeHistory } from '../flow/flowHistory';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ClientError } from '../sys/errorHandlers';
import { column, dictText, ledgerOf, type LoadedLedger } from './ledgers';

export const POSTING_MESSAGES = {
  posted: '已过账的单据不能修改或删除，如需更正请红冲',
  shortage: (name: string, code: string, place: string, available: number, needed: number, unit: string) =>
    `库存不足：${name}（${code}）在${place}可用 ${available}${unit}，本单需要 ${needed}${unit}`,
} as const;

/** A refused posting (库存不足): HTTP 400, and the transaction it ran in rolls back. */
export class PostingRefusal extends ClientError {
  constructor(message: string) {
    super(400, message);
    this.name = 'PostingRefusal';
  }
}

/** What posting needs from the application. */
export interface PostingDeps {
  registry: Pick<ScreenRegistry, 'screens' | 'ledgers'>;
}

type Trx = Transaction<DB>;

/**
 * The detail rows of a bill's detail field, in their order, as records. `projectId`: the bill's
 * project, when the caller has it (a project screen's rows are then read within it: one shard under Citus).
 */
export async function billRows(trx: Trx, screen: ScreenFile, rowsField: string, billId: string, projectId?: unknown): Promise<ApiRecord[]> {
  const detail = detailFields(screen).find((candidate) => candidate.name === rowsField);
  if (!detail) throw new Error(`Screen ${screen.id} has no detail field '${rowsField}'`);
  const project = rowProject(screen, projectId);
  const rows = await trx
    .selectFrom(detail.table)
    .selectAll()
    .where(column(detail.foreignKey), '=', billId)
    .$call(withinProject(project))
    .orderBy(column(ORDER_FIELD))
    .execute();
  const rowScreen = detailScreen(screen, detail);
  return rows.map((row) => rowToRecord(rowScreen, row));
}

/** The balance row's key condition: its project (or tenant) and every key column. */
function keyCondition(loaded: LoadedLedger, owner: Row, keys: Record<string, string>) {
  const scope = loaded.balance.scope === 'project' ? sql`project_id = ${owner.project_id ?? null}` : sql`tenant_id = ${owner.tenant_id ?? '0'}`;
  return sql.join([scope, ...loaded.ledger.keys.map((key) => sql`${sql.ref(column(key))} = ${keys[key] ?? ''}`)], sql` and `);
}

async function shortage(trx: Trx, loaded: LoadedLedger, move: BalanceMove, available: number): Promise<PostingRefusal> {
  const { ledger, balance } = loaded;
  const labels = ledger.labels ?? { name: ledger.attributes?.[0] ?? ledger.keys[0], code: ledger.keys[0] };
  const valueOf = (field: string | undefined) => (field === undefined ? '' : (move.keys[field] ?? move.attributes[field] ?? ''));
  const place = labels.place ? await dictText(trx, balance.entity.properties[labels.place], valueOf(labels.place)) : ledger.title;
  const unit = labels.unit ? await dictText(trx, balance.entity.properties[labels.unit], valueOf(labels.unit)) : '';
  return new PostingRefusal(
    POSTING_MESSAGES.shortage(String(valueOf(labels.name)), String(valueOf(labels.code)), place, roundQuantity(available), roundQuantity(-move.delta), unit),
  );
}

/**
 * Moves one key's balance. An out move on a `refuse` ledger is one conditional UPDATE
 * (`qty + delta >= 0`): under concurrency PostgreSQL re-checks the condition on the row the first
 * transaction committed, so of two issues of the last units the second matches nothing and is
 * refused. Other moves upsert the row. Returns the resolved amount of each line.
 */
async function applyMove(trx: Trx, loaded: LoadedLedger, owner: Row, move: BalanceMove, actor: string): Promise<number[]> {
  const { ledger, balance } = loaded;
  const qty = column(ledger.quantity);
  const amount = ledger.amount ? column(ledger.amount) : null;
  const where = keyCondition(loaded, owner, move.keys);
  const current = (
    await sql<{ qty: string | number; amount: string | number | null }>`select ${sql.ref(qty)} as qty, ${amount ? sql.ref(amount) : sql`0`} as amount
      from ${sql.table(balance.table)} where ${where}`.execute(trx)
  ).rows[0];
  const currentQty = Number(current?.qty ?? 0);
  const currentAmount = Number(current?.amount ?? 0);
  const amounts = move.lines.map((line) => lineAmount(line, currentQty, currentAmount));
  const amountDelta = roundQuantity(move.lines.reduce((sum, line, i) => sum + (line.direction === 'in' ? amounts[i] : -amounts[i]), 0));
  const refuse = ledger.negative === 'refuse' && move.delta < 0;
  const attributes = Object.entries(move.attributes).filter(([, value]) => value !== null && value !== undefined && value !== '');
  const lastDate = ledger.lastDate ? column(ledger.lastDate) : null;
  const now = currentTimestamp();
  if (current) {
    const sets = [
      sql`${sql.ref(qty)} = ${sql.ref(qty)} + ${move.delta}`,
      ...(amount ? [sql`${sql.ref(amount)} = coalesce(${sql.ref(amount)}, 0) + ${amountDelta}`] : []),
      ...attributes.map(([name, value]) => sql`${sql.ref(column(name))} = ${value}`),
      ...(lastDate && move.lastDate ? [sql`${sql.ref(lastDate)} = greatest(${sql.ref(lastDate)}, ${move.lastDate}::date)`] : []),
      sql`update_by = ${actor}`,
      sql`update_time = ${now}`,
      sql`${sql.ref(VERSION_COLUMN)} = ${nextVersion()}`,
    ];
    const updated =
      await sql`update ${sql.table(balance.table)} set ${sql.join(sets)} where ${where}${refuse ? sql` and ${sql.ref(qty)} + ${move.delta} >= 0` : sql``}
      returning id`.execute(trx);
    if (updated.rows.length > 0) return amounts;
    const now2 = await sql<{ qty: string | number }>`select ${sql.ref(qty)} as qty from ${sql.table(balance.table)} where ${where}`.execute(trx);
    throw await shortage(trx, loaded, move, Number(now2.rows[0]?.qty ?? 0));
  }
  if (refuse) throw await shortage(trx, loaded, move, 0);
  const values: Row = {
    id: newId(),
    tenant_id: owner.tenant_id ?? '0',
    ...(balance.scope === 'project' ? { project_id: owner.project_id ?? null } : {}),
    ...Object.fromEntries(ledger.keys.map((key) => [column(key), move.keys[key] ?? ''])),
    ...Object.fromEntries(attributes.map(([name, value]) => [column(name), value])),
    [qty]: move.delta,
    ...(amount ? { [amount]: amountDelta } : {}),
    ...(lastDate ? { [lastDate]: move.lastDate } : {}),
    create_by: actor,
    create_time: now,
  };
  const conflict = [balance.scope === 'project' ? 'project_id' : 'tenant_id', ...ledger.keys.map(column)];
  await trx
    .insertInto(balance.table)
    .values(values)
    .onConflict((oc) =>
      oc.columns(conflict).doUpdateSet({
        [qty]: sql`${sql.ref(`${balance.table}.${qty}`)} + excluded.${sql.ref(qty)}`,
        ...(amount ? { [amount]: sql`coalesce(${sql.ref(`${balance.table}.${amount}`)}, 0) + excluded.${sql.ref(amount)}` } : {}),
        update_time: now,
      }),
    )
    .execute();
  return amounts;
}

async function insertPostings(
  trx: Trx,
  loaded: LoadedLedger,
  owner: Row,
  screen: ScreenFile,
  billId: string,
  lines: { line: PostingLine; amount: number }[],
  actor: string,
) {
  const { ledger, postings } = loaded;
  if (lines.length === 0) return;
  const now = currentTimestamp();
  const today = now.slice(0, 10);
  const rows: Row[] = lines.map(({ line, amount }) => ({
    id: newId(),
    tenant_id: owner.tenant_id ?? '0',
    ...(postings.scope === 'project' ? { project_id: owner.project_id ?? null } : {}),
    bill_screen: screen.id,
    bill_id: billId,
    bill_no: line.billNo,
    direction: line.direction,
    ...Object.fromEntries(ledger.keys.map((key) => [column(key), line.keys[key] ?? ''])),
    ...Object.fromEntries((ledger.attributes ?? []).map((name) => [column(name), line.attributes[name] ?? null])),
    [column(ledger.quantity)]: line.quantity,
    ...(ledger.amount ? { [column(ledger.amount)]: amount } : {}),
    price: line.price,
    [column(ledger.date)]: line.date ?? today,
    create_by: actor,
    create_time: now,
  }));
  await trx.insertInto(postings.table).values(rows).execute();
}

/**
 * Adds each line's quantity to the matching row of the record the bill refers to (a plan's 已到货数量):
 * within the bill's project when the reference is confined to it (referencedProject), else by the record's id alone.
 */
async function accumulate(
  trx: Trx,
  deps: PostingDeps,
  bill: ScreenFile,
  posting: PostingDeclaration,
  billRow: Row,
  header: ApiRecord,
  lines: readonly PostingLine[],
) {
  const target = posting.accumulate;
  const recordId = target ? header[target.header] : null;
  if (!target || recordId === null || recordId === undefined || recordId === '') return;
  const screen = deps.registry.screens.get(target.screen);
  const detail = screen ? detailFields(screen).find((candidate) => candidate.name === target.rows) : undefined;
  if (!screen || !detail) throw new Error(`accumulate names ${target.screen}.${target.rows}, which is not a detail field`);
  const project = referencedProject(bill, target.header, screen, billRow.project_id);
  const byMatch = new Map<string, number>();
  for (const line of lines) byMatch.set(line.match, roundQuantity((byMatch.get(line.match) ?? 0) + line.delta));
  const field = sql.ref(column(target.field));
  for (const [match, delta] of byMatch)
    await trx
      .updateTable(detail.table)
      .set({ [column(target.field)]: sql`coalesce(${field}, 0) + ${delta}` })
      .where(column(detail.foreignKey), '=', String(recordId))
      .where(column(target.match), '=', match)
      .$call(withinProject(project))
      .execute();
}

/** Which stored bill: its id and, when the caller has it, its project_id (the bill is then read within it). */
export interface BillRef {
  id: string;
  projectId?: unknown;
}

/**
 * Posts a bill inside the caller's transaction: for each of the screen's `postings` (those whose
 * `on` is `state`, or all without one) its rows are written to the ledger's posting table and the
 * balances move by them, key by key in key order; `sign` −1 posts the opposite quantities (a
 * reversal). A move that would take a `refuse` balance below zero throws PostingRefusal
 * (库存不足) and the caller's transaction rolls back: nothing of the bill is posted.
 */
export async function postBill(trx: Trx, deps: PostingDeps, screen: ScreenFile, bill: BillRef, sign: 1 | -1, actor = 'system', state?: string): Promise<void> {
  const billId = bill.id;
  const row = await storedRow(trx, screen, billId, bill.projectId);
  const header = rowToRecord(screen, row);
  for (const posting of screen.postings ?? []) {
    if (state !== undefined && posting.on !== state) continue;
    const loaded = ledgerOf(deps.registry, posting.ledger);
    const lines = postingLines(posting, loaded.ledger, header, await billRows(trx, screen, posting.rows, billId, row.project_id), sign);
    const stored: { line: PostingLine; amount: number }[] = [];
    for (const move of balanceMoves(loaded.ledger, lines)) {
      const amounts = await applyMove(trx, loaded, row, move, actor);
      move.lines.forEach((line, i) => stored.push({ line, amount: amounts[i] }));
    }
    await insertPostings(trx, loaded, row, screen, billId, stored, actor);
    await accumulate(trx, deps, screen, posting, row, header, lines);
  }
}

/**
 * 红冲: copies the bill (header and detail rows) into a reversal bill — number + suffix, the link
 * field naming the original, stored straight in the reversal state — and posts it with the
 * opposite sign, in the caller's transaction. Returns the reversal bill's id.
 */
export async function reverseBill(
  trx: Trx,
  deps: PostingDeps,
  screen: ScreenFile,
  bill: BillRef,
  actor: { id: string | null; name: string; username: string },
): Promise<string> {
  const reversal = screen.reversal;
  const flow = flowOf(screen);
  if (!reversal || !flow) throw new Error(`Screen ${screen.id} declares no reversal`);
  const billId = bill.id;
  const original = await storedRow(trx, screen, billId, bill.projectId);
  const project = rowProject(screen, original.project_id);
  const id = newId();
  const now = currentTimestamp();
  const numberField = screen.postings?.[0]?.billNo;
  const copy: Row = {
    ...original,
    id,
    [column(flow.stateField)]: reversal.state,
    [column(reversal.link)]: billId,
    create_by: actor.username,
    create_time: now,
    update_by: null,
    update_time: null,
    [VERSION_COLUMN]: 0,
  };
  if (numberField) copy[column(numberField)] = `${String(original[column(numberField)] ?? '')}${reversal.suffix ?? REVERSAL_SUFFIX}`;
  await trx.insertInto(screen.table).values(copy).execute();
  for (const detail of detailFields(screen)) {
    const rows = await trx.selectFrom(detail.table).selectAll().where(column(detail.foreignKey), '=', billId).$call(withinProject(project)).execute();
    if (rows.length > 0)
      await trx
        .insertInto(detail.table)
        .values(
          rows.map((row) => ({
            ...row,
            id: newId(),
            [column(detail.foreignKey)]: id,
            create_by: actor.username,
            create_time: now,
            update_by: null,
            update_time: null,
            [VERSION_COLUMN]: 0,
          })),
        )
        .execute();
  }
  await writeHistory(trx, {
    screen,
    recordId: id,
    owner: original,
    action: FLOW_CREATE.name,
    fromState: null,
    toState: reversal.state,
    actor: { id: actor.id, name: actor.name },
  });
  await postBill(trx, deps, screen, { id, projectId: project }, -1, actor.username);
  return id;
}
