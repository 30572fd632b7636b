import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import type { ScreenFile } from '../../../core/screen/screen.types';
import worker from '../../../../schemas/labour/worker.json';
import depart from '../../../../schemas/system/depart.json';
import { useListPage, type ListFetcher } from './useListPage';

interface Call {
  method: 'get' | 'delete';
  url: string;
  params: Record<string, unknown>;
}

/** A fetcher that records every call and answers a page of `total` fake rows (a lower bound when `capped`). */
function fakeFetcher(total = 42, capped = false) {
  const calls: Call[] = [];
  const answer = <T>(result: unknown): Promise<Envelope<T>> =>
    Promise.resolve({ success: true, message: '操作成功！', code: 200, result: result as T, timestamp: 0 });
  const fetcher: ListFetcher = {
    get<T>(url: string, params?: object) {
      calls.push({ method: 'get', url, params: { ...params } });
      const exact = (params as Record<string, unknown> | undefined)?.exactTotal === 1;
      return answer<T>({ records: [{ id: 'w1', empName: '张三' }], total, size: 10, current: 1, pages: 5, ...(capped && !exact ? { totalCapped: true } : {}) });
    },
    delete<T>(url: string, params?: object) {
      calls.push({ method: 'delete', url, params: { ...params } });
      return answer<T>(null);
    },
  };
  return { fetcher, calls, lastGet: () => calls.filter((call) => call.method === 'get').at(-1) };
}

const workerScreen = worker as ScreenFile;

