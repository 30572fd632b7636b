import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { listConditions } from './applyListQuery';
import type { CrudDeps } from './crudDeps';
import type { ListQuery } from './listQuery';
import { conditionRows } from './outsideRange';
import { visibleRows, type RowCondition, type RowState } from './rowVisibility';

/**
 * The rows a list query matches among those the caller may see: its filters, advanced query and
 * list condition. The page, its count, the export and the flow tabs' counts all read these rows
 * (the quick tab apart, which the counts are per).
 */
export async function queriedRows(
  deps: Pick<CrudDeps, 'db' | 'rowFilters' | 'registry'>,
  screen: ScreenFile,
  auth: AuthContext,
  query: ListQuery,
  state: RowState = 'live',
): Promise<RowCondition> {
  const visible = await visibleRows(deps, screen, auth, state);
  const inCondition = await conditionRows(deps, screen, auth, query.condition);
  const filtered = listConditions(query);
  return (eb) => eb.and([visible(eb), filtered(eb), inCondition(eb)]);
}
