import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../runtime/server/crud/recordMapper';
import { newId } from '../../runtime/server/db/ids';
import { detailScreenOf } from '../../runtime/core/screen/detailScreen';
import { detailFields } from '../../runtime/core/screen/screenModel';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { insertScreenRecords, screenOf } from '../../runtime/server/seed/screenRows';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
}
interface Warning {
  warnType: string;
  materialCode: string;
  detail: string;
  status: string;
}

describe.each(backends())('物资风险预警 job on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let projectId: string;
  const codes = ['RISK-STOCK', 'RISK-LATE', 'RISK-PRICE'];

  async function runJob(): Promise<string> {
    const added = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.MaterialRiskJob', cronExpression: '0 0 1 * * ?', parameter: '', status: '-1' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    expect((await t.post(`/api/sys/quartzJob/execute?id=${added.body.result.id}`, {}, admin)).body.success).toBe(true);
    const page = await until(
      () => t.get<Page<{ result: string; message: string }>>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId: added.body.result.id } }),
      (answer) => answer.body.result.total > 0,
    );
    return page.body.result.records[0].message;
  }

  /** The warnings about this test's materials, in project 3. */
  async function warnings(): Promise<Warning[]> {
    const page = await t.get<Page<Warning>>('/api/materialmgmt/riskWarning/list', { ...admin, projectId, query: { pageSize: '200' } });
    return page.body.result.records.filter((warning) => codes.includes(warning.materialCode));
  }

  /** A screen by id, or the rows table of one (`material.plan/items`). */
  function screenNamed(name: string): ScreenFile {
    const [masterId, rows] = name.split('/');
    const master = screenOf(t.app.screens, masterId);
    return rows
      ? detailScreenOf(
          master,
          detailFields(master).find((field) => field.name === rows)!,
        )
      : master;
  }
  const insert = (screenId: string, fields: ApiRecord, id = newId()) =>
    insertScreenRecords(t.db, screenNamed(screenId), [{ id, fields, createTime: '2026-01-05 09:00:00', projectId }]).then(() => id);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = { token: await t.login('admin') };
    projectId = await t.departId(PROJECT_NAMES[2]);
    const warehouseId = await insert('material.warehouse', { warehouseCode: 'RISK-WH', warehouseName: '风险测试库', warehouseType: '1', status: '1' });
    // Below safety stock: 10 in stock, 100 wanted. The other two have no safety stock.
    await insert('project.material', { materialCode: 'RISK-STOCK', materialName: '测试螺纹钢', unit: 't', category: '01', safetyStock: 100, enabled: '1' });
    await insert('project.material', { materialCode: 'RISK-PRICE', materialName: '测试水泥', unit: 'bag', category: '02', enabled: '1' });
    await insert('material.inventory', { warehouseId, materialCode: 'RISK-STOCK', materialName: '测试螺纹钢', unit: 't', batchNo: '', qty: 10, amount: 38500 });
    await insert('material.inventory', { warehouseId, materialCode: 'RISK-PRICE', materialName: '测试水泥', unit: 'bag', batchNo: '', qty: 300, amount: 7800 });
    // An approved plan with a row needed long ago and only partly received, and a row fully received.
    const planId = await insert('material.plan', { planNo: 'RISK-JH1', planName: '风险测试计划', planType: 'month', planDate: '2026-01-01', status: '3' });
    await insert('material.plan/items', {
      planId,
      orderNum: 1,
      materialCode: 'RISK-LATE',
      materialName: '测试钢管',
      unit: 'm',
      planQty: 50,
      receivedQty: 10,
      needDate: '2026-01-10',
    });
    await insert('material.plan/items', {
      planId,
      orderNum: 2,
      materialCode: 'RISK-PRICE',
      materialName: '测试水泥',
      unit: 'bag',
      planQty: 300,
      receivedQty: 300,
      needDate: '2026-01-10',
    });
    // Three posted receipts from one supplier at 10, 10 and 14 元: only 14 is more than 10% above the average (11.33).
    const supplierId = await insert('project.supplier', { supplierName: '风险测试建材公司', supplyCategory: '02', rating: 'B', blacklisted: '0' });
    for (const [index, price] of [10, 10, 14].entries()) {
      const inboundId = await insert('material.inbound', {
        billNo: `RISK-RK${index}`,
        billType: '1',
        warehouseId,
        supplierId,
        bizDate: '2026-01-0' + String(index + 2),
        status: '3',
      });
      await insert('material.inbound/items', {
        inboundId,
        orderNum: 1,
        materialCode: 'RISK-PRICE',
        materialName: '测试水泥',
        unit: 'bag',
        qty: 100,
        price,
        amount: 100 * price,
      });
    }
  });
  afterAll(() => t.close());

  it('raises exactly one warning per rule, and tells the project’s 材料主管 with a bell notice', async () => {
    expect(await runJob()).toMatch(/^新增风险预警\d+条，已通知\d+人$/);
    const raised = await warnings();
    expect(raised.map((warning) => [warning.warnType, warning.materialCode, warning.status]).sort()).toEqual([
      ['1', 'RISK-STOCK', '1'],
      ['2', 'RISK-LATE', '1'],
      ['3', 'RISK-PRICE', '1'],
    ]);
    expect(raised.find((warning) => warning.warnType === '1')?.detail).toBe('测试螺纹钢（RISK-STOCK）库存 10，低于安全库存 100');
    expect(raised.find((warning) => warning.warnType === '2')?.detail).toBe('计划 RISK-JH1 的 测试钢管 需用日期 2026-01-10 已过，计划 50，已到货 10');
    expect(raised.find((warning) => warning.warnType === '3')?.detail).toBe('入库单 RISK-RK2 的 测试水泥 单价 14 元，高于该供应商平均单价 11.333 元的 10%');

    const liuyang = { token: await t.login('liuyang') };
    const bell = await t.get<{ sysMsgList: { titile: string }[] }>('/api/sys/annountCement/listByUser', liuyang);
    expect(bell.body.result.sysMsgList.filter((notice) => notice.titile.startsWith('【风险预警】新的风险预警')).length).toBeGreaterThanOrEqual(3);
  });

  it('does not raise an open warning again on the next run', async () => {
    await runJob();
    expect((await warnings()).length).toBe(3);
  });
});
