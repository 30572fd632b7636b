import type { FieldSchema } from '../screen/screen.types';
import { columnRules, validateRows, type RuledColumn } from './cellRules';

/** The columns of a detail property with their rules, in column order. */
export function ruledColumns(field: FieldSchema): RuledColumn[] {
  const required = new Set(field.items?.required ?? []);
  return Object.entries(field.items?.properties ?? {}).map(([key, column]) => ({
    key,
    title: column.title,
    field: column,
    rules: columnRules(column, required.has(key)),
  }));
}

const ruledCache = new WeakMap<FieldSchema, RuledColumn[]>();

function cachedColumns(field: FieldSchema): RuledColumn[] {
  let columns = ruledCache.get(field);
  if (!columns) {
    columns = ruledColumns(field);
    ruledCache.set(field, columns);
  }
  return columns;
}

/** A detail value the validator can read: rows must be objects. */
export function isRowArray(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
}

/** `第2行「计划数量」：请输入计划数量!` — the server's message names the row and the column. */
export function cellErrorMessage(rowIndex: number, title: string, message: string): string {
  return `第${rowIndex + 1}行「${title}」：${message}`;
}

/**
 * Validates the rows of a detail property with the same cell rules as the editable table; one
 * message per failing cell, naming the row and the column.
 */
export function validateDetailRows(field: FieldSchema, rows: unknown): string[] {
  if (rows === undefined || rows === null) return [];
  if (!isRowArray(rows)) return [`${field.title}格式不正确`];
  const columns = cachedColumns(field);
  const titles = new Map(columns.map((column) => [column.key, column.title]));
  return validateRows(columns, rows).map((error) => cellErrorMessage(error.rowIndex, titles.get(error.key) ?? error.key, error.message));
}
