import { flowOf, stateTitle } from '../../core/flow/flowModel';
import { listOf, printRowsScreen } from '../../core/print/printTemplate';
import type { PrintDeclaration, PrintTemplate, PrintView } from '../../core/print/print.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { MAX_PAGE_SIZE } from '../crud/listQuery';
import { withDictTexts } from '../crud/dictTexts';
import { listRecords } from '../crud/readRecords';
import type { ApiRecord } from '../crud/recordMapper';
import { ClientError } from '../sys/errorHandlers';

/** A value as the document shows it: a dictionary field by its text, a flow state by its title, nothing as an empty cell. */
const shown = (screen: ScreenFile, record: ApiRecord, field: string): string => {
  const flow = flowOf(screen);
  if (flow && field === flow.stateField) return stateTitle(flow, record[field]);
  const value = record[`${field}_dictText`] ?? record[field];
  return value === null || value === undefined ? '' : String(value);
};

/** A field's title, the name itself when the screen does not know it (a template saved before the screen changed). */
const titleOf = (screen: ScreenFile, field: string): string => screen.entity.properties[field]?.title ?? field;

/** The company the document is printed for (the top of the caller's organisation) and the project it belongs to. */
async function letterhead(deps: CrudDeps, auth: AuthContext): Promise<{ company: string; project: string }> {
  const departs = deps.db.selectFrom('sys_depart').select('depart_name').where('tenant_id', '=', auth.tenantId);
  const company = await departs.where('org_type', '=', '1').orderBy('sort_no').executeTakeFirst();
  const project = auth.projectId ? await departs.where('id', '=', auth.projectId).executeTakeFirst() : undefined;
  return { company: String(company?.depart_name ?? ''), project: String(project?.depart_name ?? '') };
}

/** The templates of `screen` the caller's tenant keeps, oldest first (the first is the default). */
export async function templatesOf(deps: CrudDeps, templates: ScreenFile, screen: ScreenFile, auth: AuthContext): Promise<PrintTemplate[]> {
  const page = await listRecords(deps, templates, auth, { screenId: screen.id, column: 'createTime', order: 'asc', pageSize: MAX_PAGE_SIZE });
  return page.records;
}

/** The record's own detail rows (`rows.detail`), with their dictionary texts, sorted by `rows.sort` if given (else in their saved order). */
async function ownDetailRows(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, record: ApiRecord, detail: string, sort?: string): Promise<ApiRecord[]> {
  const rows = await withDictTexts(screen, (record[detail] as ApiRecord[] | undefined) ?? [], deps.dicts, auth);
  if (!sort) return rows;
  const key = (row: ApiRecord) => String(row[sort] ?? '');
  return [...rows].sort((a, b) => key(a).localeCompare(key(b), 'zh-CN', { numeric: true }));
}

/** The detail rows the declaration names: the record's own detail, or records of another screen that point at the printed one. */
async function detailRows(
  deps: CrudDeps,
  printed: ScreenFile,
  declaration: PrintDeclaration,
  auth: AuthContext,
  record: ApiRecord,
): Promise<[ScreenFile, ApiRecord[]] | null> {
  const rows = declaration.rows;
  const screen = printRowsScreen(printed, deps.registry.screens);
  if (!rows || !screen) return null;
  if (rows.detail !== undefined) return [screen, await ownDetailRows(deps, screen, auth, record, rows.detail, rows.sort)];
  const params = { [rows.by!]: String(record.id), pageSize: MAX_PAGE_SIZE, ...(rows.sort ? { column: rows.sort, order: 'asc' } : {}) };
  return [screen, (await listRecords(deps, screen, auth, params)).records];
}

/** Everything the print page lays out for `record` with the chosen template (the first when none is asked for). */
export async function printView(
  deps: CrudDeps,
  screen: ScreenFile,
  declaration: PrintDeclaration,
  auth: AuthContext,
  record: ApiRecord,
  templateId: unknown,
): Promise<PrintView> {
  const templateScreen = deps.registry.screens.get(declaration.templates)!;
  const templates = await templatesOf(deps, templateScreen, screen, auth);
  const template = templates.find((candidate) => candidate.id === templateId) ?? (templateId ? undefined : templates[0]);
  if (!template) throw new ClientError(400, templateId ? '打印模板不存在' : `${screen.title}还没有打印模板，请管理员在打印模板中新增`);
  const rows = await detailRows(deps, screen, declaration, auth, record);
  const rowFields = listOf(template.rowFields);
  return {
    ...(await letterhead(deps, auth)),
    printedAt: new Date().toISOString(),
    template: {
      id: String(template.id),
      title: String(template.title ?? screen.title),
      headerText: String(template.headerText ?? ''),
      footerText: String(template.footerText ?? ''),
      signatures: listOf(template.signatures),
    },
    templates: templates.map((candidate) => ({ id: String(candidate.id), title: String(candidate.title ?? '') })),
    fields: listOf(template.fields).map((field) => ({ title: titleOf(screen, field), value: shown(screen, record, field) })),
    rows:
      rows && rowFields.length > 0
        ? {
            title: declaration.rows!.title,
            columns: rowFields.map((field) => titleOf(rows[0], field)),
            data: rows[1].map((row) => rowFields.map((field) => shown(rows[0], row, field))),
          }
        : null,
  };
}
