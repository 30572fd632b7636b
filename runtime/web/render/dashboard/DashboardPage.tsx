import { Col, Result, Row, Spin, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { headerFields } from '../../../core/dashboard/dashboardFields';
import { DEFAULT_WIDGET_SPAN, PROJECT_DIMENSION, type DashboardWidget } from '../../../core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../../core/dashboard/dashboardWidgets';
import { drillDownQuery, widgetChoice, widgetParams } from '../../../core/dashboard/drillDown';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';
import { http } from '../../http/client';
import { catalogue } from '../../shell/menu/catalogue';
import { useProjectStore } from '../../stores/projectStore';
import { loadScreen } from '../screenLoader';
import { DashboardHeader } from './DashboardHeader';
import { localToday } from './dashboardPeriod';
import { useDashboard, type WidgetState } from './useDashboard';
import { WidgetCard } from './WidgetCard';
import './dashboard.css';

const routeOfScreen = new Map(listCatalogueScreens(catalogue).map(({ screen }) => [screen.id, screen.path]));
/** The URL query naming the tab shown of a dashboard with pages, so a link opens that tab. */
const TAB_PARAM = 'tab';

/**
 * Writes the tab shown into the address bar without a navigation: the shell opens one page tab per
 * path and query, and switching a dashboard's tab must not open another one; the address can still be copied.
 */
function showTabInAddress(pathname: string, search: URLSearchParams, tab: string): void {
  const query = new URLSearchParams(search);
  query.set(TAB_PARAM, tab);
  window.history.replaceState(window.history.state, '', `#${pathname}?${query.toString()}`);
}

function WidgetGrid({
  widgets,
  states,
  onDrill,
  onExport,
}: {
  widgets: DashboardWidget[];
  states: Record<string, WidgetState>;
  onDrill(widgetId: string, rowIndex?: number): void;
  onExport(widgetId: string): void;
}) {
  if (widgets.length === 0) return <Result status="info" title="没有可查看的组件" subTitle="您没有本看板所用页面的查询权限" />;
  return (
    <Row gutter={[16, 16]}>
      {widgets.map((widget) => (
        <Col key={widget.id} xs={24} md={widget.span ?? DEFAULT_WIDGET_SPAN}>
          <WidgetCard widget={widget} state={states[widget.id]} onDrill={(rowIndex) => onDrill(widget.id, rowIndex)} onExport={() => onExport(widget.id)} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * A dashboard of the catalogue: the header's filters and the widgets on a 24-column grid (each a
 * full row on phones), a dashboard with `pages` as tabs. A click on a KPI or gauge, point, bar, slice
 * or ranking row opens the widget's list screen filtered to that slice; a company widget's project
 * with `projectDrill` opens that project's dashboard.
 */
export function DashboardPage({ dashboardId }: { dashboardId: string }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [askedTab, setAskedTab] = useState(search.get(TAB_PARAM) ?? undefined);
  const controller = useDashboard(dashboardId, askedTab);
  const { dashboard, error, widgets, choice, shown, tab } = controller;
  const navigate = useNavigate();

  const drill = useCallback(
    (widgetId: string, rowIndex?: number) => {
      const widget = dashboard && dashboardWidgets(dashboard).find((entry) => entry.id === widgetId);
      const path = widget && routeOfScreen.get(widget.data.screen);
      if (!dashboard || !widget || !path) return;
      const row = rowIndex === undefined ? undefined : widgets[widgetId]?.result?.rows[rowIndex];
      // A gantt bar or a list's row is one record (its id the first or the last dimension): its list opens it.
      if (widget.type === 'gantt' || widget.type === 'list') {
        const id = widget.type === 'gantt' ? row?.dims[0] : row?.dims.at(-1);
        return void navigate(id ? `${path}?open=${encodeURIComponent(id)}` : path);
      }
      const projectIndex = widget.data.dimensions?.findIndex((dimension) => dimension.field === PROJECT_DIMENSION) ?? -1;
      const project = dashboard.scope === 'company' && projectIndex >= 0 ? row?.dims[projectIndex] : undefined;
      // A company dashboard's project row switches the header to that project before opening its page.
      if (project) useProjectStore.getState().setProject(project, row?.dimTexts[projectIndex] ?? null);
      const target = widget.projectDrill && routeOfScreen.get(widget.projectDrill);
      if (project && target) return void navigate(target);
      const open = (listed?: (field: string) => boolean) => {
        const slice = drillDownQuery(dashboard, widget, widgetChoice(widget, choice, localToday()), row, listed);
        slice.delete(PROJECT_DIMENSION);
        const query = new URLSearchParams([...slice]).toString();
        navigate(query ? `${path}?${query}` : path);
      };
      // A widget over a detail drills into its header's list, which filters by the header's fields only.
      if (widget.data.detail) void loadScreen(widget.data.screen).then((screen) => open((field) => headerFields(screen).has(field)));
      else open();
    },
    [dashboard, widgets, choice, navigate],
  );

  const exportWidget = useCallback(
    (widgetId: string) => {
      const widget = dashboard && dashboardWidgets(dashboard).find((entry) => entry.id === widgetId);
      if (!dashboard || !widget) return;
      const asked = widgetChoice(widget, choice, localToday());
      const period = asked.period ? `_${asked.period.begin}_${asked.period.end}` : '';
      void http.download(`/dashboard/${dashboard.id}/widget/${widget.id}/exportXls`, widgetParams(asked), `${widget.title}${period}.xlsx`);
    },
    [dashboard, choice],
  );

  if (error) return <Result status="warning" title={error} />;
  if (!dashboard) return <Spin className="dashboard-loading" />;
  const grid = <WidgetGrid widgets={shown} states={widgets} onDrill={drill} onExport={exportWidget} />;
  return (
    <div className="dashboard-page">
      <DashboardHeader {...controller} dashboard={dashboard} />
      {dashboard.pages ? (
        <Tabs
          className="dashboard-tabs"
          activeKey={tab}
          onChange={(key) => {
            setAskedTab(key);
            showTabInAddress(pathname, search, key);
          }}
          items={dashboard.pages.map((page) => ({ key: page.key, label: page.title, children: page.key === tab ? grid : null }))}
        />
      ) : (
        grid
      )}
    </div>
  );
}
