import { PRINT_ACTION, TEMPLATE_FIELDS } from '../../core/print/print.types';
import { printRowsScreen } from '../../core/print/printTemplate';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * `print` of a screen: it goes with the print row action (either alone is an error), its template
 * screen exists and has every template field, and its detail rows name a screen, a field of it
 * holding the record's id and a sort field of it, or the record's own detail field (and a sort field of its rows).
 */
export function checkPrint(file: SourceFile, screen: ScreenFile, screensById: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(pointer, message));
  const actionAt = (screen.rowActions ?? []).findIndex((action) => action.name === PRINT_ACTION);
  const declaration = screen.print;
  if (!declaration) {
    if (actionAt >= 0) report(`/rowActions/${actionAt}/name`, `the row action '${PRINT_ACTION}' needs a 'print' naming the template screen`);
    return issues;
  }
  if (actionAt < 0) report('/print', `'print' needs the row action { "name": "${PRINT_ACTION}", "title": "打印" } in rowActions`);
  const ids = [...screensById.keys()];
  const templates = screensById.get(declaration.templates);
  if (!templates) report('/print/templates', `'${declaration.templates}' is not a screen${didYouMean(declaration.templates, ids)}`);
  else {
    const missing = TEMPLATE_FIELDS.filter((field) => !(field in templates.entity.properties));
    if (missing.length > 0)
      report('/print/templates', `template screen '${templates.id}' lacks the template fields ${missing.map((field) => `'${field}'`).join(', ')}`);
  }
  const rows = declaration.rows;
  if (!rows) return issues;
  if (rows.detail !== undefined) {
    if (rows.screen !== undefined || rows.by !== undefined)
      report('/print/rows', '明细表取自本记录的明细（detail）时，不写 screen 和 by；取自另一个页面时，不写 detail');
    const rowsScreen = printRowsScreen(screen, screensById);
    if (!rowsScreen) {
      const details = detailFields(screen).map((entry) => entry.name);
      report('/print/rows/detail', `“${rows.detail}”不是本页面的明细字段（带 x-detail 的数组字段）${didYouMean(rows.detail, details)}`);
      return issues;
    }
    const fields = Object.keys(rowsScreen.entity.properties);
    if (rows.sort && !fields.includes(rows.sort)) report('/print/rows/sort', `“${rows.sort}”不是明细“${rows.detail}”的字段${didYouMean(rows.sort, fields)}`);
    return issues;
  }
  if (rows.screen === undefined || rows.by === undefined) {
    report('/print/rows', '明细表须写 detail（本记录的明细字段），或同时写 screen 和 by（另一个页面及其指向本记录的字段）');
    return issues;
  }
  const rowsScreen = screensById.get(rows.screen);
  if (!rowsScreen) {
    report('/print/rows/screen', `'${rows.screen}' is not a screen${didYouMean(rows.screen, ids)}`);
    return issues;
  }
  const fields = Object.keys(rowsScreen.entity.properties);
  if (!fields.includes(rows.by)) report('/print/rows/by', `'${rows.by}' is no field of '${rows.screen}'${didYouMean(rows.by, fields)}`);
  if (rows.sort && !fields.includes(rows.sort)) report('/print/rows/sort', `'${rows.sort}' is no field of '${rows.screen}'${didYouMean(rows.sort, fields)}`);
  return issues;
}
