/**
 * Postings: a bill moves quantities in a ledger when its flow reaches a state. A ledger file
 * (`schemas/ledgers/<name>.json`, meta-schema `schemas/meta/ledger.schema.json`) names a balance
 * screen (one row per project and key) and a posting screen (one row per posted bill row); a bill's
 * screen file declares in `postings` which of its rows post where. The meta-schemas are the
 * authority; these types mirror them for code.
 */

/** `refuse`: a posting that would take a balance below zero refuses the whole bill (库存不足). */
export type NegativeRule = 'refuse' | 'allow';

/** Fields used to word a 库存不足 refusal. */
export interface LedgerLabels {
  name: string;
  code: string;
  /** A key with a dictionary (the warehouse): its text is shown. */
  place?: string;
  unit?: string;
}

export interface LedgerFile {
  $schema?: string;
  name: string;
  title: string;
  /** Screen id of the balance table (readOnly). */
  balance: string;
  /** Screen id of the posting table (readOnly); its list permission guards the ledger API. */
  postings: string;
  /** Fields of both screens that make a balance row's key; stored as '' when empty. */
  keys: string[];
  /** Fields carried from the posted row for display. */
  attributes?: string[];
  quantity: string;
  amount?: string;
  /** Date field of the posting screen. */
  date: string;
  /** Date field of the balance screen holding the last posted business date. */
  lastDate?: string;
  negative: NegativeRule;
  labels?: LedgerLabels;
}

/** `signed`: the quantity carries its own sign (a stocktake difference: positive in, negative out). */
export type PostingDirection = 'in' | 'out' | 'signed';

/** Adds the posted quantity to the matching row of a referenced record (plan fulfilment). */
export interface PostingAccumulate {
  screen: string;
  /** Header field of the bill holding the referenced record's id. */
  header: string;
  /** Detail field of the referenced screen. */
  rows: string;
  /** Field present in the rows of both sides. */
  match: string;
  /** Quantity column of the referenced rows that grows; only postings write it. */
  field: string;
  /** Flow states the referenced record must be in for a bill to name it (a plan must be 已审批). */
  states?: string[];
}

/** One `postings` entry of a bill screen. Values name a header field `x` or a posted-row field `items.x`. */
export interface PostingDeclaration {
  ledger: string;
  /** Flow state whose entry posts the bill. */
  on: string;
  /** Detail field whose rows post. */
  rows: string;
  /** Post only when these header fields hold these values. */
  when?: Record<string, string>;
  /** Ledger key → source field. */
  keys: Record<string, string>;
  attributes?: Record<string, string>;
  quantity: string;
  amount?: string;
  price?: string;
  date?: string;
  billNo?: string;
  direction: PostingDirection;
  accumulate?: PostingAccumulate;
}

/** 红冲: entering `on` copies the bill into a reversal bill stored in `state`, posted with the opposite sign. */
export interface ReversalDeclaration {
  on: string;
  state: string;
  /** Field of the reversal bill holding the original's id. */
  link: string;
  suffix?: string;
}

/** Stocktake: book quantities snapshotted from balances on add, difference = actual − book on every save. */
export interface SnapshotDeclaration {
  ledger: string;
  rows: string;
  /** Ledger key → header field whose value the balances must have. */
  match: Record<string, string>;
  book: string;
  actual: string;
  difference: string;
}

/** Fields every posting screen has besides the ledger's keys, attributes, quantity, amount and date. */
export const POSTING_FIELDS = { billScreen: 'billScreen', billId: 'billId', billNo: 'billNo', direction: 'direction', price: 'price' } as const;

/** Values of the posting screen's `direction` field (dict stock_direction). */
export type StoredDirection = 'in' | 'out';

/** Default suffix of a reversal bill's number. */
export const REVERSAL_SUFFIX = '-红冲';

/** One row of the ledger API: a key's opening, in, out and closing over a period. */
export interface LedgerBalanceRow {
  [field: string]: unknown;
  openingQty: number;
  inQty: number;
  outQty: number;
  closingQty: number;
  openingAmount: number;
  inAmount: number;
  outAmount: number;
  closingAmount: number;
}
