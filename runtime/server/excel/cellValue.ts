import type { CellValue } from 'exceljs';
import type { FieldSchema } from '../../core/screen/screen.types';

const pad = (value: number): string => String(value).padStart(2, '0');

/** Excel dates carry no zone: exceljs hands them over as UTC, so the UTC parts are the typed ones. */
function dateText(date: Date, schema: FieldSchema): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  if (schema.format === 'date') return day;
  if (schema.format === 'time') return time;
  return `${day} ${time}`;
}

/** The plain content of a cell: text of rich text and links, the result of a formula. */
function plainValue(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return plainValue((value.result ?? null) as CellValue);
  return null;
}

const TRUE_TEXTS = new Set(['是', 'true', '1', 'Y', '开']);
const FALSE_TEXTS = new Set(['否', 'false', '0', 'N', '关']);

/**
 * A cell as the value the API takes for that field: numbers for number fields, booleans for
 * booleans (是/否), `YYYY-MM-DD` (or with time) for dates, trimmed text otherwise. An empty cell
 * gives undefined; a value of the wrong kind is passed on as text for validation to refuse.
 */
export function cellToApiValue(cell: CellValue, schema: FieldSchema): unknown {
  const value = plainValue(cell);
  if (value === null) return undefined;
  if (value instanceof Date) return dateText(value, schema);
  const text = String(value).trim();
  if (text === '') return undefined;
  if (schema.type === 'number' || schema.type === 'integer') return typeof value === 'number' ? value : Number.isNaN(Number(text)) ? text : Number(text);
  if (schema.type === 'boolean') return TRUE_TEXTS.has(text) ? true : FALSE_TEXTS.has(text) ? false : text;
  return text;
}

/** A record value as a cell: dictionary labels where there are any, 是/否 for booleans. */
export function apiValueToCell(value: unknown, label: unknown): string | number | null {
  if (typeof label === 'string' && label !== '') return label;
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return value;
  return String(value);
}
