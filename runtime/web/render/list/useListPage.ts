import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
  /** Query form values to start with (URL filters on query fields). */
  initialQuery?: Record<string, unknown>;
  /** Exact filters to start with that the query form cannot show (URL filters); `clearFilter` drops them. */
  initialFilter?: Record<string, string>;
  /** Parameters of the quick tab to start on (e.g. `flowTab=todo`). */
  initialTab?: Record<string, string>;
}

/** Page sizes of generic lists (widgets-spec §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 100, 500];
export const DEFAULT_PAGE_SIZE = 10;

export interface ListController {
  params: ListParams;
  records: ListRecord[];
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound. */
  totalCapped: boolean;
  loading: boolean;
  /** The server's message when the last load failed. */
  error: string | null;
  pageNo: number;
  pageSize: number;
  sort: ListSort;
  selectedIds: string[];
  /** The advanced query sent with every request (empty when none). */
  superQuery: SuperQueryParams;
  /** Exact filters from outside the query form (the URL), sent until cleared. */
  filter: Record<string, string>;
  /** Parameters of the current quick tab (a flow's 待我处理 or one state), sent with every request. */
  tab: Record<string, string>;
  /** How many times `reload` was asked for: whatever mirrors the list (tab counts) refreshes with it. */
  reloads: number;
  search(query: Record<string, unknown>): void;
  /** Applies an advanced query (or the empty one) from the first page. */
  searchSuper(params: SuperQueryParams): void;
  reset(): void;
  /** Drops the filters that came from outside the query form. */
  clearFilter(): void;
  /** Switches to a quick tab, from the first page. */
  changeTab(tab: Record<string, string>): void;
  changePage(pageNo: number, pageSize: number): void;
  /** Sort by a column, or back to the screen's default sort with null. */
  changeSort(sort: ListSort | null): void;
  select(ids: string[]): void;
  reload(): void;
  /** Asks the server for the exact total of the current query (after a capped count). */
  countExactly(): void;
  remove(id: string): Promise<Envelope<unknown>>;
  removeBatch(ids: string[]): Promise<Envelope<unknown>>;
}

interface ListResult {
  records: ListRecord[];
  total: number;
  totalCapped: boolean;
  error: string | null;
}

const EMPTY_RESULT: ListResult = { records: [], total: 0, totalCapped: false, error: null };

/**
 * Headless list controller of a screen (after ra-core's useListController): query, paging,
 * sorting and selection state, loading `{api}/list`, and deleting through `{api}/delete` and
 * `{api}/deleteBatch`. It renders nothing; ListPage is its antd view.
 */
export function useListPage(screen: ScreenFile, fetcher: ListFetcher, options: ListPageOptions = {}): ListController {
  const { fixedFilter, scopeKey } = options;
  const [query, setQuery] = useState<Record<string, unknown>>(() => options.initialQuery ?? {});
  const [filter, setFilter] = useState<Record<string, string>>(() => options.initialFilter ?? {});
  const [tab, setTab] = useState<Record<string, string>>(() => options.initialTab ?? {});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<ListSort>(() => defaultSort(screen));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [superQuery, setSuperQuery] = useState<SuperQueryParams>(EMPTY_SUPER_QUERY);
  const [reloadCount, setReloadCount] = useState(0);
  const [result, setResult] = useState<ListResult>(EMPTY_RESULT);
  // An exact count is asked for one query: a new query, filter or scope counts with the cap again.
  const [exactTotal, setExactTotal] = useState(false);
  const [loading, setLoading] = useState(false);
  const latestRequest = useRef(0);

  const fixedKey = JSON.stringify(fixedFilter ?? {});
  const params = useMemo(() => {
    const listParams = buildListParams(screen, {
      query,
      ...paging,
      sort,
      filter: { ...filter, ...tab },
      fixedFilter: JSON.parse(fixedKey) as Record<string, string>,
    });
    return { ...listParams, ...(superQuery.superQueryParams ? superQuery : {}), ...(exactTotal ? { exactTotal: 1 } : {}) };
  }, [screen, query, paging, sort, filter, tab, fixedKey, superQuery, exactTotal]);

  // The first page is asked for as the page starts rendering, not after: the request needs nothing
  // the render makes, and the http client sends it within the call, so the answer travels while
  // the page's table and form are built. Later requests leave from the layout effect below.
  const firstPage = useRef<{ params: object; answer: Promise<Envelope<Page<ListRecord>>> } | 'sent' | null>(null);
  if (firstPage.current === null) firstPage.current = { params, answer: fetcher.get<Page<ListRecord>>(`${screen.api}/list`, params) };

  // A layout effect, not a passive one: a request leaves before the browser lays out and paints
  // the page's frame (a few hundred ms on a slow machine) instead of after it.
  useLayoutEffect(() => {
    const request = ++latestRequest.current;
    const early = firstPage.current;
    firstPage.current = 'sent';
    setLoading(true);
    (early !== 'sent' && early?.params === params ? early.answer : fetcher.get<Page<ListRecord>>(`${screen.api}/list`, params))
      .then(
        (envelope) => {
          if (request !== latestRequest.current) return;
          // A refused query shows no rows rather than those of an earlier query.
          if (envelope.success) {
            const { records, total, totalCapped } = envelope.result;
            setResult({ records, total, totalCapped: totalCapped === true, error: null });
          } else setResult({ ...EMPTY_RESULT, error: envelope.message });
        },
        (error: unknown) => {
          if (request !== latestRequest.current) return;
          setResult({ ...EMPTY_RESULT, error: failureMessage(error) });
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
    setExactTotal(false);
  }, [scopeKey]);

  const reload = useCallback(() => setReloadCount((count) => count + 1), []);

  // A new query, filter or tab starts from the first page, counts with the cap again and drops the selection.
  const startOver = useCallback(() => {
    setExactTotal(false);
    setPaging((previous) => ({ ...previous, pageNo: 1 }));
    setSelectedIds([]);
  }, []);

  const search = useCallback(
    (values: Record<string, unknown>) => {
      setQuery(values);
      startOver();
    },
    [startOver],
  );

  const clearFilter = useCallback(() => {
    setFilter({});
    startOver();
  }, [startOver]);

  const changeTab = useCallback(
    (next: Record<string, string>) => {
      setTab(next);
      startOver();
    },
    [startOver],
  );

  const searchSuper = useCallback(
    (next: SuperQueryParams) => {
      setSuperQuery(next);
      startOver();
    },
    [startOver],
  );

  const reset = useCallback(() => {
    setQuery({});
    setSort(defaultSort(screen));
    startOver();
  }, [screen, startOver]);

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
    totalCapped: result.totalCapped,
    loading,
    error: result.error,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    sort,
    selectedIds,
    superQuery,
    filter,
    tab,
    reloads: reloadCount,
    search,
    searchSuper,
    reset,
    clearFilter,
    changeTab,
    changePage,
    changeSort,
    select: setSelectedIds,
    reload,
    countExactly: () => setExactTotal(true),
    remove,
    removeBatch,
  };
}
