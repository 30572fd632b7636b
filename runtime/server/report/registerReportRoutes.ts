import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, ok } from '../../core/http/envelope';
import { reportQueryFields } from '../../core/report/report.types';
import { parseDictCode } from '../../core/screen/dictCode';
import { permissionCode } from '../../core/screen/screenModel';
import type { AuthContext } from '../auth/authContext';
import { FORBIDDEN_MESSAGE } from '../auth/authHook';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import type { DictItem } from '../dict/dictTables';
import { loadReports, type LoadedReport } from './reportCatalogue';
import { REPORT_MESSAGES } from './reportMessages';
import { runReport, tableSchema } from './runReport';

const PREFIX = '/api/online/cgreport/api';

/** Who may run a report: whoever may list every screen whose table it reads (admin holds all). */
function mayRead(auth: AuthContext, report: LoadedReport): boolean {
  return auth.isAdmin || [...report.tables.values()].every((screen) => auth.permissions.has(permissionCode(screen, 'list')));
}

/** getRpColumns: the table columns (hidden ones left out) and the items of their plain dictionaries. */
async function columnsOf(deps: CrudDeps, report: LoadedReport, auth: AuthContext) {
  const dictOptions: Record<string, DictItem[]> = {};
  for (const column of report.file.columns) {
    if (column.dict && parseDictCode(column.dict)?.kind === 'plain') dictOptions[column.dict] = await deps.dicts.getItems(column.dict, auth);
  }
  const columns = report.file.columns
    .filter((column) => !column.hidden)
    .map((column) => ({
      title: column.title,
      dataIndex: column.field,
      align: 'center',
      sorter: true,
      ...(column.width ? { width: column.width } : {}),
      ...(column.dict && dictOptions[column.dict] ? { customRender: column.dict } : {}),
      ...(column.type && column.type !== 'string' ? { type: column.type } : {}),
    }));
  return { cgRpConfigId: report.file.code, cgRpConfigName: report.file.name, columns, dictOptions };
}

/** getQueryInfo: the query form items (upstream modes: single, or group for a range). */
function queryInfoOf(report: LoadedReport) {
  const columns = new Map(report.file.columns.map((column) => [column.field, column]));
  return reportQueryFields(report.file).map(({ field, mode, hidden }) => {
    const column = columns.get(field)!;
    return {
      field,
      label: column.title,
      mode: mode === 'range' ? 'group' : 'single',
      like: mode === 'like',
      view: column.dict ? 'list' : (column.type ?? 'text').replace('string', 'text'),
      ...(column.dict ? { dictCode: column.dict } : {}),
      ...(hidden ? { hidden: '1' } : {}),
    };
  });
}

/**
 * The online report API of the report popup (jeecg-contract §1.5): getRpColumns by code,
 * getQueryInfo and getData by the returned cgRpConfigId (the code here). Reports are the stored
 * files of schemas/reports (plus `extraDirs`); a caller may run one only when allowed to list
 * every screen whose table it reads.
 */
export function registerReportRoutes(app: FastifyInstance, deps: CrudDeps, extraDirs: readonly string[] = []): void {
  const reports = loadReports(deps.registry, extraDirs);
  const schema = tableSchema(deps.db);
  const reportFor = (code: string, auth: AuthContext, reply: FastifyReply): LoadedReport | null => {
    const report = reports.get(code);
    if (!report) throw new BusinessError(REPORT_MESSAGES.notFound(code));
    if (mayRead(auth, report)) return report;
    void reply.code(403).send(fail(FORBIDDEN_MESSAGE, 403));
    return null;
  };
  const config = { authenticated: true } as const;

  app.get<{ Params: { code: string } }>(`${PREFIX}/getRpColumns/:code`, { config }, async (request, reply) => {
    const auth = requireAuth(request);
    const report = reportFor(request.params.code, auth, reply);
    return report ? ok(await columnsOf(deps, report, auth)) : reply;
  });

  app.get<{ Params: { id: string } }>(`${PREFIX}/getQueryInfo/:id`, { config }, async (request, reply) => {
    const report = reportFor(request.params.id, requireAuth(request), reply);
    return report ? ok(queryInfoOf(report)) : reply;
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${PREFIX}/getData/:id`, { config }, async (request, reply) => {
    const auth = requireAuth(request);
    const report = reportFor(request.params.id, auth, reply);
    return report ? ok(await runReport(deps, await schema(), report, auth, request.query)) : reply;
  });
}
