/**
 * The shape of a sheet file (`schemas/sheets/<name>.json`): a screen's records laid out as rows ×
 * the days of a month, with per-row totals. The meta-schema `schemas/meta/sheet.schema.json` is
 * the authority; these types mirror it for code.
 */

export interface SheetMark {
  mark: string;
  /** antd colour name. */
  color?: string;
}

/** A per-row total: the sum of a number field, or the count of days whose field has one of the values. */
export type SheetTotal = { title: string; sum: string; count?: undefined } | { title: string; count: { field: string; values: string[] }; sum?: undefined };

export interface SheetFile {
  $schema?: string;
  id: string;
  title: string;
  /** Id of the screen whose records fill the sheet. */
  screen: string;
  /** The screen's date field placing a record in a day column. */
  date: string;
  rows: { field: string; show?: string[] };
  cell: { field: string; marks?: Record<string, SheetMark> };
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
  /** Per day of the month (index 0 = day 1): the cell value, or null. */
  cells: (string | null)[];
  totals: number[];
}

/** A computed sheet for one month. */
export interface SheetGrid {
  month: string;
  days: number;
  rows: SheetRow[];
}
