import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import { EMPTY_SUPER_QUERY, toSuperQueryParams } from '../../../core/query/superQueryParams';
import type { ScreenFile } from '../../../core/screen/screen.types';
import worker from '../../../../schemas/labour/worker.json';
import { useListPage, type ListFetcher } from '../list/useListPage';

function recordingFetcher() {
  const gets: Record<string, unknown>[] = [];
  const fetcher: ListFetcher = {
    get<T>(_url: string, params?: object) {
      gets.push({ ...params });
      return Promise.resolve({ success: true, message: '', code: 200, result: { records: [], total: 0 } as T, timestamp: 0 } as Envelope<T>);
    },
    delete<T>() {
      return Promise.reject<Envelope<T>>(new Error('not used'));
    },
  };
  return { fetcher, lastGet: () => gets.at(-1) };
}

describe('the list with an advanced query', () => {
  it('sends the applied query from the first page with every request, and nothing once it is reset', async () => {
    const { fetcher, lastGet } = recordingFetcher();
    const { result } = renderHook(() => useListPage(worker as ScreenFile, fetcher));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.changePage(3, 10));
    const query = toSuperQueryParams([{ field: 'empSex', rule: 'in', val: ['1', '2'], type: 'dict', dictCode: 'sex' }], 'or');
    act(() => result.current.searchSuper(query));
    await waitFor(() => expect(lastGet()?.superQueryParams).toBe(query.superQueryParams));
    expect(lastGet()).toMatchObject({ superQueryMatchType: 'or', pageNo: 1 });
    act(() => result.current.searchSuper(EMPTY_SUPER_QUERY));
    await waitFor(() => expect(lastGet()).not.toHaveProperty('superQueryParams'));
    expect(lastGet()).not.toHaveProperty('superQueryMatchType');
  });
});
