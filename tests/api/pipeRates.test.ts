import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface LineRates {
  id: string;
  pipelineNo: string;
  weldedCount: number;
  requiredCount: number;
  inspectedCount: number;
  ratioRate: number | null;
  firstPassCount: number;
  firstPassRate: number | null;
  repairCount: number;
  repairRate: number | null;
}
type WelderRates = Omit<LineRates, 'pipelineNo' | 'requiredCount' | 'ratioRate'> & { welderNo: string };

/** A crafted joint: added through the API, then its result state and kind set as the NDT flow would leave them. */
interface Joint {
  no: string;
  line: 'A' | 'B';
  welder: 'W1' | 'W2';
  status: string;
  kind?: '1' | '2' | '3';
}

/**
 * Line A (20%): six production joints — passed, repaired after failing, failed waiting for repair,
 * an expansion joint (K) passed, two not inspected — and the repair joint (R) passed. Line B (5%):
 * three joints not inspected. Line C (10%): none.
 */
const JOINTS: Joint[] = [
  { no: 'A1', line: 'A', welder: 'W1', status: '2' },
  { no: 'A2', line: 'A', welder: 'W1', status: '4' },
  { no: 'A3', line: 'A', welder: 'W1', status: '3' },
  { no: 'A4', line: 'A', welder: 'W1', status: '2', kind: '3' },
  { no: 'A5', line: 'A', welder: 'W1', status: '0' },
  { no: 'A6', line: 'A', welder: 'W1', status: '0' },
  { no: 'A7', line: 'A', welder: 'W1', status: '2', kind: '2' },
  { no: 'B1', line: 'B', welder: 'W2', status: '0' },
  { no: 'B2', line: 'B', welder: 'W2', status: '0' },
  { no: 'B3', line: 'B', welder: 'W2', status: '0' },
];

describe.each(backends())('管道焊接 rates as list columns on %s', (backend) => {
  let t: TestApp;
  let as: CallOptions;
  let engineeringId: string;
  const lines: Record<string, string> = {};
  const welders: Record<string, string> = {};

  const add = async (api: string, body: Record<string, unknown>) => {
    const response = await t.post<{ id: string }>(`/api/pipe/${api}/add`, body, as);
    expect(response.body.success, JSON.stringify(response.body)).toBe(true);
    return response.body.result.id;
  };
  const lineList = async (query: Record<string, string> = {}) => {
    const response = await t.get<{ records: LineRates[] }>('/api/pipe/dict/list', { ...as, query: { engineeringId, ...query } });
    expect(response.body.success, JSON.stringify(response.body)).toBe(true);
    return response.body.result.records;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    as = { token: await t.login('qianlei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    engineeringId = await add('project', { projectCode: 'T-RATE', projectName: '比例测试装置' });
    for (const [name, ndtRatio] of [
      ['A', 20],
      ['B', 5],
      ['C', 10],
    ] as const)
      lines[name] = await add('dict', { engineeringId, pipelineNo: `T-RATE-${name}`, lineClass: 'GC2', ndtMethod: 'RT', ndtRatio });
    for (const no of ['W1', 'W2'])
      welders[no] = await add('welder', { welderNo: `T-RATE-${no}`, welderName: `比例焊工${no}`, certNo: `TR-${no}`, certValidTo: '2027-12-31' });
    for (const joint of JOINTS) {
      const id = await add('weldData', { lineId: lines[joint.line], weldNo: joint.no, welderId: welders[joint.welder], weldDate: '2026-03-02' });
      await t.db
        .updateTable('pw_weld')
        .set({ status: joint.status, kind: joint.kind ?? '1' })
        .where('id', '=', id)
        .execute();
    }
  }, 300_000);
  afterAll(() => t?.close());

  it('shows per line the welded, required, inspected joints, ratio compliance, first-pass and repair rates', async () => {
    const byNo = Object.fromEntries((await lineList()).map((line) => [line.pipelineNo, line]));
    // 6 production joints (R excluded), ceil(6 × 20%) = 2 to inspect, 3 originals inspected (A1, A2, A3; K not counted).
    expect(byNo['T-RATE-A']).toMatchObject({
      weldedCount: 6,
      requiredCount: 2,
      inspectedCount: 3,
      ratioRate: 150,
      firstPassCount: 1,
      firstPassRate: 33.3,
      repairCount: 1,
      repairRate: 33.3,
    });
    // ceil(3 × 5%) = 1 to inspect, none inspected yet: compliance 0 %, no rates without inspected joints.
    expect(byNo['T-RATE-B']).toMatchObject({
      weldedCount: 3,
      requiredCount: 1,
      inspectedCount: 0,
      ratioRate: 0,
      firstPassRate: null,
      repairRate: null,
    });
    expect(byNo['T-RATE-C']).toMatchObject({ weldedCount: 0, requiredCount: 0, inspectedCount: 0, ratioRate: null, repairCount: 0 });
  });

  it('shows per welder the joints, inspected joints, first-pass and repair rates', async () => {
    const response = await t.get<{ records: WelderRates[] }>('/api/pipe/welder/list', { ...as, query: { welderNo: 'T-RATE-W1' } });
    expect(response.body.result.records[0]).toMatchObject({
      weldedCount: 6,
      inspectedCount: 3,
      firstPassCount: 1,
      firstPassRate: 33.3,
      repairCount: 1,
      repairRate: 33.3,
    });
  });

  it('sorts by a computed column and refuses an unknown sort column', async () => {
    expect((await lineList({ column: 'weldedCount', order: 'asc' })).map((line) => line.pipelineNo)).toEqual(['T-RATE-C', 'T-RATE-B', 'T-RATE-A']);
    expect((await lineList({ column: 'requiredCount', order: 'desc' })).map((line) => line.pipelineNo)).toEqual(['T-RATE-A', 'T-RATE-B', 'T-RATE-C']);
    const refused = await t.get('/api/pipe/dict/list', { ...as, query: { column: 'weldedCnt' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('不支持的排序字段：weldedCnt');
  });

  it('counts only the joints the caller may see: a joint moved to another project no longer counts', async () => {
    const other = await t.departId(PROJECT_NAMES[1]);
    await t.db.updateTable('pw_weld').set({ project_id: other }).where('weld_no', '=', 'B1').where('line_id', '=', lines.B).execute();
    const lineB = (await lineList()).find((line) => line.pipelineNo === 'T-RATE-B')!;
    expect(lineB).toMatchObject({ weldedCount: 2, requiredCount: 1 });
  });
});
