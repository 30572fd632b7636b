import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { axisTicks, chartWindow, daysBetween, draggedSpan, GANTT_ZOOMS, type DragMode, type GanttZoom, type PlannedSpan } from '../../../core/gantt/ganttDates';
import { addDays } from '../../../core/dashboard/period';
import { isLate, type GanttBar } from './ganttBars';
import './gantt.css';

const ROW = 36;
const HEADER = 30;
const BAR_TOP = 7;
const BAR_HEIGHT = 16;
const ACTUAL_TOP = 26;
const ACTUAL_HEIGHT = 5;
/** The grip at a bar's right end that resizes it, in pixels. */
const GRIP = 8;

export interface GanttChartProps {
  bars: readonly GanttBar[];
  zoom: GanttZoom;
  today: string;
  /** Saves new planned dates; resolves false when the server refused them (the bar snaps back). Absent: read-only. */
  onMove?(bar: GanttBar, span: PlannedSpan): Promise<boolean>;
  /** A click (or Enter) on a bar: the edit form, or the list in a dashboard. */
  onOpen(bar: GanttBar): void;
  /** Width of the names column. */
  nameWidth: number;
}

interface Drag {
  id: string;
  mode: DragMode;
  originX: number;
  dx: number;
}

/**
 * The Gantt chart of some rows: a names column beside a sideways-scrolling SVG with the time axis,
 * a planned bar per row (its progress filled in), the actual bar under it (red when late), the
 * predecessor arrows and today's line. Dragging a bar moves its planned dates, dragging its right
 * grip moves the end; the bar shows the new dates until the save answers, then snaps back if refused.
 */