describe('useListPage', () => {
  it('loads the first page of 10 sorted by the screen default on mount', async () => {
    const { fetcher, lastGet } = fakeFetcher();
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.records).toHaveLength(1));
    expect(lastGet()).toEqual({
      method: 'get',
      url: '/labour/worker/list',
      params: { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' },
    });
    expect(result.current.total).toBe(42);
  });

  it('sends the list request before the first frame is painted, not after', async () => {
    const { fetcher, calls } = fakeFetcher();
    // Passive effects run after paint, children's first: a child's sees the request only if it left in a layout effect.
    const seenByChild: number[] = [];
    function Child() {
      useEffect(() => void seenByChild.push(calls.length), []);
      return null;
    }
    function List() {
      useListPage(workerScreen, fetcher);
      return createElement(Child);
    }
    render(createElement(List));
    await waitFor(() => expect(seenByChild).toEqual([1]));
  });

  it('reports a capped total, asks for the exact count on request and counts with the cap again after a new search', async () => {
    const { fetcher, lastGet } = fakeFetcher(10_001, true);
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.totalCapped).toBe(true));
    expect(lastGet()?.params.exactTotal).toBeUndefined();
    act(() => result.current.countExactly());
    await waitFor(() => expect(result.current.totalCapped).toBe(false));
    expect(lastGet()?.params.exactTotal).toBe(1);
    act(() => result.current.search({ empName: '张' }));
    await waitFor(() => expect(result.current.totalCapped).toBe(true));
    expect(lastGet()?.params.exactTotal).toBeUndefined();
  });

  it('sends like fields as *x*, ranges as _begin/_end, exact fields as they are, and skips empty ones', async () => {
    const { fetcher, lastGet } = fakeFetcher();
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.changePage(3, 10));
    act(() => result.current.search({ empName: '张', jobName: '01', teamId: '', startTime: ['2026-01-01', '2026-03-31'], nativePlace: 'x' }));
    await waitFor(() => expect(lastGet()?.params.empName).toBe('*张*'));
    expect(lastGet()?.params).toEqual({
      empName: '*张*',
      jobName: '01',
      startTime_begin: '2026-01-01',
      startTime_end: '2026-03-31',
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });
  });

  it('pages, changes page size back to page 1, sorts, and resets to the defaults', async () => {
    const { fetcher, lastGet } = fakeFetcher();
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.changePage(4, 10));
    await waitFor(() => expect(lastGet()?.params.pageNo).toBe(4));
    act(() => result.current.changePage(4, 30));
    await waitFor(() => expect(lastGet()?.params).toMatchObject({ pageNo: 1, pageSize: 30 }));
    act(() => result.current.changeSort({ field: 'empName', order: 'asc' }));
    await waitFor(() => expect(lastGet()?.params).toMatchObject({ column: 'empName', order: 'asc' }));
    act(() => result.current.search({ empName: '李' }));
    act(() => result.current.reset());
    await waitFor(() => expect(lastGet()?.params).toEqual({ pageNo: 1, pageSize: 30, column: 'createTime', order: 'desc' }));
  });

  it('adds fixed filters, and loads a tree screen whole in one page of 500', async () => {
    const { fetcher, lastGet } = fakeFetcher();
    const { result } = renderHook(() => useListPage(depart as ScreenFile, fetcher, { fixedFilter: { orgType: '1' } }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(lastGet()?.params).toEqual({ orgType: '1', pageNo: 1, pageSize: 500, column: 'sortNo', order: 'asc' });
  });

  it('re-queries when the scope key (the current project) changes', async () => {
    const { fetcher, calls } = fakeFetcher();
    const { result, rerender } = renderHook(({ projectId }) => useListPage(workerScreen, fetcher, { scopeKey: projectId }), {
      initialProps: { projectId: 'p1' },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = calls.length;
    rerender({ projectId: 'p2' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('deletes one row or the selected rows and reloads the page', async () => {
    const { fetcher, calls } = fakeFetcher();
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.select(['a', 'b']));
    const gets = calls.filter((call) => call.method === 'get').length;
    await act(() => result.current.remove('a'));
    expect(calls.find((call) => call.method === 'delete')).toEqual({ method: 'delete', url: '/labour/worker/delete', params: { id: 'a' } });
    expect(result.current.selectedIds).toEqual(['b']);
    await act(() => result.current.removeBatch(['b', 'c']));
    expect(calls.filter((call) => call.method === 'delete').at(-1)).toEqual({
      method: 'delete',
      url: '/labour/worker/deleteBatch',
      params: { ids: 'b,c' },
    });
    expect(result.current.selectedIds).toEqual([]);
    await waitFor(() => expect(calls.filter((call) => call.method === 'get').length).toBeGreaterThanOrEqual(gets + 2));
  });

  it('reports the message and shows no rows when the server refuses the list', async () => {
    const { fetcher: working } = fakeFetcher();
    let refuse = false;
    const fetcher: ListFetcher = {
      get: <T>(url: string, params?: object) =>
        refuse
          ? Promise.resolve({ success: false, message: '没有权限，请联系管理员授权', code: 403, result: null as T, timestamp: 0 })
          : working.get<T>(url, params),
      delete: working.delete,
    };
    const { result } = renderHook(() => useListPage(workerScreen, fetcher));
    await waitFor(() => expect(result.current.records).toHaveLength(1));
    refuse = true;
    act(() => result.current.search({ empName: '张' }));
    await waitFor(() => expect(result.current.error).toBe('没有权限，请联系管理员授权'));
    expect(result.current.records).toEqual([]);
    expect(result.current.total).toBe(0);
  });

  it('starts from the initial query, filter and tab, drops the filter on clearFilter and switches tabs from the first page', async () => {
    const { fetcher, lastGet } = fakeFetcher();
    const { result } = renderHook(() =>
      useListPage(workerScreen, fetcher, { initialQuery: { empName: '张' }, initialFilter: { teamId: 't1,t2' }, initialTab: { flowTab: 'todo' } }),
    );
    await waitFor(() => expect(lastGet()?.params).toMatchObject({ empName: '*张*', teamId_MultiString: 't1,t2', flowTab: 'todo', pageNo: 1 }));
    act(() => result.current.changePage(3, 10));
    act(() => result.current.clearFilter());
    await waitFor(() => expect(lastGet()?.params.teamId).toBeUndefined());
    expect(lastGet()?.params).toMatchObject({ empName: '*张*', flowTab: 'todo', pageNo: 1 });
    act(() => result.current.changeTab({}));
    await waitFor(() => expect(lastGet()?.params.flowTab).toBeUndefined());
    expect(result.current.reloads).toBe(0);
    act(() => result.current.reload());
    expect(result.current.reloads).toBe(1);
  });
});
