import type { ScreenFile } from '../screen/screen.types';
import type { LedgerFile, PostingDeclaration, PostingDirection, SnapshotDeclaration, StoredDirection } from './posting.types';

/** Where a posting value comes from: a header field of the bill, or a field of the posted row (`items.x`). */
export interface ValueSource {
  from: 'header' | 'row';
  field: string;
}

/** `"x"` names a header field, `"<rows>.x"` a field of the posted row. */
export function valueSource(reference: string, rows: string): ValueSource {
  const prefix = `${rows}.`;
  return reference.startsWith(prefix) ? { from: 'row', field: reference.slice(prefix.length) } : { from: 'header', field: reference };
}

export function sourceValue(reference: string | undefined, rows: string, header: Record<string, unknown>, row: Record<string, unknown>): unknown {
  if (reference === undefined) return undefined;
  const source = valueSource(reference, rows);
  return source.from === 'row' ? row[source.field] : header[source.field];
}

/** Quantities are decimals: sums are rounded to 6 places so that 0.1 + 0.2 posts 0.3. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const numberOf = (value: unknown): number => {
  if (value === null || value === undefined || value === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The states in which a bill counts as posted and may no longer be edited or deleted: every
 * posting's `on`, and the reversal's `on` (已红冲) and `state` (红冲单).
 */
export function postedStates(screen: Pick<ScreenFile, 'postings' | 'reversal'>): Set<string> {
  const states = new Set((screen.postings ?? []).map((posting) => posting.on));
  if (screen.reversal) {
    states.add(screen.reversal.on);
    states.add(screen.reversal.state);
  }
  return states;
}

/** Whether a posting applies to the bill: its `when` header values all match. */
export function postingApplies(posting: PostingDeclaration, header: Record<string, unknown>): boolean {
  return Object.entries(posting.when ?? {}).every(([field, value]) => textOf(header[field]) === value);
}

/** One posted row, ready to be stored and applied to its balance. */
export interface PostingLine {
  /** Ledger key field → value ('' for empty: an empty batch is a key value too). */
  keys: Record<string, string>;
  attributes: Record<string, unknown>;
  direction: StoredDirection;
  /**
   * The quantity in the direction's sense as stored in the posting row: positive for a bill,
   * negative for its reversal (a 红冲 of a receipt is a negative receipt).
   */
  quantity: number;
  /** The stored amount in the same sense; null when the row gives none (the balance's average cost applies). */
  amount: number | null;
  price: number | null;
  date: string | null;
  billNo: string;
  /** What the balance moves by: + for in, − for out. */
  delta: number;
  /** The row's value of the accumulate match field (plan fulfilment). */
  match: string;
}

/** The stored direction and the signed balance delta of a declared direction and row quantity. */
export function directionOf(direction: PostingDirection, quantity: number): { direction: StoredDirection; quantity: number } {
  if (direction === 'signed') return quantity < 0 ? { direction: 'out', quantity: -quantity } : { direction: 'in', quantity };
  return { direction, quantity };
}

/**
 * The lines one posting declaration makes of a bill (header and detail rows); `sign` −1 posts the
 * reversal. Rows with a zero quantity post nothing.
 */
export function postingLines(
  posting: PostingDeclaration,
  ledger: LedgerFile,
  header: Record<string, unknown>,
  rows: readonly Record<string, unknown>[],
  sign: 1 | -1,
): PostingLine[] {
  if (!postingApplies(posting, header)) return [];
  const lines: PostingLine[] = [];
  for (const row of rows) {
    const raw = numberOf(sourceValue(posting.quantity, posting.rows, header, row));
    if (raw === 0) continue;
    const { direction, quantity } = directionOf(posting.direction, raw);
    const rawAmount = sourceValue(posting.amount, posting.rows, header, row);
    const amountGiven = rawAmount !== undefined && rawAmount !== null && rawAmount !== '';
    // A signed quantity's amount follows the quantity's own sign.
    const amountSign = posting.direction === 'signed' && raw < 0 ? -1 : 1;
    const rawPrice = sourceValue(posting.price, posting.rows, header, row);
    const keys = Object.fromEntries(ledger.keys.map((key) => [key, textOf(sourceValue(posting.keys[key], posting.rows, header, row)).trim()]));
    const attributes = Object.fromEntries(
      (ledger.attributes ?? []).map((name) => [name, sourceValue(posting.attributes?.[name], posting.rows, header, row) ?? null]),
    );
    const stored = roundQuantity(sign * quantity);
    lines.push({
      keys,
      attributes,
      direction,
      quantity: stored,
      amount: amountGiven ? roundQuantity(sign * amountSign * numberOf(rawAmount)) : null,
      price: rawPrice === undefined || rawPrice === null || rawPrice === '' ? null : numberOf(rawPrice),
      date: textOf(sourceValue(posting.date, posting.rows, header, row)).slice(0, 10) || null,
      billNo: textOf(sourceValue(posting.billNo, posting.rows, header, row)),
      delta: direction === 'in' ? stored : -stored,
      match: posting.accumulate ? textOf(row[posting.accumulate.match]) : '',
    });
  }
  return lines;
}

