import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Weld {
  id: string;
  weldNo: string;
  expandNo: string | null;
  status: string;
  entrustId: string | null;
  repairOf: string | null;
  expandOf: string | null;
}
interface Entrust {
  id: string;
  status: string;
}

const WELD = '/api/pipe/weldData';
const ENTRUST = '/api/pipe/entrust';
const RESULT = { ndtDate: '2026-03-02', qualifiedLevel: 'II', filmCount: 2 };

describe.each(backends())('管道焊接 NDT on %s: 委托 by ratio, results by the inspector, R/K joints derived by the action', (backend) => {
  let t: TestApp;
  /** qianlei is the 焊接质检员; zhangwei (项目经理) may read the screens but is no inspector. */
  const as: Record<'inspector' | 'manager', CallOptions> = {} as never;
  let lineId: string;
  let welderId: string;
  let otherWelderId: string;
  let inspectorUserId: string;

  const add = async <T>(api: string, body: Record<string, unknown>, caller = as.inspector) => {
    const response = await t.post<T>(`${api}/add`, body, caller);
    expect(response.body.success, JSON.stringify(response.body)).toBe(true);
    return response.body.result;
  };
  const step = (api: string, id: string, action: string, values?: Record<string, unknown>, caller = as.inspector) =>
    t.post<unknown>(`${api}/flow/transition`, { id, action, values }, caller);
  const welds = async () => (await t.get<{ records: Weld[] }>(`${WELD}/list`, { ...as.inspector, query: { lineId, pageSize: '200' } })).body.result.records;
  const weld = async (weldNo: string) => (await welds()).find((one) => one.weldNo === weldNo)!;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.inspector = { token: await t.login('qianlei'), projectId };
    as.manager = { token: await t.login('zhangwei'), projectId };
    inspectorUserId = String((await t.db.selectFrom('sys_user').select('id').where('username', '=', 'qianlei').executeTakeFirstOrThrow()).id);
    const engineering = await add<{ id: string }>('/api/pipe/project', { projectCode: 'T-NDT', projectName: '测试装置管道安装' });
    lineId = (
      await add<{ id: string }>('/api/pipe/dict', { engineeringId: engineering.id, pipelineNo: 'T-P-1001', lineClass: 'GC2', ndtMethod: 'RT', ndtRatio: 20 })
    ).id;
    welderId = (await add<{ id: string }>('/api/pipe/welder', { welderNo: 'T01', welderName: '测试焊工甲', certNo: 'TC-01', certValidTo: '2027-12-31' })).id;
    otherWelderId = (await add<{ id: string }>('/api/pipe/welder', { welderNo: 'T02', welderName: '测试焊工乙', certNo: 'TC-02', certValidTo: '2027-12-31' }))
      .id;
    // Twenty joints: 11–20 by 甲, 21–30 by 乙 (a 20% ratio asks for 4 of them).
    for (let n = 11; n <= 30; n++)
      await add(WELD, { lineId, weldNo: String(n), welderId: n <= 20 ? welderId : otherWelderId, weldDate: `2026-02-${String(n - 10).padStart(2, '0')}` });
  }, 300_000);
  afterAll(() => t?.close());

  it('refuses a typed repair or expansion number and a duplicate joint number on the line', async () => {
    for (const weldNo of ['12R1', '12K1', '12r2']) {
      const response = await t.post(`${WELD}/add`, { lineId, weldNo, welderId, weldDate: '2026-02-10' }, as.inspector);
      expect(response.body.success).toBe(false);
      expect(JSON.stringify(response.body)).toContain('不能以 R/K 加数字结尾');
    }
    const duplicate = await t.post(`${WELD}/add`, { lineId, weldNo: '12', welderId, weldDate: '2026-02-10' }, as.inspector);
    expect(duplicate.body.success).toBe(false);
    expect(JSON.stringify(duplicate.body)).toContain('该管线已有此焊口编号');
    expect((await welds()).map((one) => one.weldNo)).not.toContain('12R1');
  });

  it('refuses a 委托 whose chosen joints fall short of the line ratio, and takes one that meets it', async () => {
    const chosen = [await weld('12'), await weld('15')];
    const short = await add<Entrust>(ENTRUST, { entrustNo: 'T-WT-1', lineId, entrustDate: '2026-03-01', inspectorId: inspectorUserId, weldIds: chosen[0].id });
    const refused = await step(ENTRUST, short.id, 'submit');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('该管线检测比例为20%：20道焊口至少需检测4道，已委托或已检测0道，本次至少还需委托4道，所选1道');
    expect((await weld('12')).status).toBe('0');

    const ids = [...chosen, await weld('22'), await weld('25')].map((one) => one.id).join(',');
    const enough = await add<Entrust>(ENTRUST, { entrustNo: 'T-WT-2', lineId, entrustDate: '2026-03-01', inspectorId: inspectorUserId, weldIds: ids });
    const submitMark = t.sql.statements.length;
    expect((await step(ENTRUST, enough.id, 'submit')).status).toBe(200);
    // The step and the joints it picks are read and moved within the project (one shard under Citus).
    expect(t.sql.touching('pw_weld', submitMark)).toContainEqual(
      expect.stringMatching(/^update "pw_weld" set .* where "id" = \$\d+ and "project_id" = \$\d+$/),
    );
    expect(t.sql.withoutProject(submitMark, 'pw_entrust', 'pw_weld')).toEqual([]);
    const entrusted = (await welds()).filter((one) => one.entrustId === enough.id).map((one) => one.weldNo);
    expect(entrusted.sort()).toEqual(['12', '15', '22', '25']);
    // The ratio is met now: an empty 委托 has nothing to pick.
    const nothing = await step(ENTRUST, short.id, 'submit', undefined);
    expect(nothing.status).toBe(400);
  });

  it('refuses a result by anyone but a 焊接质检员', async () => {
    const refused = await step(WELD, (await weld('15')).id, 'pass', RESULT, as.manager);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('只有焊接质检员可以执行「检测合格」');
  });

  it('derives 12R1 and two K joints of the same welder on a failed joint, then 12R2 when 12R1 fails too', async () => {
    const failed = await weld('12');
    expect((await step(WELD, failed.id, 'fail', { ...RESULT, qualifiedLevel: 'IV', defectDesc: '根部未焊透 12mm' })).status).toBe(200);
    const repairMark = t.sql.statements.length;
    expect((await step(WELD, failed.id, 'repair')).status).toBe(200);
    expect(t.sql.withoutProject(repairMark, 'pw_weld')).toEqual([]);
    const after = await welds();
    const repair = after.find((one) => one.weldNo === '12R1')!;
    expect(repair).toMatchObject({ status: '1', repairOf: failed.id, entrustId: failed.entrustId });
    const expanded = after.filter((one) => one.expandOf === failed.id);
    // The two oldest uninspected joints of 甲 (12 and 15 are entrusted already): 11 and 13.
    expect(expanded.map((one) => [one.weldNo, one.expandNo, one.status])).toEqual(
      expect.arrayContaining([
        ['11', '12K1', '1'],
        ['13', '12K2', '1'],
      ]),
    );
    expect((await weld('12')).status).toBe('4');
    // A second repair of the same joint: 12R2, and the next expansion numbers.
    expect((await step(WELD, repair.id, 'fail', { ...RESULT, qualifiedLevel: 'IV', defectDesc: '未熔合' })).status).toBe(200);
    expect((await step(WELD, repair.id, 'repair')).status).toBe(200);
    const again = await welds();
    expect(again.find((one) => one.weldNo === '12R2')).toMatchObject({ status: '1', repairOf: repair.id });
    expect(again.filter((one) => one.expandOf === repair.id).map((one) => one.expandNo)).toEqual(expect.arrayContaining(['12K3', '12K4']));
    // The repair joints pass on re-inspection.
    for (const weldNo of ['12R2', '11', '13']) expect((await step(WELD, (await weld(weldNo)).id, 'pass', RESULT)).status).toBe(200);
    expect((await weld('12R2')).status).toBe('2');
  });

  it('hands out each number once when two repairs of one line run at the same time', async () => {
    const [a, b] = [await weld('22'), await weld('25')];
    for (const one of [a, b]) expect((await step(WELD, one.id, 'fail', { ...RESULT, qualifiedLevel: 'IV', defectDesc: '气孔' })).status).toBe(200);
    const results = await Promise.all([step(WELD, a.id, 'repair'), step(WELD, b.id, 'repair')]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const expandNos = (await welds()).map((one) => one.expandNo).filter(Boolean);
    expect(new Set(expandNos).size).toBe(expandNos.length);
    expect((await welds()).map((one) => one.weldNo)).toEqual(expect.arrayContaining(['22R1', '25R1']));
  });
});
