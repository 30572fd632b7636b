import { basename } from 'node:path';
import type { ReportFile } from '../../core/report/report.types';
import { checkReport } from '../../core/report/reportCheck';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import { checkDict, type ProjectIndex } from './screenChecks';
import { pointerSegment, type SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * Checks of a report file beyond its meta-schema: the SQL form, declared tables and parameters
 * (the same checks the server runs when it loads reports), the file name and column dictionaries.
 */
export function checkReportFile(file: SourceFile, report: ReportFile, index: ProjectIndex, tables: ReadonlySet<string>): LintIssue[] {
  const issues = checkReport(report, { tables, suggest: didYouMean }).issues.map((issue) => file.issue(issue.pointer, issue.message));
  if (basename(file.relativePath, '.json') !== report.code)
    issues.push(file.issue('/code', `code '${report.code}' must be the file's name (${basename(file.relativePath)})`));
  report.columns.forEach((column, i) => {
    if (column.dict !== undefined) issues.push(...checkDict(file, `/columns/${i}/dict`, column.dict, index));
  });
  return issues;
}

/** Every popup of a field or detail column, with where it is written. */
function popupsOf(screen: ScreenFile): { pointer: string; code: unknown; orgFields: unknown; destFields: unknown; fields: string[] }[] {
  const found: { pointer: string; code: unknown; orgFields: unknown; destFields: unknown; fields: string[] }[] = [];
  const visit = (at: string, properties: Record<string, FieldSchema>) => {
    const fields = Object.keys(properties);
    for (const [name, field] of Object.entries(properties)) {
      const here = `${at}/${pointerSegment(name)}`;
      const props = field['x-component-props'];
      if (field['x-component'] === 'Popup' && props)
        found.push({ pointer: `${here}/x-component-props`, code: props.code, orgFields: props.orgFields, destFields: props.destFields, fields });
      const column = field['x-column'];
      if (column?.type === 'popup')
        found.push({ pointer: `${here}/x-column`, code: column.popupCode, orgFields: column.orgFields, destFields: column.destFields, fields });
      if (field.items) visit(`${here}/items/properties`, field.items.properties);
    }
  };
  visit('/entity/properties', screen.entity.properties);
  return found;
}

/** A popup must name a report, take its orgFields from the report's columns and fill fields of the same form or row. */
export function checkPopupReferences(file: SourceFile, screen: ScreenFile, reports: ReadonlyMap<string, ReportFile>): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const popup of popupsOf(screen)) {
    if (typeof popup.code !== 'string' || typeof popup.orgFields !== 'string' || typeof popup.destFields !== 'string') continue;
    const report = reports.get(popup.code);
    if (!report) {
      issues.push(file.issue(popup.pointer, `popup report '${popup.code}' does not exist in schemas/reports${didYouMean(popup.code, [...reports.keys()])}`));
      continue;
    }
    const columns = report.columns.map((column) => column.field);
    const from = popup.orgFields.split(',');
    const to = popup.destFields.split(',');
    if (from.length !== to.length)
      issues.push(file.issue(popup.pointer, `orgFields and destFields must list the same number of fields (${from.length} and ${to.length})`));
    for (const field of from.filter((name) => !columns.includes(name)))
      issues.push(file.issue(popup.pointer, `orgFields: '${field}' is not a column of report '${popup.code}'${didYouMean(field, columns)}`));
    for (const field of to.filter((name) => !popup.fields.includes(name)))
      issues.push(file.issue(popup.pointer, `destFields: '${field}' is not a field here${didYouMean(field, popup.fields)}`));
  }
  return issues;
}
