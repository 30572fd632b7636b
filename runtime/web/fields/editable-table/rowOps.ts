import { ORDER_FIELD } from '../../../core/screen/screenModel';
import type { TableRow, TableState } from './types';

const TEMP_PREFIX = 'tmp_';
let tempSequence = 0;

/** A temporary id for a new row; the server gives it a real id on save. */
export function newTempId(): string {
  tempSequence += 1;
  return `${TEMP_PREFIX}${Date.now().toString(36)}${tempSequence.toString(36)}`;
}

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/** Rows with orderNum renumbered 1…n after the list order (drag sorting uses orderNum). */
function renumbered(rows: TableRow[]): TableRow[] {
  return rows.map((row, index) => (row[ORDER_FIELD] === index + 1 ? row : { ...row, [ORDER_FIELD]: index + 1 }));
}

/** The table state of stored rows: rows without an id get a temporary one (counted as inserted). */
export function stateOf(values: readonly Record<string, unknown>[]): TableState {
  const insertedIds: string[] = [];
  const rows = values.map((value) => {
    if (typeof value.id === 'string' && value.id !== '') return value as TableRow;
    const id = newTempId();
    insertedIds.push(id);
    return { ...value, id };
  });
  return { rows, deletedIds: [], insertedIds };
}

/** Inserts new rows (made by `makeRow`) at `index` (default: the end); they are tracked as inserted. */
export function insertRows(state: TableState, newRows: TableRow[], index = state.rows.length): TableState {
  const at = Math.max(0, Math.min(index, state.rows.length));
  const rows = renumbered([...state.rows.slice(0, at), ...newRows, ...state.rows.slice(at)]);
  return { ...state, rows, insertedIds: [...state.insertedIds, ...newRows.map((row) => row.id)] };
}

/**
 * Removes rows by id. Removed persisted rows are recorded as deleted ids; removed new rows are
 * simply forgotten. Ids must be strings (upstream throws on other argument types).
 */
export function removeRows(state: TableState, ids: readonly string[]): TableState {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) throw new TypeError('removeRows: ids must be an array of strings');
  const removing = new Set(ids);
  const removedPersisted = state.rows.filter((row) => removing.has(row.id) && !state.insertedIds.includes(row.id)).map((row) => row.id);
  return {
    rows: renumbered(state.rows.filter((row) => !removing.has(row.id))),
    deletedIds: [...state.deletedIds, ...removedPersisted],
    insertedIds: state.insertedIds.filter((id) => !removing.has(id)),
  };
}

/** Moves the row at `from` to position `to` (drag sorting), renumbering orderNum. */
export function moveRow(state: TableState, from: number, to: number): TableState {
  if (from === to || from < 0 || from >= state.rows.length) return state;
  const rows = [...state.rows];
  const [moved] = rows.splice(from, 1);
  rows.splice(Math.max(0, Math.min(to, rows.length)), 0, moved);
  return { ...state, rows: renumbered(rows) };
}

/** Moves one row up (-1) or down (+1) by id; nothing happens at the ends. */
export function shiftRow(state: TableState, id: string, direction: -1 | 1): TableState {
  const from = state.rows.findIndex((row) => row.id === id);
  const to = from + direction;
  return from < 0 || to < 0 || to >= state.rows.length ? state : moveRow(state, from, to);
}

/** One cell changed; the row object is replaced so views of other rows keep their identity. */
export function setCell(state: TableState, id: string, key: string, value: unknown): TableState {
  return { ...state, rows: state.rows.map((row) => (row.id === id ? { ...row, [key]: value } : row)) };
}

/** Merges a row pushed by another page (every key except id) into the row with its id. */
export function mergeRow(state: TableState, incoming: Record<string, unknown>): TableState {
  const { id, ...values } = incoming;
  if (typeof id !== 'string' || !state.rows.some((row) => row.id === id)) return state;
  return { ...state, rows: state.rows.map((row) => (row.id === id ? { ...row, ...values, id } : row)) };
}

/** Rows as saved: with temporary ids removed when asked (the server gives new rows real ids). */
export function rowsForSave(rows: readonly TableRow[], stripTempIds: boolean): Record<string, unknown>[] {
  if (!stripTempIds) return [...rows];
  return rows.map((row) => {
    if (!isTempId(row.id)) return row;
    const { id: _tempId, ...rest } = row;
    return rest;
  });
}
