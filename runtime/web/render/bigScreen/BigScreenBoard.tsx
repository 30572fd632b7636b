import { useEffect } from 'react';
import { BIG_SCREEN_DEFAULTS, DEFAULT_WIDGET_SPAN, type DashboardFile } from '../../../core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../../core/dashboard/dashboardWidgets';
import { useDashboard } from '../dashboard/useDashboard';
import { WidgetCard } from '../dashboard/WidgetCard';

const noDrill = () => undefined;

/**
 * One big screen's widgets on its grid: 24 columns × `bigScreen.rows` rows filling the canvas, each
 * widget `span` wide and `rows` high, live over the notice socket like any dashboard. A wall has
 * nobody to click: widgets do not drill.
 */
export function BigScreenBoard({ dashboardId, onLoaded }: { dashboardId: string; onLoaded(dashboard: DashboardFile): void }) {
  const { dashboard, error, widgets } = useDashboard(dashboardId);
  useEffect(() => {
    if (dashboard) onLoaded(dashboard);
  }, [dashboard, onLoaded]);
  if (error) return <p className="big-screen-board__message">{error}</p>;
  if (!dashboard) return <p className="big-screen-board__message">加载中…</p>;
  const shown = dashboardWidgets(dashboard);
  if (shown.length === 0) return <p className="big-screen-board__message">没有可查看的组件：您没有本大屏所用页面的查询权限</p>;
  const rows = dashboard.bigScreen?.rows ?? BIG_SCREEN_DEFAULTS.rows;
  return (
    <main className="big-screen-board" data-dashboard={dashboard.id} style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}>
      {shown.map((widget) => (
        <div
          key={widget.id}
          className="big-screen-board__cell"
          style={{ gridColumn: `span ${widget.span ?? DEFAULT_WIDGET_SPAN}`, gridRow: `span ${widget.rows ?? BIG_SCREEN_DEFAULTS.widgetRows}` }}
        >
          <WidgetCard widget={widget} state={widgets[widget.id]} onDrill={noDrill} bigScreen />
        </div>
      ))}
    </main>
  );
}
