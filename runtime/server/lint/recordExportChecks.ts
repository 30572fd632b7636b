import type { FlowDeclaration } from '../../core/flow/flow.types';
import { RECORD_EXPORT_ACTION } from '../../core/recordExport/recordExport.types';
import { templateParts } from '../../core/recordExport/recordExportTemplate';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * `recordExport` of a screen: it goes with the recordExport row action (either alone is an
 * error), `rows` is a detail field, every placeholder names a header field or a column of the rows,
 * and the states are states of the screen's flow.
 */
export function checkRecordExport(file: SourceFile, screen: ScreenFile, flow: FlowDeclaration | null): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(pointer, message));
  const actionAt = (screen.rowActions ?? []).findIndex((action) => action.name === RECORD_EXPORT_ACTION);
  const declaration = screen.recordExport;
  if (!declaration) {
    if (actionAt >= 0) report(`/rowActions/${actionAt}/name`, `the row action '${RECORD_EXPORT_ACTION}' needs a 'recordExport' declaring the file's layout`);
    return issues;
  }
  if (actionAt < 0) report('/recordExport', `'recordExport' needs the row action { "name": "${RECORD_EXPORT_ACTION}", "title": "<按钮文字>" } in rowActions`);
  const header = Object.keys(screen.entity.properties);
  const rowsField = screen.entity.properties[declaration.rows];
  const columns = rowsField?.type === 'array' && rowsField.items ? Object.keys(rowsField.items.properties) : null;
  if (!columns) {
    const details = header.filter((name) => screen.entity.properties[name].type === 'array');
    report('/recordExport/rows', `'${declaration.rows}' is not a detail field of the entity${didYouMean(declaration.rows, details)}`);
  }
  const checkTemplate = (pointer: string, template: string) => {
    for (const part of templateParts(template, declaration.rows)) {
      if ('row' in part && columns && !columns.includes(part.row))
        report(pointer, `'{${declaration.rows}.${part.row}}' names no column of '${declaration.rows}'${didYouMean(part.row, columns)}`);
      if ('header' in part && !header.includes(part.header) && part.header !== 'id')
        report(pointer, `'{${part.header}}' names no field of the entity${didYouMean(part.header, [...header, '#'])}`);
    }
  };
  if (declaration.fileName) checkTemplate('/recordExport/fileName', declaration.fileName);
  declaration.columns.forEach((column, i) => checkTemplate(`/recordExport/columns/${i}/value`, column.value));
  const codes = flow?.states.map((state) => state.code) ?? [];
  (declaration.states ?? []).forEach((code, i) => {
    if (!flow) report(`/recordExport/states/${i}`, `state '${code}' needs a flow: the screen has none`);
    else if (!codes.includes(code))
      report(`/recordExport/states/${i}`, `'${code}' is not a state of the flow; states are ${codes.map((known) => `'${known}'`).join(', ')}`);
  });
  return issues;
}
