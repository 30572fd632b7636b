import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { SheetFile } from '../../core/sheet/sheet.types';
import { sheetGrid } from '../../core/sheet/sheetGrid';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { attachment } from '../files/contentDisposition';
import { parseSheetQuery, sheetRecords } from './sheetRecords';
import { sheetWorkbook } from './sheetWorkbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the page needs to know of a field: its title and dictionary. */
function fieldInfo(screen: ScreenFile, name: string): { title: string; dict: string | null } {
  const field = screen.entity.properties[name];
  return { title: field?.title ?? name, dict: field?.['x-dict'] ?? null };
}

/** The fields a sheet names, described for its page and its workbook. */
function sheetFields(sheet: SheetFile, screen: ScreenFile) {
  const names = [sheet.rows.field, ...(sheet.rows.show ?? []), sheet.cell.field, ...(sheet.filters ?? [])];
  return Object.fromEntries(names.map((name) => [name, fieldInfo(screen, name)]));
}

/**
 * `GET /api/sheet/<id>?month=YYYY-MM&<filter>=…` (a year sheet: `?year=YYYY`; the declaration,
 * its fields and the period's grid; the source screen's list permission) and
 * `GET /api/sheet/<id>/exportXls?…` (the same grid as a styled workbook; its export permission)
 * for every sheet of the catalogue.
 */
export function registerSheetRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const sheet of deps.registry.sheets?.values() ?? []) {
    const screen = deps.registry.screens.get(sheet.screen);
    if (!screen) throw new Error(`Sheet ${sheet.id} reads the unknown screen '${sheet.screen}' (run npm run lint:schemas)`);
    const fields = sheetFields(sheet, screen);
    const gridOf = async (auth: ReturnType<typeof requireAuth>, query: Record<string, unknown>) => {
      const parsed = parseSheetQuery(sheet, query);
      const records = await sheetRecords(deps, sheet, screen, auth, parsed);
      return { parsed, grid: sheetGrid(sheet, parsed.period, records) };
    };
    app.get(`/api/sheet/${sheet.id}`, { config: { permission: permissionCode(screen, 'list') } }, async (request) => {
      const { grid } = await gridOf(requireAuth(request), (request.query ?? {}) as Record<string, unknown>);
      return ok({ sheet, fields, grid });
    });
    app.get(`/api/sheet/${sheet.id}/exportXls`, { config: { permission: permissionCode(screen, 'exportXls') } }, async (request, reply) => {
      const auth = requireAuth(request);
      const { parsed, grid } = await gridOf(auth, (request.query ?? {}) as Record<string, unknown>);
      // A filled cell shows only whether its field holds something: the field's dictionary words nothing.
      const cellDict = sheet.cell.filled ? null : fields[sheet.cell.field].dict;
      const labels = new Map(cellDict ? (await deps.dicts.getItems(cellDict, auth)).map((item) => [String(item.value), item.text]) : []);
      const filterTexts =
        Object.keys(parsed.filters).length > 0
          ? `（已筛选：${Object.keys(parsed.filters)
              .map((field) => fields[field].title)
              .join('、')}）`
          : '';
      const titles = [sheet.rows.field, ...(sheet.rows.show ?? [])].map((name) => fields[name].title);
      reply.header('Content-Type', XLSX_TYPE);
      reply.header('Content-Disposition', attachment(`${sheet.title}_${parsed.period}.xlsx`));
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(await sheetWorkbook(sheet, grid, labels, titles, filterTexts));
    });
  }
}
