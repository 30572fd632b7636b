import { Tooltip } from 'antd';
import { memo, type DragEvent } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { alwaysEditing } from './cellInput';
import { cellText } from './cellText';
import { CellEditor } from './editors/CellEditor';
import type { TableColumn, TableRow } from './types';
import { ROW_HEIGHT } from './virtualWindow';

export interface TableRowViewProps {
  row: TableRow;
  index: number;
  columns: TableColumn[];
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

/**
 * One row: drag handle, selection, row number, then one cell per column. Plain elements where
 * possible (native checkbox, text handle): rows are re-rendered on every scroll frame. A cell shows its text
 * until clicked (edit-on-click), then its editor; a failing cell is outlined and its tooltip
 * shows the first failed rule's message.
 */
function RowView(props: TableRowViewProps) {
  const { row, index, columns, errors, activeKey, editable } = props;
  const className = ['et-row', props.selected ? 'et-row-selected' : '', props.reloaded ? 'et-row-reloaded' : ''].join(' ');
  return (
    <div
      className={className}
      data-row-id={row.id}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
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
          <input type="checkbox" className="et-check" aria-label={`选择第${index + 1}行`} checked={props.selected} onChange={(event) => props.onSelect(row.id, event.target.checked)} />
        </div>
      )}
      {props.rowNumber && (
        <div className="et-cell" style={{ width: NUMBER_WIDTH }}>
          {index + 1}
        </div>
      )}
      {columns.map((column) => {
        const value = row[column.key];
        const error = errors?.get(column.key);
        const items = props.items.get(column.key) ?? [];
        const canEdit = editable && !column.readOnly;
        const editing = canEdit && (activeKey === column.key || alwaysEditing(column.type));
        const numeric = column.type === 'inputNumber' || column.field.type === 'number' || column.field.type === 'integer';
        const classes = ['et-cell', canEdit && !editing ? 'et-editable' : '', activeKey === column.key ? 'et-cell-active' : '', error ? 'et-invalid' : '', numeric && !editing ? 'et-cell-number' : ''].join(' ');
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
          <div key={column.key} className={classes} data-key={column.key} style={{ width: column.width }} onClick={() => canEdit && !editing && props.onActivate(row.id, column.key)}>
            {content}
          </div>
        );
        // Only failing and editing cells carry a tooltip (one per cell would cost most of a scroll
        // frame); an editing cell keeps it whether valid or not, so its input is never re-created.
        return error || editing ? (
          <Tooltip key={column.key} title={error} color="#ff4d4f">
            {cell}
          </Tooltip>
        ) : (
          cell
        );
      })}
    </div>
  );
}

export const TableRowView = memo(RowView);