export function GanttChart({ bars, zoom, today, onMove, onOpen, nameWidth }: GanttChartProps) {
  const dayWidth = GANTT_ZOOMS[zoom];
  const window = useMemo(
    () =>
      chartWindow(
        bars.flatMap((bar) => [bar.start, bar.end, ...(bar.actualStart ? [bar.actualStart] : []), ...(bar.actualEnd ? [bar.actualEnd] : [])]),
        today,
      ),
    [bars, today],
  );
  const ticks = useMemo(() => axisTicks(window, zoom), [window, zoom]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<{ id: string; span: PlannedSpan } | null>(null);
  const dragged = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);
  // Opened (or zoomed), the chart shows today a third of the way in: what is done lies left, what comes right.
  const todayX = daysBetween(window.start, today) * dayWidth;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = Math.max(0, todayX - element.clientWidth / 3);
  }, [todayX]);
  const x = (day: string) => daysBetween(window.start, day) * dayWidth;
  const width = (daysBetween(window.start, window.end) + 1) * dayWidth;
  const height = HEADER + bars.length * ROW;
  const rowOf = new Map(bars.map((bar, index) => [bar.id, index]));

  /** The planned dates a bar shows now: while dragged, after a drop until the answer, else its own. */
  function shown(bar: GanttBar): PlannedSpan {
    if (pending?.id === bar.id) return pending.span;
    if (drag?.id === bar.id) return draggedSpan(bar, drag.mode, drag.dx, dayWidth) ?? bar;
    return bar;
  }

  const startDrag = (bar: GanttBar, mode: DragMode) => (event: PointerEvent<SVGElement>) => {
    if (!onMove || pending || event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = false;
    setDrag({ id: bar.id, mode, originX: event.clientX, dx: 0 });
  };
  const moveDrag = (event: PointerEvent<SVGElement>) => {
    if (!drag) return;
    const dx = event.clientX - drag.originX;
    if (Math.abs(dx) >= dayWidth / 2) dragged.current = true;
    setDrag({ ...drag, dx });
  };
  const endDrag = (bar: GanttBar) => async (event: PointerEvent<SVGElement>) => {
    if (!drag || drag.id !== bar.id) return;
    const span = draggedSpan(bar, drag.mode, event.clientX - drag.originX, dayWidth);
    setDrag(null);
    if (!span || !onMove) return;
    setPending({ id: bar.id, span });
    await onMove(bar, span);
    setPending(null);
  };
  const click = (bar: GanttBar) => {
    if (!dragged.current) onOpen(bar);
    dragged.current = false;
  };
  const key = (bar: GanttBar) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(bar);
    }
  };

  return (
    <div className="gantt-chart">
      <div className="gantt-chart__names" style={{ width: nameWidth }}>
        <div className="gantt-chart__names-head" style={{ height: HEADER }} />
        {bars.map((bar) => (
          <div key={bar.id} className="gantt-chart__name" style={{ height: ROW }} title={bar.label}>
            {bar.label}
          </div>
        ))}
      </div>
      <div className="gantt-chart__scroll" ref={scroller}>
        <svg width={width} height={height} className="gantt-chart__svg" role="img" aria-label="甘特图">
          <defs>
            <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0,0 L8,4 L0,8 z" fill="#8c8c8c" />
            </marker>
          </defs>
          {ticks.map((tick) => (
            <g key={tick.day}>
              <line x1={x(tick.day)} x2={x(tick.day)} y1={0} y2={height} className="gantt-chart__grid" />
              <text x={x(tick.day) + 3} y={19} className="gantt-chart__tick">
                {tick.text}
              </text>
            </g>
          ))}
          <line x1={0} x2={width} y1={HEADER} y2={HEADER} className="gantt-chart__grid" />
          {bars.map((bar, index) => {
            const span = shown(bar);
            const top = HEADER + index * ROW;
            return bar.predecessors.flatMap((id) => {
              const from = rowOf.get(id);
              if (from === undefined) return [];
              const source = shown(bars[from]);
              const startX = x(addDays(source.end, 1));
              const endX = x(span.start);
              const fromY = HEADER + from * ROW + BAR_TOP + BAR_HEIGHT / 2;
              const toY = top + BAR_TOP + BAR_HEIGHT / 2;
              const elbow = Math.max(startX + 6, endX - 6);
              return [
                <path
                  key={`${id}-${bar.id}`}
                  d={`M${startX},${fromY} H${elbow} V${toY} H${endX}`}
                  className="gantt-chart__link"
                  markerEnd="url(#gantt-arrow)"
                />,
              ];
            });
          })}
          {bars.map((bar, index) => {
            const span = shown(bar);
            const top = HEADER + index * ROW;
            const left = x(span.start);
            const barWidth = Math.max(dayWidth, x(addDays(span.end, 1)) - left);
            const late = isLate(bar, today);
            const actualEnd = bar.actualEnd ?? (bar.actualStart ? today : null);
            const moving = drag?.id === bar.id || pending?.id === bar.id;
            return (
              <g
                key={bar.id}
                className={`gantt-chart__bar${moving ? ' gantt-chart__bar--moving' : ''}${onMove ? ' gantt-chart__bar--editable' : ''}`}
                data-gantt-bar={bar.id}
                data-start={span.start}
                data-end={span.end}
                tabIndex={0}
                role="button"
                aria-label={`${bar.label}：${span.start} 至 ${span.end}${bar.progress === null ? '' : `，完成 ${bar.progress}%`}`}
                onKeyDown={key(bar)}
                onClick={() => click(bar)}
              >
                <title>{`${bar.label}\n计划：${span.start} 至 ${span.end}${bar.actualStart ? `\n实际：${bar.actualStart} 至 ${bar.actualEnd ?? '进行中'}` : ''}${bar.progress === null ? '' : `\n完成：${bar.progress}%`}`}</title>
                <rect
                  x={left}
                  y={top + BAR_TOP}
                  width={barWidth}
                  height={BAR_HEIGHT}
                  rx={3}
                  className="gantt-chart__planned"
                  onPointerDown={startDrag(bar, 'move')}
                  onPointerMove={moveDrag}
                  onPointerUp={endDrag(bar)}
                />
                {bar.progress !== null && bar.progress > 0 && (
                  <rect
                    x={left}
                    y={top + BAR_TOP}
                    width={(barWidth * bar.progress) / 100}
                    height={BAR_HEIGHT}
                    rx={3}
                    className="gantt-chart__progress"
                    pointerEvents="none"
                  />
                )}
                {bar.progress !== null && bar.progress > 0 && barWidth >= 34 && (
                  <text x={left + 4} y={top + BAR_TOP + 12} className="gantt-chart__percent" pointerEvents="none">
                    {bar.progress}%
                  </text>
                )}
                {onMove && (
                  <rect
                    x={left + barWidth - GRIP / 2}
                    y={top + BAR_TOP}
                    width={GRIP}
                    height={BAR_HEIGHT}
                    className="gantt-chart__grip"
                    data-gantt-grip={bar.id}
                    onPointerDown={startDrag(bar, 'resize')}
                    onPointerMove={moveDrag}
                    onPointerUp={endDrag(bar)}
                  />
                )}
                {bar.actualStart && actualEnd && (
                  <rect
                    x={x(bar.actualStart)}
                    y={top + ACTUAL_TOP}
                    width={Math.max(dayWidth, x(addDays(actualEnd, 1)) - x(bar.actualStart))}
                    height={ACTUAL_HEIGHT}
                    rx={2}
                    className={late ? 'gantt-chart__actual gantt-chart__actual--late' : 'gantt-chart__actual'}
                    pointerEvents="none"
                  />
                )}
              </g>
            );
          })}
          <line x1={x(today)} x2={x(today)} y1={0} y2={height} className="gantt-chart__today" />
          <text x={x(today) + 3} y={HEADER - 2} className="gantt-chart__today-label">
            今天
          </text>
        </svg>
      </div>
    </div>
  );
}
