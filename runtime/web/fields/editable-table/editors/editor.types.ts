import type { DictItem } from '../../../render/dict/dict.types';
import type { TableColumn, TableRow } from '../types';

/** What every cell editor gets: its column, row, value and choice items, and where edits go. */
export interface CellEditorProps {
  column: TableColumn;
  row: TableRow;
  value: unknown;
  items: DictItem[];
  disabled?: boolean;
  /** Every change (validated on input and change). */
  onChange(value: unknown): void;
  /** Leaving the editor (validated on blur). */
  onBlur(): void;
  /** Sets other cells of the row (a popup filling destination fields). */
  onSetCells?(values: Record<string, unknown>): void;
}
