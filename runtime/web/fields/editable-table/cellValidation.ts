import { checkCell, fillMessage, validateRows, type UniqueCounts } from '../../../core/validation/cellRules';
import { cellErrorMessage } from '../../../core/validation/detailRows';
import type { CellRule } from '../../../core/screen/tableColumn.types';
import type { CellErrors, TableColumn, TableRow } from './types';

/**
 * A custom cell rule (`{ handler: 'name' }`): answers true or null to pass, false to fail with the
 * rule's message, or a string to fail with that message. It may be asynchronous (a server check).
 */
export type CellHandler = (value: unknown, row: TableRow, column: TableColumn) => boolean | null | string | Promise<boolean | null | string>;

const handlers = new Map<string, CellHandler>();

/** Makes a handler available to screen files by name. */
export function registerCellHandler(name: string, handler: CellHandler): void {
  handlers.set(name, handler);
}

const hasHandler = (column: TableColumn) => column.rules.some((rule) => rule.handler !== undefined);

async function handlerFailure(rule: CellRule, value: unknown, row: TableRow, column: TableColumn): Promise<string | null> {
  const handler = handlers.get(rule.handler ?? '');
  if (!handler) throw new Error(`Unknown cell handler '${rule.handler}'`);
  const answer = await handler(value, row, column);
  if (answer === true || answer === null) return null;
  return fillMessage(typeof answer === 'string' ? answer : (rule.message ?? '${title}校验未通过'), column);
}

/**
 * One cell through its rules in order (widgets-spec §5.3), handlers included; the first failure
 * wins. Columns without handlers answer synchronously in effect.
 */
export async function validateCell(column: TableColumn, row: TableRow, counts: UniqueCounts): Promise<string | null> {
  const value = row[column.key];
  if (!hasHandler(column)) return checkCell(column, value, counts);
  for (const rule of column.rules) {
    const failure = rule.handler !== undefined ? await handlerFailure(rule, value, row, column) : checkCell({ ...column, rules: [rule] }, value, counts);
    if (failure) return failure;
  }
  return checkCell({ ...column, rules: [] }, value, counts);
}

/** Errors as the table keeps them: row id → column key → message. */
export function toCellErrors(entries: Iterable<{ rowId: string; key: string; message: string }>): Map<string, Map<string, string>> {
  const errors = new Map<string, Map<string, string>>();
  for (const { rowId, key, message } of entries) {
    const row = errors.get(rowId) ?? new Map<string, string>();
    row.set(key, message);
    errors.set(rowId, row);
  }
  return errors;
}

/**
 * Every cell of the table: the synchronous rules in one pass over all rows (the 10,000-row
 * budget), then the handler rules of the columns that have them.
 */
export async function validateTable(columns: TableColumn[], rows: readonly TableRow[], counts: UniqueCounts): Promise<CellErrors> {
  const plain = columns.filter((column) => !hasHandler(column));
  const entries = validateRows(plain, rows).map((error) => ({ rowId: rows[error.rowIndex].id, key: error.key, message: error.message }));
  for (const column of columns.filter(hasHandler)) {
    for (const row of rows) {
      const message = await validateCell(column, row, counts);
      if (message) entries.push({ rowId: row.id, key: column.key, message });
    }
  }
  return toCellErrors(entries);
}

/** Number of failing cells. */
export function errorCount(errors: CellErrors): number {
  let count = 0;
  for (const row of errors.values()) count += row.size;
  return count;
}

/** `保存失败，共有N处校验错误` — the save refusal with its error count. */
export const saveRefusedMessage = (count: number): string => `校验未通过，共有${count}处错误`;

/**
 * The table's message under the form field: the error count and the first failing cell in row
 * and column order, worded as the server words it (`材料明细有2处错误，第1行「单位」：请选择单位!`).
 */
export function tableErrorMessage(title: string, errors: CellErrors, rows: readonly TableRow[], columns: readonly TableColumn[]): string | undefined {
  const count = errorCount(errors);
  if (count === 0) return undefined;
  const rowIndex = rows.findIndex((row) => errors.has(row.id));
  const rowErrors = rowIndex < 0 ? undefined : errors.get(rows[rowIndex].id);
  const column = columns.find((candidate) => rowErrors?.has(candidate.key));
  return column && rowErrors
    ? `${title}有${count}处错误，${cellErrorMessage(rowIndex, column.title, rowErrors.get(column.key) ?? '')}`
    : `${title}有${count}处错误`;
}
