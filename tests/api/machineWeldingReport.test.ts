import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Row = { dims: (string | null)[]; dimTexts: string[]; values: (number | string | null)[] };
type Rows = { rows: Row[] };

/** A copy of one of the project's demo rows with some columns replaced: every other column stays valid. */
function copyDemoRow(t: TestApp, table: 'pw_device' | 'pw_weld', projectId: string, columns: Record<string, string | number | null>) {
  return sql`insert into ${sql.table(table)} select (jsonb_populate_record(null::${sql.table(table)}, to_jsonb(d) || ${JSON.stringify(columns)}::jsonb)).*
    from ${sql.table(table)} d where d.project_id = ${projectId} limit 1`.execute(t.db);
}

/** A month long before the demo's history: only this test's welds lie in it. */
const PERIOD = { periodBegin: '2010-03-01', periodEnd: '2010-03-31' };
const BOARD = '/api/dashboard/specialdevice.machineWeldingReport';

describe.each(backends())('焊机报表 on %s: current and voltage per machine and day, welds outside the machine range (measure `outside`)', (backend) => {
  let t: TestApp;
  let projects: string[];
  let as: CallOptions[];

  const machine = (projectId: string, no: string, limits: Record<string, number | null>) =>
    copyDemoRow(t, 'pw_device', projectId, {
      id: `wr-${no}`,
      machine_no: no,
      machine_name: `报表测试${no}`,
      current_min: null,
      current_max: null,
      voltage_min: null,
      voltage_max: null,
      ...limits,
    });
  let weldNo = 0;
  const weld = (projectId: string, machineNo: string, day: string, current: number | null, voltage: number | null) => {
    weldNo += 1;
    return copyDemoRow(t, 'pw_weld', projectId, {
      id: `wr-weld-${weldNo}`,
      weld_no: `WR-${weldNo}`,
      machine_id: `wr-${machineNo}`,
      weld_date: day,
      max_current: current,
      max_voltage: voltage,
    });
  };
  const widget = (caller: CallOptions, id: string, query: Record<string, string> = PERIOD) =>
    t.get<Rows>(`${BOARD}/widget/${id}`, { ...caller, query }).then((answer) => {
      expect(answer.status).toBe(200);
      return answer.body.result.rows;
    });
  /** The table's rows of this test's machines, by "day machineNo". */
  const table = async (caller: CallOptions, query: Record<string, string> = PERIOD) =>
    new Map(
      (await widget(caller, 'byMachineDay', query))
        .filter((row) => String(row.dims[1]).startsWith('wr-'))
        .map((row) => [`${row.dims[0]} ${row.dimTexts[1]}`, row.values.map((value) => (value === null ? null : Number(value)))]),
    );

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projects = [await t.departId(PROJECT_NAMES[0]), await t.departId(PROJECT_NAMES[1])];
    const token = await t.login('admin');
    as = projects.map((projectId) => ({ token, projectId }));
    const [own, other] = projects;
    await machine(own, 'WR-M1', { current_min: 100, current_max: 200, voltage_min: 10, voltage_max: 30 });
    await machine(own, 'WR-M2', { current_min: 80, current_max: 150 }); // no voltage limits: any voltage is in range
    await machine(other, 'WR-M3', { current_min: 100, current_max: 200 });
    await weld(own, 'WR-M1', '2010-03-05', 120, 20); // in range
    await weld(own, 'WR-M1', '2010-03-05', 210, 25); // current above 200
    await weld(own, 'WR-M1', '2010-03-05', 150, 9); // voltage below 10
    await weld(own, 'WR-M1', '2010-03-05', 180, null); // no voltage measured: in range
    await weld(own, 'WR-M1', '2010-03-06', 100, 30); // on both limits: in range
    await weld(own, 'WR-M2', '2010-03-05', 160, 50); // current above 150
    await weld(own, 'WR-M2', '2010-03-05', 90, 50); // in range (no voltage limits)
    await weld(own, 'WR-M1', '2010-04-01', 999, 99); // after the period
    await weld(other, 'WR-M3', '2010-03-05', 500, 20); // the other project's
  });
  afterAll(async () => t?.close());

  it('gives each machine and day its welds, min / avg / max current and voltage, and the welds outside the range', async () => {
    const rows = await table(as[0]);
    // [welds, current min, avg, max, voltage min, avg, max, outside]
    expect(Object.fromEntries(rows)).toEqual({
      '2010-03-06 WR-M1': [1, 100, 100, 100, 30, 30, 30, 0],
      '2010-03-05 WR-M1': [4, 120, 165, 210, 9, 18, 25, 2],
      '2010-03-05 WR-M2': [2, 90, 125, 160, 50, 50, 50, 1],
    });
    // Newest day first, as the file's sort says.
    expect([...rows.keys()][0]).toBe('2010-03-06 WR-M1');
  });

  it('counts the out-of-range welds of the period in the KPI, only the project’s own', async () => {
    const [kpi] = await widget(as[0], 'outside');
    expect(Number(kpi.values[0])).toBe(3);
    const [others] = await widget(as[1], 'outside');
    expect(Number(others.values[0])).toBe(1);
    expect([...(await table(as[1])).keys()]).toEqual(['2010-03-05 WR-M3']);
  });

  it('gives the average to two decimals', async () => {
    // (120 + 210 + 150 + 180 + 100 + 160 + 90) / 7 = 144.2857…
    const [kpi] = await widget(as[0], 'avgCurrent');
    expect(kpi.values[0]).toBe(144.29);
  });

  it('filters by machine', async () => {
    const rows = await table(as[0], { ...PERIOD, machine: 'wr-WR-M2' });
    expect([...rows.keys()]).toEqual(['2010-03-05 WR-M2']);
    const [kpi] = await widget(as[0], 'welds', { ...PERIOD, machine: 'wr-WR-M2' });
    expect(Number(kpi.values[0])).toBe(2);
  });

  it('exports the table as a workbook with the out-of-range count on red', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${BOARD}/widget/byMachineDay/exportXls?periodBegin=2010-03-01&periodEnd=2010-03-31&machine=wr-WR-M1`,
      headers: { 'x-access-token': as[0].token!, projectId: projects[0] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(String(sheet.getCell(1, 1).value)).toBe('焊机每日电流电压（点击一行查看该焊机当天的焊口）（2010-03-01 至 2010-03-31）');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '日期',
      '焊机编号',
      '焊口数',
      '最小电流(A)',
      '平均电流(A)',
      '最大电流(A)',
      '最小电压(V)',
      '平均电压(V)',
      '最大电压(V)',
      '超范围焊口',
    ]);
    const rows = [3, 4].map((index) => (sheet.getRow(index).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['2010-03-06', 'WR-M1', 1, 100, 100, 100, 30, 30, 30, 0],
      ['2010-03-05', 'WR-M1', 4, 120, 165, 210, 9, 18, 25, 2],
    ]);
    expect(sheet.getCell(4, 10).fill).toMatchObject({ fgColor: { argb: 'FFFFCCC7' } });
    expect(sheet.getCell(3, 10).fill).toBeUndefined();
  });

  it('is read by the 焊接质检员 as by the 设备管理员, and refused to the 劳务员', async () => {
    for (const username of ['qianlei', 'zhengyu']) {
      const [kpi] = await widget({ token: await t.login(username), projectId: projects[0] }, 'outside');
      expect(Number(kpi.values[0]), username).toBe(3);
    }
    const refused = await t.get(`${BOARD}/widget/outside`, { token: await t.login('lisi'), projectId: projects[0], query: PERIOD });
    expect(refused.status).toBe(403);
  });

  it('refuses an export of a widget that offers none, and an unknown filter', async () => {
    const refused = await t.get(`${BOARD}/widget/perDay/exportXls`, as[0]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('该组件不能导出 Excel');
    const unknown = await t.get(`${BOARD}/widget/byMachineDay`, { ...as[0], query: { ...PERIOD, machineId: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('不支持的查询参数：machineId');
  });

  it('lists and exports exactly the out-of-range welds when the list is opened on its condition, as the KPI drills', async () => {
    const list = (query: Record<string, string>) =>
      t.get<{ records: { weldNo: string }[]; total: number }>('/api/pipe/weldData/list', {
        ...as[0],
        query: { weldDate_begin: '2010-03-01', weldDate_end: '2010-03-31', pageSize: '50', ...query },
      });
    const numbers = async (query: Record<string, string>) => (await list(query)).body.result.records.map((record) => record.weldNo).sort();
    expect(await numbers({ condition: 'outOfRange' })).toEqual(['WR-2', 'WR-3', 'WR-6']);
    expect(await numbers({ condition: 'outOfRange', machineId: 'wr-WR-M2' })).toEqual(['WR-6']);
    expect((await numbers({})).length).toBe(7);
    // The quick tabs count the same rows.
    const counts = await t.get<{ all: number }>('/api/pipe/weldData/flow/counts', {
      ...as[0],
      query: { weldDate_begin: '2010-03-01', weldDate_end: '2010-03-31', condition: 'outOfRange' },
    });
    expect(counts.body.result.all).toBe(3);
    const unknown = await list({ condition: 'tooHot' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('不支持的筛选条件：tooHot');

    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/pipe/weldData/exportXls?condition=outOfRange&weldDate_begin=2010-03-01&weldDate_end=2010-03-31',
      headers: { 'x-access-token': as[0].token!, projectId: projects[0] },
    });
    expect(answer.statusCode).toBe(200);
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    // The weld numbers of the sheet (the machine column reads WR-M…).
    const exported: string[] = [];
    sheet.eachRow((row) => (row.values as unknown[]).forEach((value) => typeof value === 'string' && /^WR-\d+$/.test(value) && exported.push(value)));
    exported.sort();
    expect(exported).toEqual(['WR-2', 'WR-3', 'WR-6']);
  });
});