/** A stable text of a key, for grouping lines and ordering balance updates (always the same order: no deadlock between two bills). */
export function keyText(ledger: LedgerFile, keys: Record<string, string>): string {
  return JSON.stringify(ledger.keys.map((key) => keys[key] ?? ''));
}

/** Lines of one key, summed: what its balance moves by. */
export interface BalanceMove {
  keys: Record<string, string>;
  attributes: Record<string, unknown>;
  delta: number;
  lines: PostingLine[];
  lastDate: string | null;
}

/** The lines grouped per key, in key order. */
export function balanceMoves(ledger: LedgerFile, lines: readonly PostingLine[]): BalanceMove[] {
  const moves = new Map<string, BalanceMove>();
  for (const line of lines) {
    const key = keyText(ledger, line.keys);
    const move = moves.get(key) ?? { keys: line.keys, attributes: line.attributes, delta: 0, lines: [], lastDate: null };
    move.delta = roundQuantity(move.delta + line.delta);
    move.lines.push(line);
    if (line.date && (!move.lastDate || line.date > move.lastDate)) move.lastDate = line.date;
    moves.set(key, move);
  }
  return [...moves.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, move]) => move);
}

/** The amount a line moves: its own, or its quantity at the balance's average cost (a stocktake difference, an issue without price). */
export function lineAmount(line: PostingLine, balanceQuantity: number, balanceAmount: number): number {
  if (line.amount !== null) return line.amount;
  if (line.price !== null) return roundQuantity(line.quantity * line.price);
  return balanceQuantity > 0 ? roundQuantity((line.quantity * balanceAmount) / balanceQuantity) : 0;
}

/** A stocktake row: its difference is actual − book, and an actual left empty counts as the book quantity. */
export function stocktakeRow(snapshot: SnapshotDeclaration, row: Record<string, unknown>): Record<string, unknown> {
  const book = numberOf(row[snapshot.book]);
  const actualGiven = row[snapshot.actual] !== undefined && row[snapshot.actual] !== null && row[snapshot.actual] !== '';
  const actual = actualGiven ? numberOf(row[snapshot.actual]) : book;
  return { ...row, [snapshot.book]: book, [snapshot.actual]: actual, [snapshot.difference]: roundQuantity(actual - book) };
}

/**
 * The rows of a new stocktake: one per balance (keys, attributes, book quantity), with the actual
 * quantity the user already entered for that key; rows the user added for keys without a balance
 * are kept with book 0.
 */
export function snapshotRows(
  snapshot: SnapshotDeclaration,
  ledger: LedgerFile,
  balances: readonly Record<string, unknown>[],
  sent: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const key = (row: Record<string, unknown>) => JSON.stringify(ledger.keys.filter((name) => !(name in snapshot.match)).map((name) => textOf(row[name]).trim()));
  const sentByKey = new Map(sent.map((row) => [key(row), row]));
  const rows = balances.map((balance) => {
    const given = sentByKey.get(key(balance));
    sentByKey.delete(key(balance));
    const base: Record<string, unknown> = { ...(given ?? {}) };
    for (const name of [...ledger.keys, ...(ledger.attributes ?? [])]) if (!(name in snapshot.match)) base[name] = balance[name] ?? base[name] ?? null;
    base[snapshot.book] = numberOf(balance[ledger.quantity]);
    return stocktakeRow(snapshot, given ? base : { ...base, [snapshot.actual]: null });
  });
  for (const extra of sentByKey.values()) rows.push(stocktakeRow(snapshot, { ...extra, [snapshot.book]: 0 }));
  return rows;
}
