import { Empty } from 'antd';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';

/** Rows a scrolling list shows before it starts to scroll. */
const STILL_ROWS = 5;

function Rows({ widget, rows, onPick, copy }: { widget: DashboardWidget; rows: WidgetRow[]; onPick?(rowIndex: number): void; copy?: boolean }) {
  const columns = widget.data.columns?.length ?? 0;
  return (
    <ul className="dashboard-records-rows" aria-hidden={copy || undefined}>
      {rows.map((row, index) => (
        <li key={index}>
          <button type="button" onClick={onPick ? () => onPick(index) : undefined} tabIndex={copy || !onPick ? -1 : undefined}>
            <span className="dashboard-records-time">{String(row.values[0] ?? '').slice(5, 16)}</span>
            {row.dimTexts.slice(0, columns).map((text, column) => (
              <span key={column} className="dashboard-records-cell">
                {text}
              </span>
            ))}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list widget: the newest records, each with its time and its columns' texts (dimensions before
 * the id, see expandRecordWidget). With `scroll` (a big screen) a longer list scrolls up in a loop,
 * a second copy following the first, and stops while pointed at.
 */
export function RecordList({
  widget,
  rows,
  onPick,
  scroll,
}: {
  widget: DashboardWidget;
  rows: WidgetRow[];
  onPick?(rowIndex: number): void;
  scroll?: boolean;
}) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  const scrolling = scroll && rows.length > STILL_ROWS;
  return (
    <div className={`dashboard-records${scrolling ? ' dashboard-records--scrolling' : ''}`} data-rows={rows.length}>
      <div className="dashboard-records-track" style={scrolling ? { animationDuration: `${rows.length * 3}s` } : undefined}>
        <Rows widget={widget} rows={rows} onPick={onPick} />
        {scrolling && <Rows widget={widget} rows={rows} copy />}
      </div>
    </div>
  );
}
