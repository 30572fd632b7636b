import { sql } from 'kysely';
import type { Page } from '../../core/http/envelope';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import { orderAndPage } from './applyListQuery';
import type { CrudDeps } from './crudDeps';
import { readDetailRows } from './detailRows';
import { selectedDictTexts, withDictTexts } from './dictTexts';
import { countLimit, pageOf } from './pageTotal';
import { parseListQuery } from './listQuery';
import { withCurrentUser } from './currentUserParams';
import { rowToRecord, type ApiRecord } from './recordMapper';
import { CRUD_MESSAGES } from './crudMessages';
import { visibleRows, type RowState } from './rowVisibility';
import { queriedRows } from './queriedRows';
import { flowTabRows, withFlowActions } from '../flow/flowRows';
import { countSelections, withReadCounts } from '../sums/countFields';
import { aggregateSelections, withAggregates } from './listAggregates';
import { refreshStreamStatuses } from '../files/streamStatusFields';

export interface ListOptions {
  /** Live rows, or those in the recycle bin. */
  state?: RowState;
  /** Count at most COUNT_CAP rows unless the request asks `exactTotal=1` (the list pages; an export needs every page). */
  boundedCount?: boolean;
}

const TOTAL_ALIAS = '__total';

/**
 * One page of a screen's records the caller may see, filtered and sorted as the request asks, in
 * one statement: the page's rows carry the (bounded) count of all matching rows and the labels of
 * table dictionaries; plain dictionary labels come from the cache. Records of a flow screen carry
 * the transitions the caller may take (`flowActions`), and `flowTab` picks a quick tab. Only a page past the end, which
 * has no row to carry the count, counts in a second statement.
 */
export async function listRecords(
  deps: CrudDeps,
  screen: ScreenFile,
  auth: AuthContext,
  params: Record<string, unknown>,
  { state = 'live', boundedCount = false }: ListOptions = {},
): Promise<Page<ApiRecord>> {
  const { db, dicts } = deps;
  // The request is checked before any SQL runs: a refused query touches nothing.
  const query = parseListQuery(screen, withCurrentUser(screen, params, auth));
  await refreshStreamStatuses(deps, screen, () => visibleRows(deps, screen, auth, state));
  const queried = await queriedRows(deps, screen, auth, query, state);
  const limit = boundedCount ? countLimit(query.exactTotal) : null;
  // Built once (Kysely's builders are immutable): the page and its count share these conditions.
  const matching = db
    .selectFrom(screen.table)
    .where(queried)
    .where(flowTabRows(screen, query.flowTab, auth));
  const counted = () => {
    const rows = matching.select(sql.lit(1).as('one'));
    return db.selectFrom((limit === null ? rows : rows.limit(limit)).as('counted')).select((eb) => eb.fn.countAll().as('n'));
  };
  const selected = selectedDictTexts(screen, dicts, auth);
  const aggregates = await aggregateSelections(deps, screen, auth);
  const rows = await orderAndPage(
    matching
      .selectAll()
      .select(counted().as(TOTAL_ALIAS))
      .select(selected.map(({ alias, labels }) => labels.as(alias)))
      .select(countSelections(deps.registry, screen))
      .select(aggregates),
    query,
  ).execute();
  const total = rows.length > 0 ? Number(rows[0][TOTAL_ALIAS]) : query.pageNo === 1 ? 0 : Number((await counted().executeTakeFirstOrThrow()).n);
  const records = rows.map((row) => {
    const record = withAggregates(screen, withReadCounts(deps.registry, screen, rowToRecord(screen, row), row), row);
    for (const { field, alias } of selected) record[`${field}_dictText`] = row[alias] ?? null;
    return record;
  });
  const labelled = new Set(selected.map(({ field }) => field));
  return pageOf(withFlowActions(screen, auth, await withDictTexts(screen, records, dicts, auth, labelled)), total, limit, query.pageSize, query.pageNo);
}

/** One record by id in the caller's scope, with dictionary labels, its flow actions and its detail rows (by orderNum). */
export async function findRecord(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, id: unknown): Promise<ApiRecord> {
  const { db, dicts } = deps;
  if (typeof id !== 'string' || id === '') throw new BusinessError(CRUD_MESSAGES.notFound);
  const visible = await visibleRows(deps, screen, auth);
  await refreshStreamStatuses(deps, screen, async () => (eb) => eb.and([eb(sql.ref('id'), '=', id), visible(eb)]));
  const row = await db
    .selectFrom(screen.table)
    .selectAll()
    .select(countSelections(deps.registry, screen))
    .where('id', '=', id)
    .where(visible)
    .executeTakeFirst();
  if (!row) throw new BusinessError(CRUD_MESSAGES.notFound);
  const [record] = withFlowActions(
    screen,
    auth,
    await withDictTexts(screen, [withReadCounts(deps.registry, screen, rowToRecord(screen, row), row)], dicts, auth),
  );
  return { ...record, ...(await readDetailRows(db, screen, id, row.project_id)) };
}
