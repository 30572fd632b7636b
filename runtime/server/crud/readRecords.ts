import type { Page } from '../../core/http/envelope';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import { listConditions, orderAndPage } from './applyListQuery';
import type { CrudDeps } from './crudDeps';
import { withDictTexts } from './dictTexts';
import { parseListQuery } from './listQuery';
import { rowToRecord, type ApiRecord } from './recordMapper';
import { CRUD_MESSAGES } from './crudMessages';
import { scopeOf } from './screenScope';

/** One page of a screen's records in the caller's scope, filtered and sorted as the request asks. */
export async function listRecords({ db, dicts }: CrudDeps, screen: ScreenFile, auth: AuthContext, params: Record<string, unknown>): Promise<Page<ApiRecord>> {
  const scope = scopeOf(screen, auth);
  const query = parseListQuery(screen, params);
  const base = db
    .selectFrom(screen.table)
    .where((eb) => eb.and(scope))
    .where(listConditions(query));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    orderAndPage(base.selectAll(), query).execute(),
  ]);
  const total = Number(count.total);
  const records = await withDictTexts(screen, rows.map((row) => rowToRecord(screen, row)), dicts, auth);
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}

/** One record by id in the caller's scope, with dictionary labels. */
export async function findRecord({ db, dicts }: CrudDeps, screen: ScreenFile, auth: AuthContext, id: unknown): Promise<ApiRecord> {
  const scope = scopeOf(screen, auth);
  if (typeof id !== 'string' || id === '') throw new BusinessError(CRUD_MESSAGES.notFound);
  const row = await db.selectFrom(screen.table).selectAll().where('id', '=', id).where((eb) => eb.and(scope)).executeTakeFirst();
  if (!row) throw new BusinessError(CRUD_MESSAGES.notFound);
  const [record] = await withDictTexts(screen, [rowToRecord(screen, row)], dicts, auth);
  return record;
}
