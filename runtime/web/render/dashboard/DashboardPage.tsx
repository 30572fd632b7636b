import { Col, Result, Row, Spin } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { headerFields } from '../../../core/dashboard/dashboardFields';
import { DEFAULT_WIDGET_SPAN, PROJECT_DIMENSION } from '../../../core/dashboard/dashboard.types';
import { drillDownQuery, widgetChoice, widgetParams } from '../../../core/dashboard/drillDown';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';
import { http } from '../../http/client';
import { catalogue } from '../../shell/menu/catalogue';
import { useProjectStore } from '../../stores/projectStore';
import { loadScreen } from '../screenLoader';
import { DashboardHeader } from './DashboardHeader';
import { localToday } from './dashboardPeriod';
import { useDashboard } from './useDashboard';
import { WidgetCard } from './WidgetCard';
import './dashboard.css';

const routeOfScreen = new Map(listCatalogueScreens(catalogue).map(({ screen }) => [screen.id, screen.path]));

/**
 * A dashboard of the catalogue: the header's filters and the widgets on a 24-column grid (each a
 * full row on phones). A click on a KPI or gauge, point, bar, slice or ranking row opens the widget's list
 * screen filtered to that slice.
 */
export function DashboardPage({ dashboardId }: { dashboardId: string }) {
  const controller = useDashboard(dashboardId);
  const { dashboard, error, widgets, choice } = controller;
  const navigate = useNavigate();

  const drill = useCallback(
    (widgetId: string, rowIndex?: number) => {
      const widget = dashboard?.widgets.find((entry) => entry.id === widgetId);
      const path = widget && routeOfScreen.get(widget.data.screen);
      if (!dashboard || !widget || !path) return;
      const row = rowIndex === undefined ? undefined : widgets[widgetId]?.result?.rows[rowIndex];
      // A gantt bar or a list's row is one record (its id the first or the last dimension): its list opens it.
      if (widget.type === 'gantt' || widget.type === 'list') {
        const id = widget.type === 'gantt' ? row?.dims[0] : row?.dims.at(-1);
        return void navigate(id ? `${path}?open=${encodeURIComponent(id)}` : path);
      }
      const open = (listed?: (field: string) => boolean) => {
        const slice = drillDownQuery(dashboard, widget, widgetChoice(widget, choice, localToday()), row, listed);
        // A company dashboard's project row opens that project's list: the header switches to it.
        const project = dashboard.scope === 'company' ? slice.get(PROJECT_DIMENSION) : undefined;
        if (project) {
          const index = widget.data.dimensions?.findIndex((dimension) => dimension.field === PROJECT_DIMENSION) ?? -1;
          useProjectStore.getState().setProject(project, row?.dimTexts[index] ?? null);
          slice.delete(PROJECT_DIMENSION);
        }
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
      const widget = dashboard?.widgets.find((entry) => entry.id === widgetId);
      if (!dashboard || !widget) return;
      const asked = widgetChoice(widget, choice, localToday());
      const period = asked.period ? `_${asked.period.begin}_${asked.period.end}` : '';
      void http.download(`/dashboard/${dashboard.id}/widget/${widget.id}/exportXls`, widgetParams(asked), `${widget.title}${period}.xlsx`);
    },
    [dashboard, choice],
  );

  if (error) return <Result status="warning" title={error} />;
  if (!dashboard) return <Spin className="dashboard-loading" />;
  return (
    <div className="dashboard-page">
      <DashboardHeader {...controller} dashboard={dashboard} />
      {dashboard.widgets.length === 0 ? (
        <Result status="info" title="没有可查看的组件" subTitle="您没有本看板所用页面的查询权限" />
      ) : (
        <Row gutter={[16, 16]}>
          {dashboard.widgets.map((widget) => (
            <Col key={widget.id} xs={24} md={widget.span ?? DEFAULT_WIDGET_SPAN}>
              <WidgetCard
                widget={widget}
                state={widgets[widget.id]}
                onDrill={(rowIndex) => drill(widget.id, rowIndex)}
                onExport={() => exportWidget(widget.id)}
              />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
