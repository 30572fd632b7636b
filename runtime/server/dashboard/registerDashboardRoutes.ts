import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { DASHBOARD_ACTION, type DashboardFile, type DashboardWidget } from '../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { dashboardWidgets, mapDashboardWidgets } from '../../core/dashboard/dashboardWidgets';
import { permissionCode } from '../../core/screen/screenModel';
import type { AuthContext, RouteAccessConfig } from '../auth/authContext';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { attachment } from '../files/contentDisposition';
import { ClientError } from '../sys/errorHandlers';
import { registryRollups, widgetRollup } from './rollupPlan';
import { widgetData } from './widgetData';
import { prepareWidget, type CompiledWidget } from './widgetQuery';
import { parseWidgetRequest, type WidgetRequest } from './widgetRequest';
import { widgetWorkbook } from './widgetWorkbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DASHBOARD_MESSAGES = {
  forbidden: '无权查看该组件',
  noWidget: '看板中没有该组件',
  noExport: '该组件不能导出 Excel',
};

/** The period of an export, for its title and file name. */
const periodText = (request: WidgetRequest) => (request.period ? `（${request.period.begin} 至 ${request.period.end}）` : '');

/** Whether the caller may list the screens a widget reads (its own, its `without` and its measures' `related` screens): a widget shows nothing their lists would not. */
function mayRead(auth: AuthContext, entry: PreparedWidget): boolean {
  const { without, related, outside } = entry.compiled;
  const screens = [entry.screen, ...[without, ...related, ...outside].flatMap((other) => (other ? [other.screen] : []))];
  return auth.isAdmin || screens.every((screen) => auth.permissions.has(permissionCode(screen, 'list')));
}

/** The widget as the page gets it: each dimension titled (its own title, else its field's). */
function titled(widget: DashboardWidget, compiled: CompiledWidget): DashboardWidget {
  const dimensions = widget.data.dimensions?.map((dimension) => ({ ...dimension, title: dimension.title ?? compiled.fields.get(dimension.field)?.title }));
  return dimensions ? { ...widget, data: { ...widget.data, dimensions } } : widget;
}

interface PreparedWidget {
  widget: DashboardWidget;
  screen: ScreenFile;
  compiled: CompiledWidget;
}

/** A dashboard's widgets compiled, with their rollups on a company dashboard. */
function prepareWidgets(deps: CrudDeps, dashboard: DashboardFile, company: boolean): Map<string, PreparedWidget> {
  const rollups = company ? registryRollups(deps.registry) : undefined;
  return new Map(
    dashboardWidgets(dashboard).map((widget) => {
      const screen = deps.registry.screens.get(widget.data.screen)!;
      const compiled = prepareWidget(screen, widget.data, deps.registry.screens, company);
      return [widget.id, { widget, screen, compiled: { ...compiled, rollup: rollups && widgetRollup(rollups, screen, widget.data, deps.registry.screens) } }];
    }),
  );
}

function registerDashboard(app: FastifyInstance, deps: CrudDeps, dashboard: DashboardFile, personal: boolean): void {
  const company = dashboard.scope === 'company';
  // Compiled at the dashboard's first request, not at every start: the registry has checked the files already.
  let widgets: Map<string, PreparedWidget> | undefined;
  const prepared = () => (widgets ??= prepareWidgets(deps, dashboard, company));
  const base = `/api/dashboard/${dashboard.id}`;
  // A personal page (分析页) is every signed-in user's: its widgets' `:list` checks still apply.
  const access: RouteAccessConfig = personal ? { authenticated: true } : { permission: permissionCode(dashboard, DASHBOARD_ACTION) };
  const config = { config: access };

  app.get(base, config, async (request) => {
    const auth = requireAuth(request);
    return ok(
      mapDashboardWidgets(dashboard, (widget) => {
        const entry = prepared().get(widget.id)!;
        return mayRead(auth, entry) ? titled(entry.widget, entry.compiled) : null;
      }),
    );
  });

  const readable = (auth: AuthContext, widgetId: string) => {
    const entry = prepared().get(widgetId);
    if (!entry) throw new ClientError(404, DASHBOARD_MESSAGES.noWidget);
    if (!mayRead(auth, entry)) throw new ClientError(403, DASHBOARD_MESSAGES.forbidden);
    return entry;
  };

  app.get<{ Params: { widgetId: string } }>(`${base}/widget/:widgetId`, config, async (request) => {
    const auth = requireAuth(request);
    const entry = readable(auth, request.params.widgetId);
    const widgetRequest = parseWidgetRequest(dashboard, (request.query ?? {}) as Record<string, unknown>);
    return ok(await widgetData(deps, { ...entry, request: widgetRequest, auth, company }));
  });

  app.get<{ Params: { widgetId: string } }>(`${base}/widget/:widgetId/exportXls`, config, async (request, reply) => {
    const auth = requireAuth(request);
    const entry = readable(auth, request.params.widgetId);
    if (!entry.widget.export) throw new ClientError(400, DASHBOARD_MESSAGES.noExport);
    const widgetRequest = parseWidgetRequest(dashboard, (request.query ?? {}) as Record<string, unknown>);
    const { rows } = await widgetData(deps, { ...entry, request: widgetRequest, auth, company });
    const widget = titled(entry.widget, entry.compiled);
    reply.header('Content-Type', XLSX_TYPE);
    reply.header(
      'Content-Disposition',
      attachment(`${widget.title}${widgetRequest.period ? `_${widgetRequest.period.begin}_${widgetRequest.period.end}` : ''}.xlsx`),
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(await widgetWorkbook(widget, rows, periodText(widgetRequest)));
  });
}

/**
 * The routes of every dashboard of the catalogue: `GET /api/dashboard/<id>` (the file without the
 * widgets the caller may not see, dimensions titled) and `GET /api/dashboard/<id>/widget/<widget id>` (its rows), both
 * behind `<permission>:view` (a personal page's: any signed-in user); a widget also needs its screen's `:list`.
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: CrudDeps): void {
  const personal = new Set((deps.registry.catalogue.personal ?? []).map((page) => page.id));
  for (const dashboard of deps.registry.dashboards.values()) registerDashboard(app, deps, dashboard, personal.has(dashboard.id));
}
