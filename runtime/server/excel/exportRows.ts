import { withCurrentUser } from '../crud/currentUserParams';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { orderAndPage } from '../crud/applyListQuery';
import { flowTabRows } from '../flow/flowRows';
import type { CrudDeps } from '../crud/crudDeps';
import { withDictTexts } from '../crud/dictTexts';
import { parseListQuery, withStoredSort, type ListQuery } from '../crud/listQuery';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { queriedRows } from '../crud/queriedRows';
import type { DB } from '../db/dbTypes';

/** Rows read per statement: large pages cost fewer statements; each is one short read, other requests run between them. */
export const EXPORT_PAGE_ROWS = 2000;

/** The sort column of a row as text, read along with it: the next page starts after it exactly (a Date would lose microseconds). */
const SORT_KEY = '__export_sort_key';

/** Where the previous page ended: its last row's sort value (as text, null for NULL) and id. */
interface PageEnd {
  key: string | null;
  id: string;
}

/**
 * The rows after `end` in the order (sort column, id), both ascending or both descending, as
 * PostgreSQL sorts them: NULLs last going up, first going down. A keyset condition instead of
 * OFFSET: every page is found through the order, not by counting past the rows before it.
 */
function afterPage(sort: ListQuery['sort'], end: PageEnd): (eb: ExpressionBuilder<DB, string>) => Expression<SqlBool> {
  return (eb) => {
    const id = sql.ref('id');
    const up = sort.order === 'asc';
    const nextId = eb(id, up ? '>' : '<', end.id);
    if (sort.column === 'id') return nextId;
    const column = sql.ref(sort.column);
    if (end.key === null) return up ? eb.and([eb(column, 'is', null), nextId]) : eb.or([eb.and([eb(column, 'is', null), nextId]), eb(column, 'is not', null)]);
    const beyond = eb.or([eb(column, up ? '>' : '<', end.key), eb.and([eb(column, '=', end.key), nextId])]);
    return up ? eb.or([beyond, eb(column, 'is', null)]) : beyond;
  };
}

/**
 * The records a list query matches, all of them, page by page (EXPORT_PAGE_ROWS) with their
 * dictionary labels: one keyset read per page and no count, so memory stays flat and the last
 * page costs what the first does. The query is checked at the first `next()`, before any read.
 */
export async function* exportRecords(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, params: Record<string, unknown>): AsyncGenerator<ApiRecord[]> {
  const query: ListQuery = { ...withStoredSort(screen, parseListQuery(screen, withCurrentUser(screen, params, auth))), pageNo: 1, pageSize: EXPORT_PAGE_ROWS };
  const queried = await queriedRows(deps, screen, auth, query);
  const sortKey = sql<string | null>`cast(${sql.ref(query.sort.column)} as text)`.as(SORT_KEY);
  let end: PageEnd | null = null;
  for (;;) {
    let select = deps.db
      .selectFrom(screen.table)
      .selectAll()
      .select(sortKey)
      .where(queried)
      .where(flowTabRows(screen, query.flowTab, auth));
    if (end) select = select.where(afterPage(query.sort, end));
    const rows = await orderAndPage(select, query).execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    end = { key: last[SORT_KEY] as string | null, id: String(last.id) };
    yield withDictTexts(
      screen,
      rows.map((row) => rowToRecord(screen, row)),
      deps.dicts,
      auth,
    );
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}
