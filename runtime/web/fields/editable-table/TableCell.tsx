import { Tooltip } from 'antd';
import { memo } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { cellText } from './cellText';
import { CellEditor } from './editors/CellEditor';
import type { TableColumn, TableRow } from './types';

export interface TableCellProps {
  column: TableColumn;
  /** The row: an editor reads and sets sibling cells through it. */
  row: TableRow;
  value: unknown;
  items: DictItem[];
  error: string | undefined;
  /** The cell the user clicked into. */
  active: boolean;
  /** The cell shows its editor (active, or a type always shown as an editor). */
  editing: boolean;
  canEdit: boolean;
  onActivate(id: string, key: string): void;
  onEdit(id: string, key: string, value: unknown): void;
  onBlur(id: string, key: string): void;
}

/**
 * One cell: its text until clicked (edit-on-click), then its editor; a failing cell is outlined
 * and its tooltip shows the first failed rule's message. Memoised, so an edit re-renders only the
 * edited cell of its row; the row is compared only while editing (a display cell needs no row).
 */
function Cell(props: TableCellProps) {
  const { column, row, value, items, error, active, editing, canEdit } = props;
  const numeric = column.type === 'inputNumber' || column.field.type === 'number' || column.field.type === 'integer';
  const classes = [
    'et-cell',
    canEdit && !editing ? 'et-editable' : '',
    active ? 'et-cell-active' : '',
    error ? 'et-invalid' : '',
    numeric && !editing ? 'et-cell-number' : '',
  ].join(' ');
  const content = editing ? (
    <CellEditor
      column={column}
      row={row}
      value={value}
      items={items}
      onChange={(next) => props.onEdit(row.id, column.key, next)}
      onBlur={() => props.onBlur(row.id, column.key)}
      onSetCells={(values) => Object.entries(values).forEach(([key, next]) => props.onEdit(row.id, key, next))}
    />
  ) : (
    <span className={`et-text${column.readOnly ? ' et-disabled-text' : ''}`}>{cellText(column, value, items)}</span>
  );
  const cell = (
    <div className={classes} data-key={column.key} style={{ width: column.width }} onClick={() => canEdit && !editing && props.onActivate(row.id, column.key)}>
      {content}
    </div>
  );
  // Only failing and editing cells carry a tooltip (one per cell would cost most of a scroll
  // frame); an editing cell keeps it whether valid or not, so its input is never re-created.
  return error || editing ? (
    <Tooltip title={error} color="#ff4d4f">
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}

function sameCell(previous: TableCellProps, next: TableCellProps): boolean {
  return (
    previous.value === next.value &&
    previous.error === next.error &&
    previous.active === next.active &&
    previous.editing === next.editing &&
    previous.canEdit === next.canEdit &&
    previous.column === next.column &&
    previous.items === next.items &&
    previous.row.id === next.row.id &&
    (!next.editing || previous.row === next.row) &&
    previous.onActivate === next.onActivate &&
    previous.onEdit === next.onEdit &&
    previous.onBlur === next.onBlur
  );
}

export const TableCell = memo(Cell, sameCell);
