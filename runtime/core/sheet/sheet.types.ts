/**
 * The shape of a sheet file (`schemas/sheets/<name>.json`): a screen's records laid out as rows ×
 * the days of a month (or the months of a year), with per-row totals. The meta-schema
 * `schemas/meta/sheet.schema.json` is the authority; these types mirror it for code.
 */

export interface SheetMark {
  mark: string;
  /** antd colour name. */
  color?: string;
  /** The legend's and the tooltip's words; the value's dictionary text when absent. */
  text?: string;
}

/** `month`: a column per day of the chosen month; `year`: a column per month of the chosen year. */
export type SheetSpan = 'month' | 'year';

/** What a record must hold to count: one of `values`, or anything at all (`filled`). */
export type SheetCondition = { field: string; values: string[]; filled?: undefined } | { field: string; filled: true; values?: undefined };

/** A per-row total: a sum of a number field, a count of records meeting a condition, or whether all of them meet it (`yes`/`no` words). */
export type SheetTotal =
  | { title: string; sum: string; count?: undefined; all?: undefined }
  | { title: string; count: SheetCondition; sum?: undefined; all?: undefined }
  | { title: string; all: SheetCondition; yes: string; no: string; sum?: undefined; count?: undefined };

export interface SheetCell {
  field: string;
  marks?: Record<string, SheetMark>;
  /** The cell says only whether the field holds something: `yes` when it does, `no` when the record has it empty. */
  filled?: { yes: SheetMark; no: SheetMark };
}

export interface SheetFile {
  $schema?: string;
  id: string;
  title: string;
  /** Id of the screen whose records fill the sheet. */
  screen: string;
  /** Columns: the days of a month (default) or the months of a year. */
  span?: SheetSpan;
  /** The screen's date field placing a record in a column; a year sheet may name a text field holding YYYY-MM. */
  date: string;
  rows: { field: string; show?: string[] };
  cell: SheetCell;
  filters?: string[];
  totals: SheetTotal[];
}

/** One source record as the grid needs it: field values and their dictionary texts. */
export type SheetRecord = Record<string, unknown>;

/** One row of a computed sheet. */
export interface SheetRow {
  /** The row field's value and its text. */
  key: string;
  label: string;
  /** The `rows.show` fields' texts, in order. */
  show: string[];
  /** Per column (index 0 = day 1 or 1月): the cell value, or null when no record falls there. */
  cells: (string | null)[];
  /** Per total: a number (sum, count) or the total's `yes`/`no` word (all). */
  totals: (number | string)[];
}

/** A column head: its label (the day number, 1月), a second line (the weekday) and whether it is a Sunday. */
export interface SheetColumn {
  label: string;
  note?: string;
  rest?: boolean;
}

/** A computed sheet for one period: a month `YYYY-MM` or a year `YYYY`. */
export interface SheetGrid {
  span: SheetSpan;
  period: string;
  columns: SheetColumn[];
  rows: SheetRow[];
}
