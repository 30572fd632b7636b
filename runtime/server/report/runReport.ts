import { sql } from 'kysely';
import type { Page } from '../../core/http/envelope';
import { REPORT_LIMITS } from '../../core/report/report.types';
import { toColumnName } from '../../core/screen/naming';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { withDictTexts } from '../crud/dictTexts';
import { parseListQuery } from '../crud/listQuery';
import type { ApiRecord } from '../crud/recordMapper';
import { visibleRows } from '../crud/rowVisibility';
import type { AppDb } from '../db/dbTypes';
import type { LoadedReport } from './reportCatalogue';
import { REPORT_MESSAGES } from './reportMessages';
import { reportStatements, type ScopedTable } from './reportStatement';
import { reportListFields } from './reportView';

/** Prefix of the report parameters in a getData request (upstream JPopup sends `self_<name>`). */
export const PARAM_PREFIX = 'self_';

/** Splits a request's query string into the report's parameters and the list query parameters; unknown parameters are refused. */
export function splitReportParams(
  report: LoadedReport,
  params: Record<string, unknown>,
): { values: Record<string, string | null>; list: Record<string, unknown> } {
  const declared = new Set(report.sql.params);
  const values: Record<string, string | null> = {};
  const list: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(PARAM_PREFIX)) {
      list[key] = value;
      continue;
    }
    const name = key.slice(PARAM_PREFIX.length);
    if (!declared.has(name)) throw new BusinessError(REPORT_MESSAGES.unknownParam(name));
    if (Array.isArray(value) || (value !== undefined && value !== null && typeof value === 'object'))
      throw new BusinessError(REPORT_MESSAGES.repeatedParam(name));
    values[name] = value === undefined || value === null || value === '' ? null : String(value);
  }
  return { values, list };
}

/** The database's error for a statement cancelled by statement_timeout, and the class of bad values (22xxx). */
const QUERY_CANCELED = '57014';
const DATA_EXCEPTION_CLASS = '22';

/** The user's message for a failed report query; the details go to the server log only. */
function reportFailure(error: unknown, code: string): BusinessError {
  const sqlState = (error as { code?: unknown }).code;
  if (sqlState === QUERY_CANCELED) return new BusinessError(REPORT_MESSAGES.timeout);
  if (typeof sqlState === 'string' && sqlState.startsWith(DATA_EXCEPTION_CLASS)) return new BusinessError(REPORT_MESSAGES.badValue);
  console.warn(`报表 ${code} 查询失败：${(error as Error).message}`);
  return new BusinessError(REPORT_MESSAGES.failed);
}

/** Schema of the screen tables (the connection's current schema), looked up once. */
export function tableSchema(db: AppDb): () => Promise<string> {
  let schema: Promise<string> | undefined;
  return () => (schema ??= sql<{ schema: string }>`select current_schema() as schema`.execute(db).then((result) => result.rows[0].schema));
}

/**
 * One page of a report for the caller: parameters bound, query fields and sort checked against
 * the report file, the declared tables confined to the caller's project or tenant. It runs in a
 * READ ONLY transaction with a statement timeout, an empty search_path and the row cap.
 */
export async function runReport(
  deps: Pick<CrudDeps, 'db' | 'dicts' | 'rowFilters'>,
  schema: string,
  report: LoadedReport,
  auth: AuthContext,
  params: Record<string, unknown>,
): Promise<Page<ApiRecord>> {
  const { values, list } = splitReportParams(report, params);
  const query = parseListQuery(report.view, list, reportListFields(report.file, report.view));
  const tables: ScopedTable[] = await Promise.all(
    [...report.tables].map(async ([table, screen]) => ({ table, screen, visible: await visibleRows(deps, screen, auth) })),
  );
  const maxRows = report.file.maxRows ?? REPORT_LIMITS.maxRows;
  const timeoutMs = Math.round((report.file.timeout ?? REPORT_LIMITS.timeoutSeconds) * 1000);
  const statements = reportStatements(deps.db, { schema, tables, sql: report.sql, params: values, query, tieBreakers: report.view.list.columns, maxRows });
  const { total, rows } = await deps.db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(timeoutMs)}`.execute(trx);
      await sql`set local search_path = ''`.execute(trx);
      const count = await statements.count.execute(trx);
      const page = await statements.page.execute(trx);
      return { total: Number(count.rows[0].total), rows: page.rows };
    })
    .catch((error: unknown) => {
      throw error instanceof BusinessError ? error : reportFailure(error, report.file.code);
    });
  const records = rows.map((row) => Object.fromEntries(report.file.columns.map(({ field }) => [field, row[toColumnName(field)] ?? null])));
  await withDictTexts(report.view, records, deps.dicts, auth);
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}
