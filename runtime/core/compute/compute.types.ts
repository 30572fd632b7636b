/**
 * `compute`: a document whose detail rows are computed from other screens' data (a 工资单 from
 * 考勤统计 × 日薪记录). The screen file declares where the rows come from, which values are looked
 * up, the row formulas and the header totals; the server fills the rows on add and on a declared
 * flow step, and recomputes formulas and totals on every save. The meta-schema is the authority;
 * these types mirror it for code.
 */

/** An aggregate over the source rows of one key: a count (optionally of rows whose field holds one of `values`) or a sum. */
export type ComputeMeasure = { count: { field?: string; values?: string[] } } | { sum: string };

/** The screen whose rows make the document's rows: one row per distinct `key` in the period and `match`. */
export interface ComputeFrom {
  screen: string;
  /** Field of the source whose distinct values are the rows' keys (a worker). */
  key: string;
  /** Date field of the source that must fall in the document's month. */
  date: string;
  /** Source field → header field that must be equal (the team). */
  match?: Record<string, string>;
  /** Row field → its aggregate over the key's source rows. */
  values: Record<string, ComputeMeasure>;
}

/** A screen whose record of a key lends values to the row (the worker's card, the day rate in force). */
export interface ComputeLookup {
  screen: string;
  /** Field of the looked-up screen holding the row's key (or the `by` header field's value); `id` for the record itself. */
  key: string;
  /** Header field whose value is looked up instead of each row's key: one record lends the same values to every row (the team's 参建单位). */
  by?: string;
  /** Date field: of several records of a key, the latest not after the month's last day wins (生效日期). */
  latest?: string;
  /** Row field → field of the looked-up record. */
  values: Record<string, string>;
}

/** Before a flow step, every row must be matched by a record of another screen (a payment per worker). */
export interface ComputeCovered {
  /** Flow transition name, such as pay. */
  transition: string;
  screen: string;
  /** Field of the other screen → `x` (a header field, `id` for the document) or `<rows>.x` (a row field). */
  match: Record<string, string>;
  /** The refusal; `{count}` and `{names}` are the uncovered rows' count and key texts. */
  message: string;
}

export interface ComputeDeclaration {
  /** Detail field whose rows are computed. */
  rows: string;
  /** Row field holding the key (a worker id); at most one row per key. */
  key: string;
  /** Header field holding the month `YYYY-MM` the document covers. */
  month: string;
  from: ComputeFrom;
  lookups?: ComputeLookup[];
  /** Row field → arithmetic over row fields (+ − × ÷, parentheses, numbers); in order, an empty field counts 0. */
  formulas?: Record<string, string>;
  /** Header field → aggregate over the rows. */
  totals?: Record<string, ComputeMeasure>;
  /** Flow transition that fills the rows again from the sources. */
  refresh?: string;
  covered?: ComputeCovered;
}
