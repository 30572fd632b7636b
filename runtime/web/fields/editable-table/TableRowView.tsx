import { memo, type DragEvent } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { alwaysEditing } from './cellInput';
import type { ColumnWindow } from './columnWindow';
import { TableCell } from './TableCell';
import type { TableColumn, TableRow } from './types';
import { ROW_HEIGHT } from './virtualWindow';

export interface TableRowViewProps {
  row: TableRow;
  index: number;
  columns: TableColumn[];
  /** The columns in view: the others are left out, a spacer keeping the place of those on the left. */
  columnWindow: ColumnWindow;
  items: ReadonlyMap<string, DictItem[]>;
  errors: ReadonlyMap<string, string> | undefined;
  /** Key of the cell being edited in this row. */
  activeKey: string | null;
  selected: boolean;
  reloaded: boolean;
  editable: boolean;
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  onSelect(id: string, selected: boolean): void;
  onActivate(id: string, key: string): void;
  onEdit(id: string, key: string, value: unknown): void;
  onBlur(id: string, key: string): void;
  onDragStart(index: number): void;
  onDrop(index: number): void;
}

export const HANDLE_WIDTH = 32;
export const SELECT_WIDTH = 40;
export const NUMBER_WIDTH = 50;

const NO_ITEMS: DictItem[] = [];

/**
 * One row: drag handle, selection, row number, then one cell per column. Plain elements where
 * possible (native checkbox, text handle): a scroll re-renders the row entering the window. The
 * row is placed by a transform (no layout of its siblings) and contained (its layout and paint
 * never reach the rest of the table).
 */
function RowView(props: TableRowViewProps) {
  const { row, index, columns, columnWindow, errors, activeKey, editable } = props;
  const className = ['et-row', props.selected ? 'et-row-selected' : '', props.reloaded ? 'et-row-reloaded' : ''].join(' ');
  return (
    <div
      className={className}
      data-row-id={row.id}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT }}
      onDragOver={(event: DragEvent) => props.dragSort && event.preventDefault()}
      onDrop={() => props.dragSort && props.onDrop(index)}
    >
      {props.dragSort && editable && (
        <div className="et-cell et-handle" style={{ width: HANDLE_WIDTH }} draggable onDragStart={() => props.onDragStart(index)} title="拖动排序">
          ⠿
        </div>
      )}
      {props.rowSelection && editable && (
        <div className="et-cell" style={{ width: SELECT_WIDTH }}>
          <input
            type="checkbox"
            className="et-check"
            aria-label={`选择第${index + 1}行`}
            checked={props.selected}
            onChange={(event) => props.onSelect(row.id, event.target.checked)}
          />
        </div>
      )}
      {props.rowNumber && (
        <div className="et-cell" style={{ width: NUMBER_WIDTH }}>
          {index + 1}
        </div>
      )}
      {columnWindow.before > 0 && <div className="et-spacer" style={{ width: columnWindow.before }} />}
      {columns.slice(columnWindow.start, columnWindow.end).map((column) => {
        const canEdit = editable && !column.readOnly;
        return (
          <TableCell
            key={column.key}
            column={column}
            row={row}
            value={row[column.key]}
            items={props.items.get(column.key) ?? NO_ITEMS}
            error={errors?.get(column.key)}
            active={activeKey === column.key}
            editing={canEdit && (activeKey === column.key || alwaysEditing(column.type))}
            canEdit={canEdit}
            onActivate={props.onActivate}
            onEdit={props.onEdit}
            onBlur={props.onBlur}
          />
        );
      })}
    </div>
  );
}

export const TableRowView = memo(RowView);
