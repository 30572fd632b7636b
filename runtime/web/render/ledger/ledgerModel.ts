import { addDays, type DayRange } from '../../../core/dashboard/period';
import type { LedgerBalanceRow, LedgerFile } from '../../../core/posting/posting.types';
import type { Catalogue } from '../../../core/screen/catalogue.types';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';

/** The four figures of a ledger row; each drills into the posting list. */
export type LedgerFigure = 'opening' | 'in' | 'out' | 'closing';

export const FIGURE_TITLES: Readonly<Record<LedgerFigure, string>> = { opening: '期初', in: '入库', out: '出库', closing: '期末' };
export const FIGURES: readonly LedgerFigure[] = ['opening', 'in', 'out', 'closing'];

/** What a ledger catalogue entry needs on the page: the ledger's name, and the dashboard shown above it. */
export interface LedgerEntry {
  title: string;
  /** `material_stock` of `schemas/ledgers/material_stock.json`. */
  ledgerName: string;
  /** Id of the dashboard's own catalogue entry (it carries the dashboard's route and permission). */
  dashboardId: string | null;
}

/** The ledger entry of the catalogue with that id; null when there is none. */
export function ledgerEntryOf(catalogue: Catalogue, entryId: string): LedgerEntry | null {
  const screens = listCatalogueScreens(catalogue).map(({ screen }) => screen);
  const entry = screens.find((screen) => screen.id === entryId);
  const match = entry?.ledger ? /([^/]+)\.json$/.exec(entry.ledger) : null;
  if (!entry || !match) return null;
  const dashboard = entry.dashboard ? screens.find((screen) => screen.dashboard === entry.dashboard && !screen.ledger) : undefined;
  return { title: entry.title, ledgerName: match[1], dashboardId: dashboard?.id ?? null };
}

/** The key filters, material search and paging the balances API takes, with the period. */
export function balanceParams(
  range: DayRange,
  keyFilters: Readonly<Record<string, string | undefined>>,
  search: string,
  page: { pageNo: number; pageSize: number },
  searchField = 'materialName',
): Record<string, string> {
  const params: Record<string, string> = { begin: range.begin, end: range.end, pageNo: String(page.pageNo), pageSize: String(page.pageSize) };
  for (const [key, value] of Object.entries(keyFilters)) if (value) params[key] = value;
  if (search.trim()) params[searchField] = `*${search.trim()}*`;
  return params;
}

/**
 * The posting list's URL filters that show where a figure comes from: the row's keys (an empty
 * key is not a filter: the list cannot ask for an empty value), the days the figure covers
 * (期初: everything before the period, 期末: everything up to its end) and, for 入库 / 出库, the direction.
 */
export function figureQuery(ledger: Pick<LedgerFile, 'keys' | 'date'>, row: LedgerBalanceRow, range: DayRange, figure: LedgerFigure): Map<string, string> {
  const query = new Map<string, string>();
  for (const key of ledger.keys) {
    const value = row[key];
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  if (figure === 'in' || figure === 'out') query.set('direction', figure);
  if (figure === 'in' || figure === 'out') query.set(`${ledger.date}_begin`, range.begin);
  query.set(`${ledger.date}_end`, figure === 'opening' ? addDays(range.begin, -1) : range.end);
  return query;
}

/** The quantity and amount of a figure on a row. */
export function figureValues(row: LedgerBalanceRow, figure: LedgerFigure): { qty: number; amount: number } {
  return { qty: Number(row[`${figure}Qty`] ?? 0), amount: Number(row[`${figure}Amount`] ?? 0) };
}

/** Quantities as the ledger shows them: up to three decimals, no trailing zeros; amounts with two decimals. */
export function formatQty(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : '';
}
export function formatAmount(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';
}

/** A CSV of the shown rows (BOM first so spreadsheet programs read it as UTF-8), for 导出. */
export function ledgerCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
