import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Envelope, Page } from '../../../core/http/envelope';
import { defaultSort } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { EMPTY_SUPER_QUERY } from '../../../core/query/superQueryParams';
import type { SuperQueryParams } from '../../../core/query/superQuery.types';
import { failureMessage } from '../../http/failureMessage';
import { buildListParams, type ListParams, type ListSort } from './listParams';
import type { ListRecord } from './toTree';

/** The calls the list controller makes; the app passes the http client, tests a fake. */
export interface ListFetcher {
  get<T>(url: string, params?: object): Promise<Envelope<T>>;
  delete<T>(url: string, params?: object): Promise<Envelope<T>>;
}

export interface ListPageOptions {
  /** Exact filters added to every request (a detail list's foreign key). */
  fixedFilter?: Record<string, string>;
  /** A value whose change re-queries the list, e.g. the current project id. */
  scopeKey?: unknown;
}

/** Page sizes of generic lists (widgets-spec §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 100, 500];
export const DEFAULT_PAGE_SIZE = 10;

export interface ListController {
  params: ListParams;
  records: ListRecord[];
  total: number;
  loading: boolean;
  /** The server's message when the last load failed. */
  error: string | null;
  pageNo: number;
  pageSize: number;
  sort: ListSort;
  selectedIds: string[];
  /** The advanced query sent with every request (empty when none). */
  superQuery: SuperQueryParams;
  search(query: Record<string, unknown>): void;
  /** Applies an advanced query (or the empty one) from the first page. */
  searchSuper(params: SuperQueryParams): void;
  reset(): void;
  changePage(pageNo: number, pageSize: number): void;
  /** Sort by a column, or back to the screen's default sort with null. */
  changeSort(sort: ListSort | null): void;
  select(ids: string[]): void;
  reload(): void;
  remove(id: string): Promise<Envelope<unknown>>;
  removeBatch(ids: string[]): Promise<Envelope<unknown>>;
}

/**
 * Headless list controller of a screen (after ra-core's useListController): query, paging,
 * sorting and selection state, loading `{api}/list`, and deleting through `{api}/delete` and
 * `{api}/deleteBatch`. It renders nothing; ListPage is its antd view.
 */
export function useListPage(screen: ScreenFile, fetcher: ListFetcher, options: ListPageOptions = {}): ListController {
  const { fixedFilter, scopeKey } = options;
  const [query, setQuery] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<ListSort>(() => defaultSort(screen));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [superQuery, setSuperQuery] = useState<SuperQueryParams>(EMPTY_SUPER_QUERY);
  const [reloadCount, setReloadCount] = useState(0);
  const [result, setResult] = useState<{ records: ListRecord[]; total: number; error: string | null }>({ records: [], total: 0, error: null });
  const [loading, setLoading] = useState(false);
  const latestRequest = useRef(0);

  const fixedKey = JSON.stringify(fixedFilter ?? {});
  const params = useMemo(() => {
    const listParams = buildListParams(screen, { query, ...paging, sort, fixedFilter: JSON.parse(fixedKey) as Record<string, string> });
    return superQuery.superQueryParams ? { ...listParams, ...superQuery } : listParams;
  }, [screen, query, paging, sort, fixedKey, superQuery]);

  useEffect(() => {
    const request = ++latestRequest.current;
    setLoading(true);
    fetcher
      .get<Page<ListRecord>>(`${screen.api}/list`, params)
      .then(
        (envelope) => {
          if (request !== latestRequest.current) return;
          // A refused query shows no rows rather than those of an earlier query.
          if (envelope.success) setResult({ records: envelope.result.records, total: envelope.result.total, error: null });
          else setResult({ records: [], total: 0, error: envelope.message });
        },
        (error: unknown) => {
          if (request !== latestRequest.current) return;
          setResult({ records: [], total: 0, error: failureMessage(error) });
        },
      )
      .finally(() => {
        if (request === latestRequest.current) setLoading(false);
      });
    // scopeKey and reloadCount are not read here: changing them is what asks for fresh rows.
  }, [fetcher, screen.api, params, scopeKey, reloadCount]);

  const previousScope = useRef(scopeKey);
  useEffect(() => {
    if (Object.is(previousScope.current, scopeKey)) return;
    previousScope.current = scopeKey;
    setPaging((previous) => ({ ...previous, pageNo: 1 }));
    setSelectedIds([]);
  }, [scopeKey]);

  const reload = useCallback(() => setReloadCount((count) => count + 1), []);

  const search = useCallback((values: Record<string, unknown>) => {
    setQuery(values);
    setPaging((previous) => ({ ...previous, pageNo: 1 }));
    setSelectedIds([]);
  }, []);

  const searchSuper = useCallback((next: SuperQueryParams) => {
    setSuperQuery(next);
    setPaging((previous) => ({ ...previous, pageNo: 1 }));
    setSelectedIds([]);
  }, []);

  const reset = useCallback(() => {
    setQuery({});
    setPaging((previous) => ({ ...previous, pageNo: 1 }));
    setSort(defaultSort(screen));
    setSelectedIds([]);
  }, [screen]);

  const changePage = useCallback((pageNo: number, pageSize: number) => {
    setPaging((previous) => ({ pageNo: pageSize === previous.pageSize ? pageNo : 1, pageSize }));
  }, []);

  const changeSort = useCallback((next: ListSort | null) => setSort(next ?? defaultSort(screen)), [screen]);

  const remove = useCallback(
    async (id: string) => {
      const envelope = await fetcher.delete<unknown>(`${screen.api}/delete`, { id });
      if (envelope.success) {
        setSelectedIds((ids) => ids.filter((selected) => selected !== id));
        reload();
      }
      return envelope;
    },
    [fetcher, screen.api, reload],
  );

  const removeBatch = useCallback(
    async (ids: string[]) => {
      const envelope = await fetcher.delete<unknown>(`${screen.api}/deleteBatch`, { ids: ids.join(',') });
      if (envelope.success) {
        setSelectedIds([]);
        reload();
      }
      return envelope;
    },
    [fetcher, screen.api, reload],
  );

  return {
    params,
    records: result.records,
    total: result.total,
    loading,
    error: result.error,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    sort,
    selectedIds,
    superQuery,
    search,
    searchSuper,
    reset,
    changePage,
    changeSort,
    select: setSelectedIds,
    reload,
    remove,
    removeBatch,
  };
}
