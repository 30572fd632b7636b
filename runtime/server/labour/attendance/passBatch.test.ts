import { describe, expect, it } from 'vitest';
import { BadBatchError, MAX_PASSES_PER_BATCH, normaliseTime, parseBatch } from './passBatch';

const WAYS = new Set(['1', '2', '3', '4', '5', '6', '7']);
const NOW = new Date(2026, 10, 26, 12, 0, 0);
const pass = (extra: Record<string, unknown> = {}) => ({ idCode: '32038219900101123x', time: '2026-11-26 07:01:02', direction: 'in', way: '1', ...extra });

describe('gate pass batch', () => {
  it('reads a pass by ID card number (upper-cased X) or by worker id, with its time, direction, way and temperature', () => {
    const batch = parseBatch({ passes: [pass({ temperature: 36.5 }), { workerId: 'w1', time: '2026-11-26T11:30', direction: 'out', way: 5 }] }, WAYS, NOW);
    expect(batch.refused).toEqual([]);
    expect(batch.received).toBe(2);
    expect(batch.passes).toEqual([
      { index: 0, idCode: '32038219900101123X', workerId: null, passedTime: '2026-11-26 07:01:02', direction: 'in', way: '1', temperature: 36.5, photo: null },
      { index: 1, idCode: null, workerId: 'w1', passedTime: '2026-11-26 11:30:00', direction: 'out', way: '5', temperature: null, photo: null },
    ]);
  });

  it('refuses each bad pass with its reason and keeps the others', () => {
    const batch = parseBatch(
      {
        passes: [
          pass(),
          pass({ idCode: '', workerId: undefined }),
          pass({ time: '2026-02-30 07:00:00' }),
          pass({ direction: 'up' }),
          pass({ way: '9' }),
          pass({ temperature: 52 }),
          pass({ time: '2026-11-26 13:00:00' }),
          'not a pass',
        ],
      },
      WAYS,
      NOW,
    );
    expect(batch.passes.map((parsed) => parsed.index)).toEqual([0]);
    expect(batch.refused).toEqual([
      { index: 1, reason: '缺少人员：须给出身份证号 idCode 或人员编号 workerId' },
      { index: 2, reason: '通过时间无效：2026-02-30 07:00:00，格式须为 YYYY-MM-DD HH:mm:ss' },
      { index: 3, reason: '方向无效：up，须为 in（进）或 out（出）' },
      { index: 4, reason: '通行方式编码无效：9，可用编码：1、2、3、4、5、6、7' },
      { index: 5, reason: '体温无效：52，须在 30–45℃ 之间' },
      { index: 6, reason: '通过时间 2026-11-26 13:00:00 晚于服务器时间，请校准设备时钟' },
      { index: 7, reason: '通行记录须为对象' },
    ]);
  });

  it('refuses a batch that is not one as a whole: no passes array, empty, or too large', () => {
    expect(() => parseBatch({ pass: [] }, WAYS, NOW)).toThrow(BadBatchError);
    expect(() => parseBatch({ passes: [] }, WAYS, NOW)).toThrow('passes 为空：一批至少一条通行记录');
    expect(() => parseBatch({ passes: Array.from({ length: MAX_PASSES_PER_BATCH + 1 }, () => pass()) }, WAYS, NOW)).toThrow(/一批最多 20000 条/);
    expect(new BadBatchError('x').statusCode).toBe(400);
  });

  it('normalises times and rejects impossible ones', () => {
    expect(normaliseTime(' 2026-11-26 7:00 ')).toBeNull();
    expect(normaliseTime('2026-11-26 07:00')).toBe('2026-11-26 07:00:00');
    expect(normaliseTime('2024-02-29T23:59:59')).toBe('2024-02-29 23:59:59');
    expect(normaliseTime('2026-11-26 24:00:00')).toBeNull();
  });
});
