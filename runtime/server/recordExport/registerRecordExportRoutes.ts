import type { FastifyInstance } from 'fastify';
import { flowOf, stateTitle } from '../../core/flow/flowModel';
import { RECORD_EXPORT_ACTION, type RecordExportDeclaration } from '../../core/recordExport/recordExport.types';
import { renderTemplate, templateParts } from '../../core/recordExport/recordExportTemplate';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { detailScreen } from '../crud/detailRows';
import { withDictTexts } from '../crud/dictTexts';
import { findRecord } from '../crud/readRecords';
import type { ApiRecord } from '../crud/recordMapper';
import { attachment } from '../files/contentDisposition';
import { ClientError } from '../sys/errorHandlers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A record whose state may not be exported: 400, nothing sent. */
const notExportable = (state: string, title: string) => `当前状态（${state}）的记录不能导出${title}`;

/** A record's values as a template shows them: each dictionary field by its text. */
const shown = (record: ApiRecord): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([field, value]) => [field, record[`${field}_dictText`] ?? value]));

/** The workbook of one record: a bold header row, then one row per detail row, amounts as numbers. */
async function recordWorkbook(declaration: RecordExportDeclaration, title: string, header: ApiRecord, rows: ApiRecord[]): Promise<Buffer> {
  // exceljs is loaded at the first export, not at start: it is the heaviest module of the server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(title);
  const parts = declaration.columns.map((column) => templateParts(column.value, declaration.rows));
  sheet.columns = declaration.columns.map((column) => ({ header: column.title, width: column.width ?? Math.max(10, column.title.length * 2 + 6) }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.alignment = { horizontal: 'center' };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  });
  const shownHeader = shown(header);
  rows.forEach((row, index) => {
    const values = parts.map((columnParts) => renderTemplate(columnParts, { header: shownHeader, row: shown(row), rowNumber: index + 1 }));
    const added = sheet.addRow(values);
    values.forEach((value, i) => {
      if (typeof value === 'number' && !parts[i].some((part) => 'rowNumber' in part)) added.getCell(i + 1).numFmt = '#,##0.00';
    });
  });
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      cell.border = { top: { style: 'thin' }, left: { style: 'thin' }, bottom: { style: 'thin' }, right: { style: 'thin' } };
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function registerScreenRecordExport(app: FastifyInstance, deps: CrudDeps, screen: ScreenFile, declaration: RecordExportDeclaration): void {
  const title = screen.rowActions?.find((action) => action.name === RECORD_EXPORT_ACTION)?.title ?? screen.title;
  const detail = detailFields(screen).find((candidate) => candidate.name === declaration.rows);
  const flow = flowOf(screen);
  app.get(`/api${screen.api}/${RECORD_EXPORT_ACTION}`, { config: { permission: `${screen.permission}:${RECORD_EXPORT_ACTION}` } }, async (request, reply) => {
    const auth = requireAuth(request);
    // Throws 记录不存在 for a record of another project, as queryById does.
    const record = await findRecord(deps, screen, auth, (request.query as Record<string, unknown> | undefined)?.id);
    if (flow && declaration.states && !declaration.states.includes(String(record[flow.stateField] ?? '')))
      throw new ClientError(400, notExportable(stateTitle(flow, record[flow.stateField]), title));
    const stored = Array.isArray(record[declaration.rows]) ? (record[declaration.rows] as ApiRecord[]) : [];
    const rows = detail ? await withDictTexts(detailScreen(screen, detail), stored, deps.dicts, auth) : stored;
    const fileParts = templateParts(declaration.fileName ?? screen.title, declaration.rows);
    const fileName = String(renderTemplate(fileParts, { header: shown(record), row: {}, rowNumber: 0 }));
    reply.header('Content-Type', XLSX_TYPE);
    reply.header('Content-Disposition', attachment(`${fileName}.xlsx`));
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(await recordWorkbook(declaration, title, record, rows));
  });
}

/**
 * `GET /api{api}/recordExport?id=` of every screen with a `recordExport`: the record (one the
 * caller may see, in one of the declared states) as an Excel file in the declared layout.
 */
export function registerRecordExportRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of deps.registry.screens.values()) if (screen.recordExport) registerScreenRecordExport(app, deps, screen, screen.recordExport);
}
