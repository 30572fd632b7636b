import { useEffect, useMemo, useRef, useState } from 'react';
import { withComputedColumns } from '../../../core/screen/computedColumns';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { countUniqueValues } from '../../../core/validation/cellRules';
import { validateCell, validateTable } from './cellValidation';
import { insertRows, mergeRow, moveRow, newTempId, removeRows, rowsForSave, setCell, shiftRow, stateOf } from './rowOps';
import type { CellErrors, TableColumn, TableRow, TableState } from './types';

export interface TableModel {
  state: TableState;
  selected: ReadonlySet<string>;
  errors: CellErrors;
  /** Row ids that just received a live update (the 1400 ms reload effect). */
  reloaded: ReadonlySet<string>;
  setSelected(ids: ReadonlySet<string>): void;
  /** New rows with the columns' default values, at `index` (default: the end); returns their ids. */
  addRows(count: number, index?: number): string[];
  remove(ids: string[]): void;
  move(from: number, to: number): void;
  shift(id: string, direction: -1 | 1): void;
  /** A cell edit: updates the row, recomputes products and validates the cell (and its column when unique). */
  edit(id: string, key: string, value: unknown): void;
  /** Re-validates one cell (blur). */
  check(id: string, key: string): void;
  /** Validates every cell; answers the failing cells. */
  validateAll(): Promise<CellErrors>;
  /** A row pushed by another page. */
  receive(row: Record<string, unknown>): void;
  values(stripTempIds: boolean): { rows: Record<string, unknown>[]; deletedIds: string[]; insertedIds: string[] };
}

/** The reload effect of a live update lasts 1400 ms (widgets-spec §9). */
export const RELOAD_EFFECT_MS = 1400;

function defaultRow(columns: readonly TableColumn[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    const { defaultValue, defaultChecked, customValue } = column.config;
    if (column.type === 'checkbox' && customValue) row[column.key] = defaultChecked ? customValue[0] : customValue[1];
    else if (defaultValue !== undefined) row[column.key] = defaultValue;
    else if (column.field.default !== undefined) row[column.key] = column.field.default;
  }
  return row;
}

/** The operations of a table model; the same functions for the table's whole life. */
export type TableActions = Omit<TableModel, 'state' | 'selected' | 'errors' | 'reloaded'>;

/**
 * The state of an editable table bound to a value/onChange pair (one Formily field): rows with
 * ids, deleted and inserted ids, selection and cell errors. Edits emit the new rows; any other
 * array coming in (a loaded record) resets the state, so a caller passes back the emitted array
 * itself, or keeps passing the same one. The operations read the latest state,
 * columns and onChange through refs, so they never change identity: a memoised row or cell
 * handed one is not re-rendered because the table's state changed elsewhere.
 */
export function useTableModel(
  detail: FieldSchema,
  columns: TableColumn[],
  value: readonly Record<string, unknown>[] | undefined,
  onChange: ((rows: Record<string, unknown>[]) => void) | undefined,
  stripTempIds: boolean,
): TableModel {
  const [state, setState] = useState<TableState>(() => stateOf(value ?? []));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<CellErrors>(new Map());
  const [reloaded, setReloaded] = useState<ReadonlySet<string>>(new Set());
  const emitted = useRef<readonly Record<string, unknown>[] | undefined>(value);
  const stateRef = useRef(state);
  stateRef.current = state;
  const latest = useRef({ detail, columns, onChange, stripTempIds });
  latest.current = { detail, columns, onChange, stripTempIds };

  // A value is the table's own when it is the very array the table emitted last (the Formily
  // binding unwraps it from Formily's proxy, so it comes back as is): comparing identity, not the
  // rows cell by cell, keeps a keystroke in a 10,000-row table from reading every row again.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setState(stateOf(value ?? []));
    setErrors(new Map());
    setSelected(new Set());
  }, [value]);

  const actions = useMemo<TableActions>(() => {
    const current = () => stateRef.current;
    const commit = (next: TableState) => {
      stateRef.current = next;
      setState(next);
      const rows = rowsForSave(next.rows, latest.current.stripTempIds);
      emitted.current = rows;
      latest.current.onChange?.(rows);
    };
    const setCellErrors = (updates: { rowId: string; key: string; message: string | null }[]) =>
      setErrors((previous) => {
        const next = new Map(previous);
        for (const { rowId, key, message } of updates) {
          const row = new Map(next.get(rowId) ?? []);
          if (message) row.set(key, message);
          else row.delete(key);
          if (row.size > 0) next.set(rowId, row);
          else next.delete(rowId);
        }
        return next;
      });
    const checkCells = (rows: readonly TableRow[], targets: { row: TableRow; column: TableColumn }[]) => {
      const counts = countUniqueValues(
        targets.map((target) => target.column),
        rows,
      );
      void Promise.all(targets.map(async ({ row, column }) => ({ rowId: row.id, key: column.key, message: await validateCell(column, row, counts) }))).then(
        setCellErrors,
      );
    };
    /** The cells to re-check after `key` of `id` changed: the cell, or its whole column when unique. */
    const affected = (rows: readonly TableRow[], id: string, key: string) => {
      const column = latest.current.columns.find((candidate) => candidate.key === key);
      if (!column) return [];
      const unique = column.rules.some((rule) => rule.unique || rule.pattern === 'only');
      return rows.filter((row) => unique || row.id === id).map((row) => ({ row, column }));
    };
    return {
      setSelected,
      addRows(count, index) {
        const rows = Array.from({ length: count }, () => ({ ...defaultRow(latest.current.columns), id: newTempId() }) as TableRow);
        commit(insertRows(current(), rows, index));
        return rows.map((row) => row.id);
      },
      remove(ids) {
        commit(removeRows(current(), ids));
        setSelected(new Set());
        setErrors((previous) => new Map([...previous].filter(([id]) => !ids.includes(id))));
      },
      move: (from, to) => commit(moveRow(current(), from, to)),
      shift: (id, direction) => commit(shiftRow(current(), id, direction)),
      edit(id, key, cellValue) {
        const edited = setCell(current(), id, key, cellValue);
        const next = { ...edited, rows: edited.rows.map((row) => (row.id === id ? (withComputedColumns(latest.current.detail, row) as TableRow) : row)) };
        commit(next);
        checkCells(next.rows, affected(next.rows, id, key));
      },
      check(id, key) {
        checkCells(current().rows, affected(current().rows, id, key));
      },
      async validateAll() {
        const rows = current().rows;
        const { columns: all } = latest.current;
        const found = await validateTable(all, rows, countUniqueValues(all, rows));
        setErrors(found);
        return found;
      },
      receive(row) {
        const next = mergeRow(current(), row);
        if (next === current()) return;
        commit(next);
        const id = String(row.id);
        setReloaded((previous) => new Set([...previous, id]));
        setTimeout(() => setReloaded((previous) => new Set([...previous].filter((candidate) => candidate !== id))), RELOAD_EFFECT_MS);
      },
      values: (strip) => ({ rows: rowsForSave(current().rows, strip), deletedIds: current().deletedIds, insertedIds: current().insertedIds }),
    };
  }, []);

  return useMemo<TableModel>(() => ({ state, selected, errors, reloaded, ...actions }), [state, selected, errors, reloaded, actions]);
}
