import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_BODY_LIMIT, DETAIL_ROWS_PER_SAVE, JSON_BODY_LIMIT, TOO_DEEP_MESSAGE } from '../../runtime/server/sys/bodyBounds';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type PlanRow = Record<string, unknown> & { id?: string; materialCode: string; materialName: string; orderNum?: number };
type Plan = Record<string, unknown> & { id: string; items?: PlanRow[] };

/** Detail row `i` of a big plan, with Chinese text in several cells like a real one. */
const planRow = (i: number): PlanRow => ({
  materialCode: `M${i}`,
  materialName: `热轧带肋钢筋${i}`,
  spec: 'HRB400E Φ12mm 9m/根',
  unit: 't',
  planQty: (i % 97) + 1,
  unitPrice: 4200.5,
  needDate: '2025-06-01',
  usePart: `${(i % 30) + 1}号楼主体结构第${(i % 18) + 1}层`,
  urgent: '0',
  remark: '按施工进度分批进场，进场前三天通知材料员',
});

const headersOf = (options: CallOptions) => ({ 'content-type': 'application/json', 'x-access-token': options.token ?? '', projectId: options.projectId ?? '' });

describe.each(backends())('a material plan of 10,000 detail rows on %s', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  const send = (method: 'POST' | 'PUT', url: string, payload: string) => t.app.inject({ method, url, payload, headers: headersOf(manager) });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('saves with all its rows in one request over the default body limit, reads back whole and saves again when edited', async () => {
    const items = Array.from({ length: DETAIL_ROWS_PER_SAVE }, (_, i) => planRow(i));
    const body = JSON.stringify({ planNo: 'BIG001', planName: '万行计划', planType: 'month', planDate: '2025-06-01', items });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * JSON_BODY_LIMIT);
    const added = await send('POST', '/api/materialmgmt/plan/add', body);
    expect(added.json(), added.body.slice(0, 300)).toMatchObject({ success: true });
    const id = (added.json() as { result: { id: string } }).result.id;

    const read = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id } });
    const rows = read.body.result.items ?? [];
    expect(rows).toHaveLength(DETAIL_ROWS_PER_SAVE);
    expect(rows.map((row) => row.materialCode)).toEqual(items.map((item) => item.materialCode));
    expect(rows[9_999]).toMatchObject({ materialName: '热轧带肋钢筋9999', usePart: items[9_999].usePart, remark: items[9_999].remark, orderNum: 10_000 });

    const edited = rows.map((row, i) => (i === 5_000 ? { ...row, materialName: '改过的钢筋' } : row));
    const saved = await send('PUT', '/api/materialmgmt/plan/edit', JSON.stringify({ ...read.body.result, items: edited }));
    expect(saved.json(), saved.body.slice(0, 300)).toMatchObject({ success: true });
    const reread = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id } });
    expect(reread.body.result.items).toHaveLength(DETAIL_ROWS_PER_SAVE);
    expect(reread.body.result.items?.[5_000].materialName).toBe('改过的钢筋');
    // A guard against a hang, not a speed limit: two saves and two reads of 10,000 rows took over 60 s on the loaded 2-core machine.
  }, 240_000);

  it('still refuses a plan body over the raised limit, and one nested too deep', async () => {
    const tooLarge = await send('POST', '/api/materialmgmt/plan/add', JSON.stringify({ planNo: 'BIG002', remark: 'x'.repeat(DETAIL_BODY_LIMIT) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, code: 413, message: '请求数据过大' });
    const deep = await send('POST', '/api/materialmgmt/plan/add', `{"planNo":"BIG003","items":[${'['.repeat(64)}${']'.repeat(64)}]}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ success: false, message: TOO_DEEP_MESSAGE });
  });

  it('keeps the default limit on a screen without a detail table: a 2 MB team answers 413', async () => {
    const body = JSON.stringify({ teamName: '大数据班组', remark: 'x'.repeat(2 * JSON_BODY_LIMIT) });
    for (const [method, url] of [
      ['POST', '/api/labour/team/add'],
      ['PUT', '/api/labour/team/edit'],
    ] as const) {
      const answer = await send(method, url, body);
      expect(answer.statusCode, url).toBe(413);
      expect(answer.json()).toMatchObject({ success: false, code: 413, message: '请求数据过大' });
    }
  });
});
