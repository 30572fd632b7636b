import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/dbTypes';
import type { FieldFilter, ListQuery } from './listQuery';

type Builder = ExpressionBuilder<DB, string>;

/** The one SQL operator of each comparison; nothing the client sends is ever used as an operator. */
const COMPARISONS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** Makes `%`, `_` and `\` in a user's search text match literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The LIKE pattern of a text search; the value's own wildcards match literally. */
export function likePattern(operator: 'contains' | 'startsWith' | 'endsWith', value: string): string {
  const text = escapeLike(value);
  if (operator === 'startsWith') return `${text}%`;
  if (operator === 'endsWith') return `%${text}`;
  return `%${text}%`;
}

/** The SQL condition of one filter (also used for the row filters of data rules). */
export function filterExpression(eb: Builder, filter: FieldFilter): Expression<SqlBool> {
  const column = sql.ref(filter.column);
  switch (filter.operator) {
    case 'in':
      return eb(column, 'in', filter.value);
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      // Case-insensitive like upstream's MySQL collation. Text columns are compared as they are, so
      // their trigram index serves even `%x%`; the cast lets dates and numbers match text.
      return eb(filter.text ? column : sql`cast(${column} as text)`, 'ilike', likePattern(filter.operator, filter.value));
    default:
      return eb(column, COMPARISONS[filter.operator], filter.value);
  }
}

/** The WHERE condition of a list query: every ordinary filter, and the advanced query as one group. */
export function listConditions(query: ListQuery): (eb: Builder) => Expression<SqlBool> {
  return (eb) => {
    const conditions = query.filters.map((filter) => filterExpression(eb, filter));
    if (query.superQuery) {
      const group = query.superQuery.filters.map((filter) => filterExpression(eb, filter));
      conditions.push(query.superQuery.matchType === 'or' ? eb.or(group) : eb.and(group));
    }
    return eb.and(conditions);
  };
}

/** Sorts by the requested column (id breaks ties so pages never overlap) and takes one page. */
export function orderAndPage<O>(builder: SelectQueryBuilder<DB, string, O>, query: ListQuery): SelectQueryBuilder<DB, string, O> {
  const { column, order } = query.sort;
  const ordered = builder.orderBy(sql.ref(column), order);
  return (column === 'id' ? ordered : ordered.orderBy(sql.ref('id'), order)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
}
