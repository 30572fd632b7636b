import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import { DICT_CACHE_TTL_MS, useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import { loadDict, type DictFetcher } from './loadDict';

function answering(result: unknown, success = true) {
  const urls: string[] = [];
  const fetcher: DictFetcher = (url) => {
    urls.push(url);
    const envelope: Envelope<unknown> = { success, message: success ? '' : '字典不存在', code: success ? 200 : 500, result, timestamp: 0 };
    return Promise.resolve(envelope);
  };
  return { fetcher, urls };
}

describe('loadDict', () => {
  beforeEach(() => {
    useDictStore.getState().clear();
    useProjectStore.setState({ projectId: 'p1', projectName: '一期' });
  });

  it('refuses an empty code with the upstream message and asks nothing', async () => {
    const { fetcher, urls } = answering([]);
    await expect(loadDict('  ', fetcher)).rejects.toThrow('字典Code不能为空!');
    expect(urls).toEqual([]);
  });

  it('fetches once, normalises the items and serves them from the cache afterwards', async () => {
    const { fetcher, urls } = answering([
      { value: 1, text: '男', title: '男', label: '男' },
      { value: '2', title: '女' },
    ]);
    const [first, second] = await Promise.all([loadDict('sex', fetcher), loadDict('sex', fetcher)]);
    expect(first).toEqual([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
    expect(second).toEqual(first);
    await loadDict('sex', fetcher);
    expect(urls).toEqual(['/sys/dict/getDictItems/sex']);
  });

  it('asks for a table dictionary every time, keeps it per project and out of localStorage', async () => {
    const { fetcher, urls } = answering([{ value: 't1', text: '钢筋一班' }]);
    await loadDict('lab_team,team_name,id', fetcher);
    await loadDict('lab_team,team_name,id', fetcher);
    expect(urls).toEqual(['/sys/dict/getDictItems/lab_team%2Cteam_name%2Cid', '/sys/dict/getDictItems/lab_team%2Cteam_name%2Cid']);
    expect(Object.keys(useDictStore.getState().entries)).toEqual(['lab_team,team_name,id@p1']);
    await loadDict('sex', answering([{ value: '1', text: '男' }]).fetcher);
    const stored = JSON.parse(window.localStorage.getItem('pro__dict_cache') ?? '{}') as { state: { entries: Record<string, unknown> } };
    expect(Object.keys(stored.state.entries)).toEqual(['sex']);
  });

  it('asks again once the cached items are older than seven days', async () => {
    useDictStore.setState({ entries: { sex: { items: [{ value: '9', text: '旧' }], savedAt: Date.now() - DICT_CACHE_TTL_MS - 1 } } });
    const { fetcher, urls } = answering([{ value: '1', text: '男' }]);
    expect(await loadDict('sex', fetcher)).toEqual([{ value: '1', text: '男' }]);
    expect(urls).toHaveLength(1);
  });

  it("rejects with the server's message when it refuses", async () => {
    const { fetcher } = answering(null, false);
    await expect(loadDict('nothing', fetcher)).rejects.toThrow('字典不存在');
  });
});
