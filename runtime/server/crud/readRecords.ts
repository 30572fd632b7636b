import type { Page } from '../../core/http/envelope';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import { listConditions, orderAndPage } from './applyListQuery';
import type { CrudDeps } from './crudDeps';
import { readDetailRows } from './detailRows';
import { withDictTexts } from './dictTexts';
import { parseListQuery } from './listQuery';
import { rowToRecord, type ApiRecord } from './recordMapper';
import { CRUD_MESSAGES } from './crudMessages';
import { visibleRows, type RowState } from './rowVisibility';

/** One page of a screen's records the caller may see (live, or in the recycle bin), filtered and sorted as the request asks. */
export async function listRecords(
  deps: CrudDeps,
  screen: ScreenFile,
  auth: AuthContext,
  params: Record<string, unknown>,
  state: RowState = 'live',
): Promise<Page<ApiRecord>> {
  const { db, dicts } = deps;
  // The request is checked before any SQL runs: a refused query touches nothing.
  const query = parseListQuery(screen, params);
  const visible = await visibleRows(deps, screen, auth, state);
  const base = db.selectFrom(screen.table).where(visible).where(listConditions(query));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    orderAndPage(base.selectAll(), query).execute(),
  ]);
  const total = Number(count.total);
  const records = await withDictTexts(
    screen,
    rows.map((row) => rowToRecord(screen, row)),
    dicts,
    auth,
  );
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}

/** One record by id in the caller's scope, with dictionary labels and its detail rows (by orderNum). */
export async function findRecord(deps: CrudDeps, screen: ScreenFile, auth: AuthContext, id: unknown): Promise<ApiRecord> {
  const { db, dicts } = deps;
  if (typeof id !== 'string' || id === '') throw new BusinessError(CRUD_MESSAGES.notFound);
  const row = await db
    .selectFrom(screen.table)
    .selectAll()
    .where('id', '=', id)
    .where(await visibleRows(deps, screen, auth))
    .executeTakeFirst();
  if (!row) throw new BusinessError(CRUD_MESSAGES.notFound);
  const [record] = await withDictTexts(screen, [rowToRecord(screen, row)], dicts, auth);
  return { ...record, ...(await readDetailRows(db, screen, id)) };
}
