import { Empty } from 'antd';
import { forwardRef, memo, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { groupThousands } from '../input-number/groupThousands';
import { columnSum, STATISTICS_ROW_HEIGHT } from './statistics';
import { HANDLE_WIDTH, NUMBER_WIDTH, SELECT_WIDTH, TableRowView } from './TableRowView';
import type { CellErrors, TableColumn, TableRow } from './types';
import { ROW_HEIGHT, rowWindow } from './virtualWindow';

const HEADER_HEIGHT = 40;

/**
 * A row's React key: its index modulo the window size (at least 64), so scrolling re-uses the
 * DOM of rows that left the window for rows that entered it instead of re-creating them.
 */
export function rowSlot(index: number, windowSize: number): number {
  return index % Math.max(64, windowSize);
}

export interface TableBodyProps {
  columns: TableColumn[];
  rows: TableRow[];
  items: ReadonlyMap<string, DictItem[]>;
  errors: CellErrors;
  selected: ReadonlySet<string>;
  reloaded: ReadonlySet<string>;
  active: { id: string; key: string } | null;
  editable: boolean;
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  maxHeight: number;
  onSelectAll(selected: boolean): void;
  onSelect(id: string, selected: boolean): void;
  onActivate(id: string, key: string): void;
  onEdit(id: string, key: string, value: unknown): void;
  onBlur(id: string, key: string): void;
  onDragStart(index: number): void;
  onDrop(index: number): void;
}

export interface TableBodyHandle {
  scrollToRow(index: number): void;
}

/**
 * Header, the virtual rows and the statistics row. The scroll position lives here, so a scroll
 * frame re-renders only this part (never the toolbar), and only the rows in view are rendered.
 */
const Body = forwardRef<TableBodyHandle, TableBodyProps>(function TableBody(props, ref) {
  const { columns, rows, editable, rowNumber, rowSelection, dragSort, maxHeight } = props;
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    scrollToRow(index) {
      if (scroller.current) scroller.current.scrollTop = index * ROW_HEIGHT;
    },
  }));
  const statistics = useMemo(() => columns.filter((column) => column.config.statistics), [columns]);
  const sums = useMemo(() => new Map(statistics.map((column) => [column.key, columnSum(rows, column.key)])), [statistics, rows]);
  const viewport = maxHeight - HEADER_HEIGHT - (statistics.length > 0 ? STATISTICS_ROW_HEIGHT : 0);
  const visible = rowWindow(scrollTop, viewport, rows.length);
  const leadWidth = (dragSort ? HANDLE_WIDTH : 0) + (rowSelection ? SELECT_WIDTH : 0) + (rowNumber ? NUMBER_WIDTH : 0);
  const totalWidth = leadWidth + columns.reduce((sum, column) => sum + column.width, 0);
  const allSelected = rows.length > 0 && props.selected.size === rows.length;

  return (
    <div className="et-scroll" ref={scroller} style={{ maxHeight }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <div className="et-header">
          {dragSort && <div className="et-cell" style={{ width: HANDLE_WIDTH }} />}
          {rowSelection && (
            <div className="et-cell" style={{ width: SELECT_WIDTH }}>
              <input type="checkbox" className="et-check" aria-label="全选" checked={allSelected} onChange={(event) => props.onSelectAll(event.target.checked)} />
            </div>
          )}
          {rowNumber && (
            <div className="et-cell" style={{ width: NUMBER_WIDTH }}>
              #
            </div>
          )}
          {columns.map((column) => (
            <div key={column.key} className={`et-cell${column.required ? ' et-required' : ''}`} style={{ width: column.width }}>
              {column.title}
            </div>
          ))}
        </div>
        {rows.length === 0 ? (
          <div className="et-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          </div>
        ) : (
          <div style={{ position: 'relative', height: visible.totalHeight }}>
            {rows.slice(visible.start, visible.end).map((row, offset) => (
              <TableRowView
                key={rowSlot(visible.start + offset, visible.end - visible.start)}
                row={row}
                index={visible.start + offset}
                columns={columns}
                items={props.items}
                errors={props.errors.get(row.id)}
                activeKey={props.active?.id === row.id ? props.active.key : null}
                selected={props.selected.has(row.id)}
                reloaded={props.reloaded.has(row.id)}
                editable={editable}
                rowNumber={rowNumber}
                rowSelection={rowSelection}
                dragSort={dragSort}
                onSelect={props.onSelect}
                onActivate={props.onActivate}
                onEdit={props.onEdit}
                onBlur={props.onBlur}
                onDragStart={props.onDragStart}
                onDrop={props.onDrop}
              />
            ))}
          </div>
        )}
        {statistics.length > 0 && (
          <div className="et-stats">
            <div className="et-cell" style={{ width: leadWidth || undefined }}>
              {leadWidth > 0 ? '合计' : ''}
            </div>
            {columns.map((column) => (
              <div key={column.key} className={`et-cell${column.config.statistics ? ' et-cell-number' : ''}`} style={{ width: column.width }}>
                {column.config.statistics ? groupThousands(sums.get(column.key)) : ''}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});

export const TableBody = memo(Body);
