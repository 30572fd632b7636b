import type { FieldSchema } from '../../../core/screen/screen.types';
import type { CellType, TableColumnConfig } from '../../../core/screen/tableColumn.types';
import type { RuledColumn } from '../../../core/validation/cellRules';
import type { DictItem } from '../../render/dict/dict.types';

/** One row of the table: its id (temporary for new rows) and one value per column. */
export type TableRow = Record<string, unknown> & { id: string };

/** A column as the table renders it: the property, its settings and its rules resolved once. */
export interface TableColumn extends RuledColumn {
  type: CellType;
  config: TableColumnConfig;
  width: number;
  required: boolean;
  /** Dictionary of choice columns (`x-column.dictCode`, `dict` or the property's `x-dict`). */
  dictCode?: string;
  options?: DictItem[];
  readOnly: boolean;
}

/** The rows with the bookkeeping of widgets-spec §4: removed persisted ids and new rows' ids. */
export interface TableState {
  rows: TableRow[];
  deletedIds: string[];
  insertedIds: string[];
}

/** Cell errors: row id → column key → message. */
export type CellErrors = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Props of the table component as a screen field. */
export interface EditableTableProps {
  value?: Record<string, unknown>[];
  onChange?(rows: Record<string, unknown>[]): void;
  /** The array property (its `items` are the columns). */
  detail: FieldSchema;
  disabled?: boolean;
  readOnly?: boolean;
  maxHeight?: number;
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  toolbar?: boolean;
  disabledButtons?: string[];
  stripTempIds?: boolean;
  socket?: boolean;
  /** Called when the cell errors change (after an edit's cells are checked, or a full check). */
  onErrorsChange?(errors: CellErrors, rows: readonly TableRow[]): void;
  /** Standalone use: shows 保存 and receives the validated rows. */
  onSave?(values: { rows: Record<string, unknown>[]; deletedIds: string[]; insertedIds: string[] }): void;
}
