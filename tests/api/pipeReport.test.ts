import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Weld {
  id: string;
  weldNo: string;
  status: string;
}
interface ReportJoint {
  weldNo: string;
  welderId: string;
  ndtDate: string | null;
  filmCount: number | null;
  defectDesc: string | null;
  qualifiedLevel: string | null;
  result: string;
  result_dictText?: string;
}
interface Report {
  id: string;
  reportNo: string;
  entrustId: string;
  lineId: string;
  ndtMethod: string;
  reportDate: string;
  inspectorId: string;
  joints: ReportJoint[];
}

const WELD = '/api/pipe/weldData';
const ENTRUST = '/api/pipe/entrust';
const REPORT = '/api/pipe/report';

describe.each(backends())('检测报告 on %s: made by 出具报告 from the 委托单 and its joints as they were', (backend) => {
  let t: TestApp;
  let as: CallOptions;
  let lineId: string;
  let welderId: string;
  let inspectorUserId: string;
  let entrustId: string;

  const add = async <T>(api: string, body: Record<string, unknown>) => {
    const response = await t.post<T>(`${api}/add`, body, as);
    expect(response.body.success, JSON.stringify(response.body)).toBe(true);
    return response.body.result;
  };
  const step = (api: string, id: string, action: string, values?: Record<string, unknown>) =>
    t.post<unknown>(`${api}/flow/transition`, { id, action, values }, as);
  const weld = async (weldNo: string) =>
    (await t.get<{ records: Weld[] }>(`${WELD}/list`, { ...as, query: { lineId, pageSize: '50' } })).body.result.records.find((one) => one.weldNo === weldNo)!;
  const reports = async () => (await t.get<{ records: Report[] }>(`${REPORT}/list`, { ...as, query: { lineId } })).body.result.records;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    as = { token: await t.login('qianlei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    inspectorUserId = String((await t.db.selectFrom('sys_user').select('id').where('username', '=', 'qianlei').executeTakeFirstOrThrow()).id);
    const engineering = await add<{ id: string }>('/api/pipe/project', { projectCode: 'T-RPT', projectName: '报告测试装置' });
    lineId = (
      await add<{ id: string }>('/api/pipe/dict', { engineeringId: engineering.id, pipelineNo: 'T-R-2001', lineClass: 'GC1', ndtMethod: 'RT', ndtRatio: 100 })
    ).id;
    welderId = (await add<{ id: string }>('/api/pipe/welder', { welderNo: 'R01', welderName: '报告焊工', certNo: 'RC-01', certValidTo: '2027-12-31' })).id;
    for (const weldNo of ['1', '2']) await add(WELD, { lineId, weldNo, welderId, weldDate: '2026-03-01' });
    entrustId = (await add<{ id: string }>(ENTRUST, { entrustNo: 'T-RPT-1', lineId, entrustDate: '2026-03-02', inspectorId: inspectorUserId })).id;
    expect((await step(ENTRUST, entrustId, 'submit')).status).toBe(200);
  }, 300_000);
  afterAll(() => t?.close());

  it('makes no report while a joint of the 委托单 waits for its result', async () => {
    expect((await step(WELD, (await weld('1')).id, 'pass', { ndtDate: '2026-03-03', qualifiedLevel: 'II', filmCount: 2 })).status).toBe(200);
    const refused = await step(ENTRUST, entrustId, 'complete', { reportNo: 'BG-T-1', reportDate: '2026-03-05' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('焊口2尚未录入检测结果，不能出具报告');
    expect(await reports()).toEqual([]);
  });

  it('issues the report with every joint of the 委托单, the failed one and its repair included, and keeps it read-only', async () => {
    const failed = await weld('2');
    expect((await step(WELD, failed.id, 'fail', { ndtDate: '2026-03-03', qualifiedLevel: 'IV', filmCount: 3, defectDesc: '气孔 3处' })).status).toBe(200);
    expect((await step(WELD, failed.id, 'repair')).status).toBe(200);
    expect((await step(WELD, (await weld('2R1')).id, 'pass', { ndtDate: '2026-03-04', qualifiedLevel: 'II', filmCount: 3 })).status).toBe(200);
    expect((await step(ENTRUST, entrustId, 'complete', { reportNo: 'BG-T-1', reportDate: '2026-03-05' })).status).toBe(200);

    const [listed] = await reports();
    expect(listed).toMatchObject({ reportNo: 'BG-T-1', entrustId, lineId, ndtMethod: 'RT', reportDate: '2026-03-05', inspectorId: inspectorUserId });
    const report = (await t.get<Report>(`${REPORT}/queryById`, { ...as, query: { id: listed.id } })).body.result;
    expect(report.joints.map((joint) => [joint.weldNo, joint.result, joint.qualifiedLevel, joint.filmCount, joint.defectDesc, joint.ndtDate])).toEqual([
      ['1', '2', 'II', 2, null, '2026-03-03'],
      ['2', '4', 'IV', 3, '气孔 3处', '2026-03-03'],
      ['2R1', '2', 'II', 3, null, '2026-03-04'],
    ]);
    expect(report.joints.every((joint) => joint.welderId === welderId)).toBe(true);

    const typed = await t.post(`${REPORT}/add`, { reportNo: 'BG-T-2', entrustId }, as);
    expect(typed.status).toBe(404);
    expect((await reports()).length).toBe(1);
  });
});
