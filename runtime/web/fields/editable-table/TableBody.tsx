import { Empty } from 'antd';
import { forwardRef, memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { groupThousands } from '../input-number/groupThousands';
import { allColumns, columnWindow, sameColumns, type ColumnWindow } from './columnWindow';
import { columnSum, STATISTICS_ROW_HEIGHT } from './statistics';
import { HANDLE_WIDTH, NUMBER_WIDTH, SELECT_WIDTH, TableRowView, type TableRowViewProps } from './TableRowView';
import type { CellErrors, TableColumn, TableRow } from './types';
import { ROW_HEIGHT, rowSlot, rowWindow, sameWindow, windowCapacity } from './virtualWindow';

const HEADER_HEIGHT = 40;

/** What the body passes through to every row as it is. */
type RowPassThrough = Pick<
  TableRowViewProps,
  'columns' | 'items' | 'editable' | 'rowNumber' | 'rowSelection' | 'dragSort' | 'onSelect' | 'onActivate' | 'onEdit' | 'onBlur' | 'onDragStart' | 'onDrop'
>;

export interface TableBodyProps extends RowPassThrough {
  rows: TableRow[];
  errors: CellErrors;
  selected: ReadonlySet<string>;
  reloaded: ReadonlySet<string>;
  active: { id: string; key: string } | null;
  maxHeight: number;
  onSelectAll(selected: boolean): void;
}

export interface TableBodyHandle {
  scrollToRow(index: number): void;
}

interface HeaderProps {
  columns: TableColumn[];
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  allSelected: boolean;
  onSelectAll(selected: boolean): void;
}

/** The sticky header; memoised, so a scroll frame does not touch it. */
const TableHeader = memo(function TableHeader({ columns, dragSort, rowSelection, rowNumber, allSelected, onSelectAll }: HeaderProps) {
  return (
    <div className="et-header">
      {dragSort && <div className="et-cell" style={{ width: HANDLE_WIDTH }} />}
      {rowSelection && (
        <div className="et-cell" style={{ width: SELECT_WIDTH }}>
          <input type="checkbox" className="et-check" aria-label="全选" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} />
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
  );
});

/** The sticky statistics row (合计) of the columns marked `statistics`; memoised like the header. */
const TableStatistics = memo(function TableStatistics({ columns, rows, leadWidth }: { columns: TableColumn[]; rows: TableRow[]; leadWidth: number }) {
  return (
    <div className="et-stats">
      <div className="et-cell" style={{ width: leadWidth || undefined }}>
        {leadWidth > 0 ? '合计' : ''}
      </div>
      {columns.map((column) => (
        <div key={column.key} className={`et-cell${column.config.statistics ? ' et-cell-number' : ''}`} style={{ width: column.width }}>
          {column.config.statistics ? groupThousands(columnSum(rows, column.key)) : ''}
        </div>
      ))}
    </div>
  );
});

/** The scroller's width, followed as it resizes (0 until measured, and where it cannot be). */
function useViewportWidth(scroller: RefObject<HTMLDivElement>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);
  return width;
}

/**
 * Header, the virtual rows and the statistics row. The row and column windows live here and
 * change only when a scroll brings another row or column into view, so a scroll frame re-renders
 * only this part (never the toolbar, header or statistics) and, of the rows, only those entering
 * the window, each with only the columns in view.
 */
const Body = forwardRef<TableBodyHandle, TableBodyProps>(function TableBody(props, ref) {
  const { columns, rows, editable, rowNumber, rowSelection, dragSort, maxHeight } = props;
  const hasStatistics = useMemo(() => columns.some((column) => column.config.statistics), [columns]);
  const viewport = maxHeight - HEADER_HEIGHT - (hasStatistics ? STATISTICS_ROW_HEIGHT : 0);
  const [scrollTop, setScrollTop] = useState(0);
  const [scrollLeft, setScrollLeft] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const viewportWidth = useViewportWidth(scroller);
  useImperativeHandle(ref, () => ({
    scrollToRow(index) {
      if (scroller.current) scroller.current.scrollTop = index * ROW_HEIGHT;
    },
  }));
  const leadWidth = (dragSort ? HANDLE_WIDTH : 0) + (rowSelection ? SELECT_WIDTH : 0) + (rowNumber ? NUMBER_WIDTH : 0);
  const widths = useMemo(() => columns.map((column) => column.width), [columns]);
  const totalWidth = leadWidth + widths.reduce((sum, width) => sum + width, 0);
  const visible = rowWindow(scrollTop, viewport, rows.length);
  const inView = useStableColumns(columnWindow(scrollLeft, viewportWidth, widths, leadWidth));
  const shown = useRef({ rows: visible, columns: inView });
  shown.current = { rows: visible, columns: inView };
  // The windows are rendered synchronously inside the scroll event, which the browser dispatches
  // before it paints the frame: the rows and columns entering the view are in that frame, never one later.
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const { scrollTop: top, scrollLeft: left } = event.currentTarget;
      const rowsMoved = !sameWindow(rowWindow(top, viewport, rows.length), shown.current.rows);
      const columnsMoved = !sameColumns(columnWindow(left, viewportWidth, widths, leadWidth), shown.current.columns);
      if (!rowsMoved && !columnsMoved) return;
      flushSync(() => {
        setScrollTop(top);
        setScrollLeft(left);
      });
    },
    [viewport, rows.length, viewportWidth, widths, leadWidth],
  );
  const capacity = windowCapacity(viewport);
  const everyColumn = useMemo(() => allColumns(columns.length), [columns.length]);
  const allSelected = rows.length > 0 && props.selected.size === rows.length;

  return (
    <div className="et-scroll" ref={scroller} style={{ maxHeight }} onScroll={onScroll}>
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <TableHeader
          columns={columns}
          dragSort={dragSort}
          rowSelection={rowSelection}
          rowNumber={rowNumber}
          allSelected={allSelected}
          onSelectAll={props.onSelectAll}
        />
        {rows.length === 0 ? (
          <div className="et-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          </div>
        ) : (
          <div className="et-rows" style={{ height: visible.totalHeight }}>
            {rows.slice(visible.start, visible.end).map((row, offset) => (
              <TableRowView
                key={rowSlot(visible.start + offset, capacity)}
                row={row}
                index={visible.start + offset}
                columns={columns}
                // A row being edited keeps every column, so its editor never unmounts mid-edit.
                columnWindow={props.active?.id === row.id ? everyColumn : inView}
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
        {hasStatistics && <TableStatistics columns={columns} rows={rows} leadWidth={leadWidth} />}
      </div>
    </div>
  );
});

/** The same window object while the columns in view stay the same, so memoised rows are skipped. */
function useStableColumns(next: ColumnWindow): ColumnWindow {
  const kept = useRef(next);
  if (!sameColumns(kept.current, next) || kept.current.before !== next.before) kept.current = next;
  return kept.current;
}

export const TableBody = memo(Body);
