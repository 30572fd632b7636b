/**
 * The shape of an online report file (`schemas/reports/<code>.json`), the stored read-only query
 * behind the report popup (JPopup). The meta-schema `schemas/meta/report.schema.json` is the
 * authority; these types mirror it for code.
 */

/** Value type of a report column: decides how query values are checked and how cells are shown. */
export type ReportColumnType = 'string' | 'number' | 'integer' | 'date' | 'datetime';

export interface ReportColumn {
  /** lowerCamelCase name; the SQL returns it as the snake_case column (`empName` ← `emp_name`). */
  field: string;
  title: string;
  type?: ReportColumnType;
  /** Dictionary code (or table dictionary `table,text,value`) translating the column's values. */
  dict?: string;
  /** Returned (usable in orgFields) but not shown as a table column. */
  hidden?: boolean;
  width?: number;
}

export type ReportQueryMode = 'single' | 'like' | 'range';

export interface ReportQueryField {
  field: string;
  mode?: ReportQueryMode;
  /** Shown only when the user expands the query form (upstream `hidden: '1'`). */
  hidden?: boolean;
}

/** A named parameter `:name` of the SQL; the popup passes it as `self_<name>`. */
export interface ReportParam {
  name: string;
  title: string;
}

export interface ReportFile {
  $schema?: string;
  /** Lower-case code, also the file name; popups name it in `popupCode`. */
  code: string;
  /** Title of the popup. */
  name: string;
  /** Screen (or detail) tables the SQL reads; each is confined to the caller's project or tenant. */
  tables: string[];
  /** One SELECT statement with `:name` parameters. */
  sql: string;
  params?: ReportParam[];
  columns: ReportColumn[];
  query?: (string | ReportQueryField)[];
  /** Default sort: `field` or `-field` (descending); defaults to the first column. */
  sort?: string;
  /** Row cap of one query (at most REPORT_LIMITS.maxRows). */
  maxRows?: number;
  /** Statement timeout in seconds (at most REPORT_LIMITS.timeoutSeconds). */
  timeout?: number;
}

/** Upper bounds no report may raise; also the defaults. */
export const REPORT_LIMITS = { maxRows: 10_000, timeoutSeconds: 10 } as const;

/** Query field entries normalised to objects; strings default to exact match ('single'). */
export function reportQueryFields(report: ReportFile): Required<ReportQueryField>[] {
  return (report.query ?? []).map((entry) =>
    typeof entry === 'string'
      ? { field: entry, mode: 'single', hidden: false }
      : { field: entry.field, mode: entry.mode ?? 'single', hidden: entry.hidden ?? false },
  );
}
