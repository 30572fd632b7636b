import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ReportSql } from '../../core/report/reportSql';
import { toColumnName } from '../../core/screen/naming';
import { storedFields } from '../../core/screen/screenModel';
import { AUDIT_FIELDS, type ScreenFile } from '../../core/screen/screen.types';
import { listConditions } from '../crud/applyListQuery';
import type { ListQuery } from '../crud/listQuery';
import type { RowCondition } from '../crud/rowVisibility';
import type { AppDb, DB } from '../db/dbTypes';

/** A declared table, the screen owning it and the rows of it the caller may see. */
export interface ScopedTable {
  table: string;
  screen: ScreenFile;
  visible: RowCondition;
}

export interface ReportStatementInput {
  /** Schema holding the screen tables (the CTEs name it; the report's own names resolve to the CTEs). */
  schema: string;
  tables: ScopedTable[];
  sql: ReportSql;
  /** Values of the report's parameters by name; a missing one is NULL. */
  params: Readonly<Record<string, string | null>>;
  query: ListQuery;
  /** Column fields used after the sort column so that pages never overlap. */
  tieBreakers: string[];
  maxRows: number;
}

/** The report SQL with every `:name` bound as a value (Kysely numbers the placeholders). */
export function boundReportSql(reportSql: ReportSql, params: Readonly<Record<string, string | null>>): RawBuilder<unknown> {
  return sql.join(
    reportSql.segments.map((segment) => ('text' in segment ? sql.raw(segment.text) : sql`${params[segment.param] ?? null}`)),
    sql.raw(''),
  );
}

/**
 * `name as (select <the API's columns> from <schema>.name where <caller's scope>)` per declared
 * table. Under an empty search_path these CTEs are the only tables the report's unqualified names
 * can reach; write-only columns (passwords) and the scope columns are not in them.
 */
function scopedTables(db: AppDb, input: ReportStatementInput): RawBuilder<unknown> {
  return sql.join(
    input.tables.map(({ table, screen, visible }) => {
      const columns = ['id', ...storedFields(screen).map(([field]) => toColumnName(field)), ...AUDIT_FIELDS.slice(1).map(toColumnName)];
      const body = db.selectFrom(`${input.schema}.${table}`).select(columns).where(visible);
      return sql`${sql.id(table)} as ${body}`;
    }),
  );
}

function ordered<O>(builder: SelectQueryBuilder<DB, string, O>, input: ReportStatementInput): SelectQueryBuilder<DB, string, O> {
  const { column, order } = input.query.sort;
  const ties = input.tieBreakers.map(toColumnName).filter((tie) => tie !== column);
  return ties.reduce((chain, tie) => chain.orderBy(sql.ref(tie), order), builder.orderBy(sql.ref(column), order));
}

/**
 * The count and the page of a report run: the report SQL as a subquery, filtered by the query
 * fields, sorted, cut at the row cap, then paged. Every identifier comes from the report file
 * and every value is bound.
 */
export function reportStatements(
  db: AppDb,
  input: ReportStatementInput,
): { count: RawBuilder<{ total: string | number }>; page: RawBuilder<Record<string, unknown>> } {
  const reportRows = sql`(${boundReportSql(input.sql, input.params)})`.as('report_rows');
  const capped = ordered(db.selectFrom(reportRows).selectAll().where(listConditions(input.query)), input)
    .limit(input.maxRows)
    .as('capped');
  const ctes = scopedTables(db, input);
  const count: Expression<unknown> = db.selectFrom(capped).select((eb) => eb.fn.countAll().as('total'));
  const { pageNo, pageSize } = input.query;
  const page: Expression<unknown> = ordered(db.selectFrom(capped).selectAll(), input)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const withScopedTables = (statement: Expression<unknown>) => (input.tables.length > 0 ? sql`with ${ctes} ${statement}` : sql`${statement}`);
  return { count: withScopedTables(count) as RawBuilder<{ total: string | number }>, page: withScopedTables(page) as RawBuilder<Record<string, unknown>> };
}
