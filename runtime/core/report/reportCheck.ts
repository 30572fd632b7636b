import { REPORT_LIMITS, reportQueryFields, type ReportFile } from './report.types';
import { parseReportSql, type ReportSql } from './reportSql';

/** A problem of a report file, at a JSON pointer. */
export interface ReportIssue {
  pointer: string;
  message: string;
}

export interface ReportCheckContext {
  /** The tables a report may declare: the screen tables and detail tables. */
  tables: ReadonlySet<string>;
  /** A "; did you mean 'x'?" hint for a wrong name (the lint passes one; the server does not). */
  suggest?: (wrong: string, valid: readonly string[]) => string;
}

const CODE = /^[a-z][a-z0-9_]*$/;
const FIELD = /^[a-z][A-Za-z0-9]*$/;

function checkNames(report: ReportFile, hint: (wrong: string, valid: readonly string[]) => string): ReportIssue[] {
  const issues: ReportIssue[] = [];
  if (!CODE.test(report.code)) issues.push({ pointer: '/code', message: `code '${report.code}' must be lower case letters, digits and '_'` });
  const fields = report.columns.map((column) => column.field);
  report.columns.forEach((column, index) => {
    if (!FIELD.test(column.field))
      issues.push({ pointer: `/columns/${index}/field`, message: `field '${column.field}' must be lowerCamelCase letters and digits` });
    if (fields.indexOf(column.field) !== index) issues.push({ pointer: `/columns/${index}/field`, message: `column '${column.field}' is listed twice` });
  });
  reportQueryFields(report).forEach((query, index) => {
    if (!fields.includes(query.field))
      issues.push({ pointer: `/query/${index}`, message: `query field '${query.field}' is not a column${hint(query.field, fields)}` });
  });
  const sortField = report.sort?.replace(/^-/, '');
  if (sortField !== undefined && !fields.includes(sortField))
    issues.push({ pointer: '/sort', message: `sort field '${sortField}' is not a column${hint(sortField, fields)}` });
  if (report.maxRows !== undefined && !(Number.isInteger(report.maxRows) && report.maxRows > 0 && report.maxRows <= REPORT_LIMITS.maxRows)) {
    issues.push({ pointer: '/maxRows', message: `maxRows must be a whole number from 1 to ${REPORT_LIMITS.maxRows}` });
  }
  if (report.timeout !== undefined && !(report.timeout > 0 && report.timeout <= REPORT_LIMITS.timeoutSeconds)) {
    issues.push({ pointer: '/timeout', message: `timeout must be more than 0 and at most ${REPORT_LIMITS.timeoutSeconds} seconds` });
  }
  return issues;
}

function checkTablesAndParams(
  report: ReportFile,
  sql: ReportSql,
  context: ReportCheckContext,
  hint: (wrong: string, valid: readonly string[]) => string,
): ReportIssue[] {
  const issues: ReportIssue[] = [];
  const known = [...context.tables];
  report.tables.forEach((table, index) => {
    if (!context.tables.has(table)) issues.push({ pointer: `/tables/${index}`, message: `'${table}' is not the table of any screen${hint(table, known)}` });
    else if (!sql.tables.includes(table)) issues.push({ pointer: `/tables/${index}`, message: `table '${table}' is declared but the SQL does not read it` });
  });
  for (const table of sql.tables.filter((name) => !report.tables.includes(name))) {
    issues.push({ pointer: '/sql', message: `the SQL reads '${table}', which is not declared in tables${hint(table, report.tables)}` });
  }
  const declared = (report.params ?? []).map((param) => param.name);
  for (const name of sql.params.filter((param) => !declared.includes(param))) {
    issues.push({ pointer: '/sql', message: `parameter ':${name}' is not declared in params${hint(name, declared)}` });
  }
  declared.forEach((name, index) => {
    if (!sql.params.includes(name))
      issues.push({ pointer: `/params/${index}/name`, message: `parameter '${name}' is declared but the SQL does not use :${name}` });
  });
  return issues;
}

/**
 * Everything the meta-schema cannot say about a report: its SQL is one SELECT of the allowed
 * form, reads only declared screen tables, uses exactly its declared parameters, and its query
 * and sort fields are columns. Shared by the schema lint and the server's report loader.
 */
export function checkReport(report: ReportFile, context: ReportCheckContext): { issues: ReportIssue[]; sql?: ReportSql } {
  const hint = context.suggest ?? (() => '');
  const issues = checkNames(report, hint);
  const parsed = parseReportSql(report.sql);
  if ('problems' in parsed) {
    return {
      issues: [...issues, ...parsed.problems.map((problem) => ({ pointer: '/sql', message: `${problem.message} (at character ${problem.offset + 1})` }))],
    };
  }
  issues.push(...checkTablesAndParams(report, parsed.sql, context, hint));
  return issues.length > 0 ? { issues } : { issues, sql: parsed.sql };
}
