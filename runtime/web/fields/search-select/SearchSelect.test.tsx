import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../shell/feedback/feedback';
import { calls } from '../dictWidgets.fixture';
import { DictValueText } from './DictValueText';
import { SearchSelect } from './SearchSelect';
import { PICKER_SEARCH_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useDictSearch } from './useDictSearch';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../dictWidgets.fixture')).answerDictWidgets } }));

const searches = () => calls.filter((call) => call.startsWith('/sys/dict/loadDict/'));

describe('dictionary search', { timeout: 60_000 }, () => {
  beforeEach(() => {
    calls.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('asks the server once, 300 ms after the user stops typing', async () => {
    const { result } = renderHook(() => useDictSearch('work_type'));
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    calls.length = 0;
    act(() => result.current.search('电'));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    act(() => result.current.search('电工'));
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual(['/sys/dict/loadDict/work_type?keyword=%E7%94%B5%E5%B7%A5&pageSize=50']);
    expect(result.current.options).toEqual([{ value: '009', text: '电工' }]);
  });

  it('waits 800 ms in the picker variant', async () => {
    renderHook(() => useDictSearch('work_type', PICKER_SEARCH_DEBOUNCE_MS));
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(searches()).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(PICKER_SEARCH_DEBOUNCE_MS - SEARCH_DEBOUNCE_MS));
    expect(searches()).toHaveLength(1);
  });

  it("warns with the server's message when the search is refused", async () => {
    const warning = vi.spyOn(feedback().message, 'warning').mockImplementation(() => undefined as never);
    renderHook(() => useDictSearch('broken'));
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(warning).toHaveBeenCalledWith('字典Code不合法');
  });
});

describe('SearchSelect', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('shows the stored value by the label the server gives, also for a disabled item', async () => {
    render(<DictValueText dictCode="work_type" value="014" />);
    expect(await screen.findByText('塔吊司机', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('says so when it has no dictionary code', () => {
    render(<SearchSelect />);
    expect(screen.getByText('字典Code不能为空!')).toBeTruthy();
  });
});
