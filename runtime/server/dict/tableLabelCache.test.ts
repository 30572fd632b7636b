import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ChangeFeed } from '../db/changeFeed';
import type { DictItem } from './dictTables';
import type { TableDict } from './tableDict';
import { TableLabelCache } from './tableLabelCache';

/** A feed the test drives by hand; no database. */
class ManualFeed implements ChangeFeed {
  live = true;
  async listen(): Promise<() => void> {
    return () => {};
  }
  async close(): Promise<void> {}
}

const TEAMS: TableDict = { screen: { table: 'lab_team' } as ScreenFile, textColumn: 'team_name', valueColumn: 'id' };
const SCOPE = { project_id: 'p1' };

function cacheWithRows(rows: Record<string, string>) {
  const feed = new ManualFeed();
  const cache = new TableLabelCache(feed);
  const reads: string[][] = [];
  const load = async (values: string[]): Promise<DictItem[]> => {
    reads.push(values);
    return values.filter((value) => value in rows).map((value) => ({ value, text: rows[value] }));
  };
  return { cache, reads, load, rows };
}

describe('TableLabelCache', () => {
  it('reads each label once, remembers values without a row too, and reads only what it does not know', async () => {
    const { cache, reads, load } = cacheWithRows({ t1: '钢筋班', t2: '木工班' });
    expect(await cache.labels(TEAMS, SCOPE, ['t1', 'gone'], load)).toEqual(new Map([['t1', '钢筋班']]));
    expect(await cache.labels(TEAMS, SCOPE, ['t1', 'gone'], load)).toEqual(new Map([['t1', '钢筋班']]));
    expect(await cache.labels(TEAMS, SCOPE, ['t1', 't2'], load)).toEqual(
      new Map([
        ['t1', '钢筋班'],
        ['t2', '木工班'],
      ]),
    );
    expect(reads).toEqual([['t1', 'gone'], ['t2']]);
  });

  it('keeps scopes apart', async () => {
    const { cache, reads, load } = cacheWithRows({ t1: '钢筋班' });
    await cache.labels(TEAMS, SCOPE, ['t1'], load);
    await cache.labels(TEAMS, { project_id: 'p2' }, ['t1'], load);
    expect(reads).toHaveLength(2);
  });

  it('drops one table’s labels when it changes, and all of them after a gap in the announcements', async () => {
    const { cache, reads, load, rows } = cacheWithRows({ t1: '钢筋班' });
    await cache.labels(TEAMS, SCOPE, ['t1'], load);
    rows.t1 = '钢筋一班';
    cache.drop('lab_company');
    expect(await cache.labels(TEAMS, SCOPE, ['t1'], load)).toEqual(new Map([['t1', '钢筋班']]));
    cache.drop('lab_team');
    expect(await cache.labels(TEAMS, SCOPE, ['t1'], load)).toEqual(new Map([['t1', '钢筋一班']]));
    rows.t1 = '钢筋二班';
    cache.clear();
    expect(await cache.labels(TEAMS, SCOPE, ['t1'], load)).toEqual(new Map([['t1', '钢筋二班']]));
    expect(reads).toHaveLength(3);
  });

  it('does not keep what a read found when the table changed while it was reading', async () => {
    const { cache, reads, rows } = cacheWithRows({ t1: '钢筋班' });
    const slowLoad = async (values: string[]): Promise<DictItem[]> => {
      reads.push(values);
      const answer = values.map((value) => ({ value, text: rows[value] }));
      cache.drop('lab_team');
      rows.t1 = '钢筋一班';
      return answer;
    };
    expect(await cache.labels(TEAMS, SCOPE, ['t1'], slowLoad)).toEqual(new Map([['t1', '钢筋班']]));
    const load = async (values: string[]) => values.map((value) => ({ value, text: rows[value] }));
    expect(await cache.labels(TEAMS, SCOPE, ['t1'], load)).toEqual(new Map([['t1', '钢筋一班']]));
  });

  it('serves no table it does not watch', () => {
    expect(cacheWithRows({}).cache.serves('lab_team')).toBe(false);
  });
});
