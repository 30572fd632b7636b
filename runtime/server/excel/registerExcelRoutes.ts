import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportEnabled, importEnabled, partialImport } from '../../core/files/excelSettings';
import { permissionCode } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { attachment } from '../files/contentDisposition';
import { receiveMultipart } from '../files/receiveMultipart';
import { MAX_UPLOAD_BYTES } from '../files/uploadLimits';
import type { UploadStore } from '../files/uploadStore';
import { repeatWhileOpen } from '../jobs/housekeeping';
import { checkWorkbookFile } from './checkWorkbookFile';
import { writeErrorWorkbook } from './errorWorkbook';
import { EXCEL_MESSAGES } from './excelMessages';
import { prepareExport } from './exportWorkbook';
import { importAnswer } from './importAnswer';
import { ImportProgressBoard, registerImportProgressRoute } from './importProgress';
import { importRows, type ImportRequest } from './importRows';
import { undoAbandonedImports } from './undoImport';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list query of an export: `selections` (chosen ids) become an id filter; `template` is no filter. */
function exportParams(request: FastifyRequest): { params: Record<string, unknown>; template: boolean } {
  const { selections, template, ...params } = (request.query ?? {}) as Record<string, unknown>;
  if (typeof selections === 'string' && selections !== '') params.id_MultiString = selections;
  return { params, template: template === '1' || template === 'true' };
}

/** Receives the uploaded workbook, imports it and answers with the outcome; the upload's temporary file is removed in any case. */
async function receiveAndImport(request: FastifyRequest, deps: CrudDeps, uploads: UploadStore, importRequest: Omit<ImportRequest, 'file'>) {
  const { file } = await receiveMultipart(request, uploads, MAX_UPLOAD_BYTES);
  if (!file) throw new BusinessError(EXCEL_MESSAGES.noFile);
  try {
    await checkWorkbookFile(file.tempFile, file.originalName);
    const outcome = await importRows(deps, { ...importRequest, file: file.tempFile });
    const errorFile = outcome.failures.length > 0 ? await writeErrorWorkbook(uploads, importRequest.screen, outcome.headers, outcome.failures) : null;
    return importAnswer(outcome, errorFile);
  } finally {
    await rm(file.tempFile, { force: true });
  }
}

function registerScreenExcel(app: FastifyInstance, deps: CrudDeps, uploads: UploadStore, progress: ImportProgressBoard, screen: ScreenFile): void {
  const base = `/api${screen.api}`;

  if (exportEnabled(screen)) {
    app.get(`${base}/exportXls`, { config: { permission: permissionCode(screen, 'exportXls') } }, async (request, reply) => {
      const { params, template } = exportParams(request);
      const write = await prepareExport(deps, { screen, auth: requireAuth(request), params, template });
      const output = new PassThrough();
      write(output).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      reply.header('Content-Type', XLSX_TYPE);
      reply.header('Content-Disposition', attachment(`${screen.title}${template ? '导入模板' : ''}.xlsx`));
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(output);
    });
  }

  if (importEnabled(screen)) {
    app.post(`${base}/importExcel`, { config: { permission: permissionCode(screen, 'importExcel') } }, async (request) => {
      const auth = requireAuth(request);
      const { progressKey } = (request.query ?? {}) as Record<string, unknown>;
      const onProgress = progress.reporter(auth.userId, progressKey) ?? undefined;
      try {
        return await receiveAndImport(request, deps, uploads, { screen, auth, partial: partialImport(screen), onProgress });
      } finally {
        progress.finish(auth.userId, progressKey);
      }
    });
  }
}

/** An import whose heartbeat stopped this long ago was left by a process that is gone (a batch takes well under a second). */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

export interface ExcelRouteOptions {
  /** No other process can reach the database (PGlite): at start every unfinished import is abandoned. */
  soleProcess: boolean;
}

/**
 * Excel export (`{api}/exportXls`, also the import template with `template=1`) and import
 * (`{api}/importExcel`) for every screen whose list enables them, guarded by
 * `<permission>:exportXls` and `<permission>:importExcel`. Imports left unfinished by a process
 * that died are undone at start and by a sweep every ABANDONED_AFTER_MS.
 */
export async function registerExcelRoutes(app: FastifyInstance, deps: CrudDeps, uploads: UploadStore, { soleProcess }: ExcelRouteOptions): Promise<void> {
  await undoAbandonedImports(deps, soleProcess ? null : ABANDONED_AFTER_MS);
  repeatWhileOpen(app, {
    title: '未完成导入的撤销',
    everyMs: ABANDONED_AFTER_MS,
    run: () => undoAbandonedImports(deps, ABANDONED_AFTER_MS).then(() => undefined),
  });
  const progress = new ImportProgressBoard();
  registerImportProgressRoute(app, progress);
  for (const screen of deps.registry.screens.values()) registerScreenExcel(app, deps, uploads, progress, screen);
}
