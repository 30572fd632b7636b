import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerBalanceRow } from '../../runtime/core/posting/posting.types';
import { ledgerDrift, rebuildBalances } from '../../runtime/server/posting/ledgerDrift';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';

interface Bill {
  id: string;
  billNo: string;
  status: string;
  version: number;
  reversalOf: string | null;
  items?: Record<string, unknown>[];
  flowActions?: string[];
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Posting {
  billNo: string;
  billId: string;
  direction: string;
  qty: number | string;
  amount: number | string;
  warehouseId: string;
  materialCode: string;
}

const M = '/api/materialmgmt';
const POSTED = '已过账的单据不能修改或删除，如需更正请红冲';

describe.each(backends())('物资 postings on %s: receipts, issues, returns, 红冲, stocktake, the ledger API and its drift check', (backend) => {
  let t: TestApp;
  /** chenjing (仓库管理员) writes and submits bills; liuyang (材料主管) approves and reverses; admin gets the drift alarm. */
  const as: Record<'keeper' | 'manager' | 'admin', CallOptions> = {} as never;
  let warehouseId: string;
  let count = 0;
  const code = (suffix: string) => `T${backend.slice(0, 2).toUpperCase()}-${suffix}`;
  const no = () => `${backend.slice(0, 2)}${(count += 1)}`;

  const read = async (kind: string, id: string) => (await t.get<Bill>(`${M}/${kind}/queryById`, { ...as.keeper, query: { id } })).body.result;
  const step = (kind: string, caller: CallOptions, body: Record<string, unknown>) => t.post<Bill>(`${M}/${kind}/flow/transition`, body, caller);

  /** A bill added and submitted by the keeper; answers it in 待审核. */
  async function submitted(kind: 'inbound' | 'outbound' | 'return', items: Record<string, unknown>[], extra: Record<string, unknown> = {}): Promise<Bill> {
    const header: Record<string, unknown> = { billNo: `${kind.slice(0, 2).toUpperCase()}${no()}`, warehouseId, bizDate: '2026-05-10', ...extra };
    if (kind === 'inbound') Object.assign(header, { billType: '2' }, extra);
    if (kind === 'outbound') Object.assign(header, { teamId: await teamId() }, extra);
    const added = await t.post<Bill>(`${M}/${kind}/add`, { ...header, items }, as.keeper);
    expect(added.body.success, added.body.message).toBe(true);
    const answer = await step(kind, as.keeper, { id: added.body.result.id, action: 'submit' });
    expect(answer.body.success, answer.body.message).toBe(true);
    return read(kind, added.body.result.id);
  }
  async function posted(kind: 'inbound' | 'outbound' | 'return', items: Record<string, unknown>[], extra: Record<string, unknown> = {}): Promise<Bill> {
    const bill = await submitted(kind, items, extra);
    const answer = await step(kind, as.manager, { id: bill.id, action: 'approve' });
    expect(answer.body.success, answer.body.message).toBe(true);
    return read(kind, bill.id);
  }
  let team: string | null = null;
  async function teamId(): Promise<string> {
    team ??= String((await sql<{ id: string }>`select id from lab_team where project_id = ${as.keeper.projectId} limit 1`.execute(t.db)).rows[0].id);
    return team;
  }
  const line = (materialCode: string, qty: number, price = 10, batchNo = '') => ({
    materialCode,
    materialName: `材料${materialCode}`,
    spec: 'Φ16',
    unit: 't',
    batchNo,
    qty,
    price,
  });
  async function stock(materialCode: string, batchNo = ''): Promise<number> {
    const row = (
      await sql<{
        qty: string;
      }>`select qty from mat_stock where warehouse_id = ${warehouseId} and material_code = ${materialCode} and batch_no = ${batchNo}`.execute(t.db)
    ).rows[0];
    return row ? Number(row.qty) : 0;
  }
  const postingsOf = async (materialCode: string) =>
    (await t.get<Page<Posting>>(`${M}/posting/list`, { ...as.keeper, query: { materialCode, pageSize: '100', column: 'createTime', order: 'asc' } })).body
      .result.records;
  const postingCount = async () => Number((await sql<{ n: string }>`select count(*) as n from mat_stock_posting`.execute(t.db)).rows[0].n);

  /** Expects a refusal with exactly `message`, and neither the bill nor any stock changed. */
  async function expectRefused(answer: Promise<Answer<unknown>>, message: string, check: { kind: string; bill: Bill; materialCode: string }): Promise<void> {
    const before = [await read(check.kind, check.bill.id), await stock(check.materialCode), await postingCount()] as const;
    const { status, body } = await answer;
    expect({ status, success: body.success, message: body.message }).toEqual({ status: 400, success: false, message });
    const after = await read(check.kind, check.bill.id);
    expect([after.status, after.version, await stock(check.materialCode), await postingCount()]).toEqual([
      before[0].status,
      before[0].version,
      before[1],
      before[2],
    ]);
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    for (const [who, username] of [
      ['keeper', 'chenjing'],
      ['manager', 'liuyang'],
      ['admin', 'admin'],
    ] as const)
      as[who] = { token: await t.login(username), projectId };
    const added = await t.post<{ id: string }>(
      `${M}/warehouse/add`,
      { warehouseCode: `W${backend}`, warehouseName: `测试库${backend}`, warehouseType: '1', status: '1' },
      as.manager,
    );
    expect(added.body.success, added.body.message).toBe(true);
    warehouseId = added.body.result.id;
  }, 180_000);
  afterAll(() => t.close());

  it('receipt → issue → return: balances and postings follow each approved bill, and nothing moves before approval', async () => {
    const steel = code('GJ1');
    const receipt = await submitted('inbound', [line(steel, 20, 10, 'B1'), line(steel, 5, 10)]);
    expect(await stock(steel, 'B1')).toBe(0);
    const todo = async () =>
      (await t.get<{ records: Bill[] }>(`${M}/inbound/list`, { ...as.manager, query: { flowTab: 'todo', pageSize: '100' } })).body.result.records.map(
        (bill) => bill.id,
      );
    expect(await todo()).toContain(receipt.id);
    const approveMark = t.sql.statements.length;
    expect((await step('inbound', as.manager, { id: receipt.id, action: 'approve' })).body.success).toBe(true);
    // The posting reads the bill's rows (billRows) by the bill's id and its project: one shard under Citus.
    expect(t.sql.touching('mat_inbound_item', approveMark).length).toBeGreaterThan(0);
    // So does every other read and write of the bill by its id (its header, state, history's record, the posting): none goes by the id alone.
    expect(t.sql.withoutProject(approveMark, 'mat_inbound', 'mat_inbound_item')).toEqual([]);
    expect((await read('inbound', receipt.id)).status).toBe('3');
    // 红冲 stays possible on a posted bill, but the bill no longer waits in the manager's 待我处理.
    const asManager = await t.get<Bill>(`${M}/inbound/queryById`, { ...as.manager, query: { id: receipt.id } });
    expect(asManager.body.result.flowActions).toEqual(['reverse']);
    expect(await todo()).not.toContain(receipt.id);
    expect([await stock(steel, 'B1'), await stock(steel)]).toEqual([20, 5]);
    await posted('outbound', [line(steel, 12, 10, 'B1')]);
    await posted('return', [line(steel, 2, 10, 'B1')]);
    expect([await stock(steel, 'B1'), await stock(steel)]).toEqual([10, 5]);
    const postings = await postingsOf(steel);
    expect(postings.map((posting) => [posting.direction, Number(posting.qty)]).sort()).toEqual(
      [
        ['in', 20],
        ['in', 5],
        ['out', 12],
        ['in', 2],
      ].sort(),
    );
    expect(postings.every((posting) => posting.warehouseId === warehouseId)).toBe(true);
  });

  it('refuses an over-issue with 库存不足 naming the material and what is available, and posts nothing of the bill', async () => {
    const cement = code('SN1');
    await posted('inbound', [line(cement, 8)]);
    const other = code('SN2');
    await posted('inbound', [line(other, 3)]);
    const issue = await submitted('outbound', [line(other, 1), line(cement, 9.5)]);
    await expectRefused(
      step('outbound', as.manager, { id: issue.id, action: 'approve' }),
      `库存不足：材料${cement}（${cement}）在测试库${backend}可用 8吨，本单需要 9.5吨`,
      {
        kind: 'outbound',
        bill: issue,
        materialCode: other,
      },
    );
    expect([await stock(cement), await stock(other)]).toEqual([8, 3]);
  });

  it('refuses a step by the wrong role, and any edit or delete of a posted bill', async () => {
    const sand = code('SS1');
    const receipt = await submitted('inbound', [line(sand, 4)]);
    await expectRefused(step('inbound', as.keeper, { id: receipt.id, action: 'approve' }), '只有材料主管或项目经理可以执行「审核过账」', {
      kind: 'inbound',
      bill: receipt,
      materialCode: sand,
    });
    expect((await step('inbound', as.manager, { id: receipt.id, action: 'approve' })).body.success).toBe(true);
    const bill = await read('inbound', receipt.id);
    const refusalsMark = t.sql.statements.length;
    await expectRefused(t.post(`${M}/inbound/edit`, { ...bill, remark: '改一下' }, as.manager), POSTED, { kind: 'inbound', bill, materialCode: sand });
    await expectRefused(t.request('DELETE', `${M}/inbound/delete`, { ...as.manager, query: { id: bill.id } }), POSTED, {
      kind: 'inbound',
      bill,
      materialCode: sand,
    });
    // The refusing hooks (posted? locked by the flow?) read the bill within its project, as the edit and the delete would.
    expect(t.sql.touching('mat_inbound', refusalsMark).length).toBeGreaterThan(0);
    expect(t.sql.withoutProject(refusalsMark, 'mat_inbound', 'mat_inbound_item')).toEqual([]);
  });

  it('红冲 reverses a receipt: balances back, the original 已红冲, a linked reversal bill posted with the opposite sign', async () => {
    const wood = code('MC1');
    const receipt = await posted('inbound', [line(wood, 6, 20)]);
    expect(await stock(wood)).toBe(6);
    const refusedWithoutComment = await step('inbound', as.manager, { id: receipt.id, action: 'reverse' });
    expect(refusedWithoutComment.body.message).toBe('请填写意见');
    const answer = await step('inbound', as.manager, { id: receipt.id, action: 'reverse', comment: '数量录错' });
    expect(answer.body.success, answer.body.message).toBe(true);
    expect((await read('inbound', receipt.id)).status).toBe('5');
    expect(await stock(wood)).toBe(0);
    const reversals = (await t.get<Page<Bill>>(`${M}/inbound/list`, { ...as.keeper, query: { reversalOf: receipt.id } })).body.result.records;
    const reversal = reversals.find((bill) => bill.reversalOf === receipt.id)!;
    expect([reversal.billNo, reversal.status]).toEqual([`${receipt.billNo}-红冲`, '6']);
    const postings = await postingsOf(wood);
    expect(postings.map((posting) => [posting.billNo, posting.direction, Number(posting.qty), Number(posting.amount)]).sort()).toEqual(
      [
        [receipt.billNo, 'in', 6, 120],
        [`${receipt.billNo}-红冲`, 'in', -6, -120],
      ].sort(),
    );
    expect((await read('inbound', reversal.id)).status).toBe('6');
  });

  it('refuses the 红冲 of an issue-like reversal that would take stock negative: reversing a receipt already issued', async () => {
    const pipe = code('GG1');
    const receipt = await posted('inbound', [line(pipe, 5)]);
    await posted('outbound', [line(pipe, 4)]);
    await expectRefused(
      step('inbound', as.manager, { id: receipt.id, action: 'reverse', comment: '退货' }),
      `库存不足：材料${pipe}（${pipe}）在测试库${backend}可用 1吨，本单需要 5吨`,
      {
        kind: 'inbound',
        bill: receipt,
        materialCode: pipe,
      },
    );
    expect((await read('inbound', receipt.id)).status).toBe('3');
  });

  it('a stocktake snapshots the book quantities, computes differences on save and posts them on approval', async () => {
    const wire = code('DX1');
    const bolt = code('LS1');
    await posted('inbound', [line(wire, 10, 5), line(bolt, 100, 1)]);
    const added = await t.post<Bill>(
      `${M}/stocktake/add`,
      { checkNo: `PD${no()}`, warehouseId, checkDate: '2026-05-20', items: [{ materialCode: wire, materialName: `材料${wire}`, unit: 't', actualQty: 7 }] },
      as.keeper,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const take = await t.get<Bill>(`${M}/stocktake/queryById`, { ...as.keeper, query: { id: added.body.result.id } });
    const rows = take.body.result.items!;
    const byCode = (materialCode: string) => rows.find((row) => row.materialCode === materialCode)!;
    expect([Number(byCode(wire).bookQty), Number(byCode(wire).actualQty), Number(byCode(wire).diffQty)]).toEqual([10, 7, -3]);
    expect([Number(byCode(bolt).bookQty), Number(byCode(bolt).actualQty), Number(byCode(bolt).diffQty)]).toEqual([100, 100, 0]);
    const columns = ['id', 'materialCode', 'materialName', 'spec', 'unit', 'batchNo', 'bookQty', 'actualQty', 'diffQty', 'diffReason'];
    const edited = rows.map((row) => ({
      ...Object.fromEntries(columns.map((name) => [name, row[name]])),
      ...(row.materialCode === bolt ? { actualQty: 104, diffQty: 0 } : {}),
    }));
    const { id, version } = take.body.result;
    const saveMark = t.sql.statements.length;
    const saved = await t.post(`${M}/stocktake/edit`, { id, version, remark: '复盘', items: edited }, as.keeper);
    expect(saved.body.success, saved.body.message).toBe(true);
    // The snapshot's read of the stored rows (billRows in the save's hook) and the rows' save stay within the project.
    const rowStatements = t.sql.touching('mat_stocktake_item', saveMark);
    expect(rowStatements.length).toBeGreaterThan(0);
    expect(rowStatements.filter((statement) => !statement.startsWith('insert') && !/"project_id" = \$\d+/.test(statement))).toEqual([]);
    const after = (await t.get<Bill>(`${M}/stocktake/queryById`, { ...as.keeper, query: { id: added.body.result.id } })).body.result.items!;
    expect(Number(after.find((row) => row.materialCode === bolt)!.diffQty)).toBe(4);
    expect((await step('stocktake', as.keeper, { id: added.body.result.id, action: 'submit' })).body.success).toBe(true);
    const approved = await step('stocktake', as.manager, { id: added.body.result.id, action: 'approve' });
    expect(approved.body.success, approved.body.message).toBe(true);
    expect([await stock(wire), await stock(bolt)]).toEqual([7, 104]);
    expect((await postingsOf(wire)).map((posting) => [posting.direction, Number(posting.qty), Number(posting.amount)])).toContainEqual(['out', 3, 15]);
  });

  it('the ledger API gives opening, in, out and closing per key for a period', async () => {
    const brick = code('ZK1');
    await posted('inbound', [line(brick, 50, 2)], { bizDate: '2026-04-10' });
    await posted('outbound', [line(brick, 20, 2)], { bizDate: '2026-04-20' });
    await posted('inbound', [line(brick, 30, 2)], { bizDate: '2026-05-05' });
    await posted('outbound', [line(brick, 15, 2)], { bizDate: '2026-05-25' });
    await posted('outbound', [line(brick, 5, 2)], { bizDate: '2026-06-02' });
    const period = await t.get<Page<LedgerBalanceRow>>('/api/ledger/material_stock/balances', {
      ...as.keeper,
      query: { begin: '2026-05-01', end: '2026-05-31', warehouseId, materialCode: brick },
    });
    expect(period.body.success, period.body.message).toBe(true);
    expect(period.body.result.total).toBe(1);
    const [row] = period.body.result.records;
    expect([row.materialCode, row.materialName, row.openingQty, row.inQty, row.outQty, row.closingQty]).toEqual([brick, `材料${brick}`, 30, 30, 15, 45]);
    expect([row.openingAmount, row.inAmount, row.outAmount, row.closingAmount]).toEqual([60, 60, 30, 90]);
    const like = await t.get<Page<LedgerBalanceRow>>('/api/ledger/material_stock/balances', {
      ...as.keeper,
      query: { begin: '2026-05-01', end: '2026-05-31', materialName: `*${brick}*` },
    });
    expect(like.body.result.records.map((record) => record.materialCode)).toEqual([brick]);
    const declaration = await t.get<{ keys: string[]; fields: Record<string, { title: string }> }>('/api/ledger/material_stock', as.keeper);
    expect([declaration.body.result.keys, declaration.body.result.fields.warehouseId.title]).toEqual([['warehouseId', 'materialCode', 'batchNo'], '仓库']);
    const bad = await t.get('/api/ledger/material_stock/balances', { ...as.keeper, query: { begin: '2026-5-1' } });
    expect(bad.body.message).toBe('日期格式应为 YYYY-MM-DD');
    // Confined to the caller's project, like the posting list, and guarded by its list permission.
    const elsewhere = await t.get<Page<LedgerBalanceRow>>('/api/ledger/material_stock/balances', {
      token: as.keeper.token,
      projectId: await t.departId(PROJECT_NAMES[1]),
      query: { begin: '2026-05-01', end: '2026-05-31', materialCode: brick },
    });
    expect([elsewhere.status, elsewhere.body.result.total]).toEqual([200, 0]);
    const outsider = await t.get('/api/ledger/material_stock/balances', { token: await t.login('sunli'), projectId: as.keeper.projectId });
    expect(outsider.status).toBe(403);
  });

  it('the drift job finds a corrupted balance and alarms the administrators in the bell', async () => {
    expect(await ledgerDrift(t.db, t.app.screens, 'material_stock')).toEqual([]);
    const steel = code('GJ1');
    await sql`update mat_stock set qty = qty + 1 where warehouse_id = ${warehouseId} and material_code = ${steel} and batch_no = 'B1'`.execute(t.db);
    const drift = await ledgerDrift(t.db, t.app.screens, 'material_stock');
    expect(drift.map((found) => [found.keys, found.balanceQty, found.postedQty])).toEqual([[{ warehouseId, materialCode: steel, batchNo: 'B1' }, 11, 10]]);
    const job = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.LedgerDriftJob', cronExpression: '0 30 2 * * ?', parameter: '', status: '-1' },
      { token: as.admin.token },
    );
    expect(job.body.success, job.body.message).toBe(true);
    expect((await t.post(`/api/sys/quartzJob/execute?id=${job.body.result.id}`, {}, { token: as.admin.token })).body.success).toBe(true);
    const notices = await until(
      () =>
        t
          .get<{ sysMsgList: { titile: string; msgContent: string; priority: string }[] }>('/api/sys/annountCement/listByUser', { token: as.admin.token })
          .then((answer) => answer.body.result.sysMsgList),
      (list) => list.some((notice) => notice.titile === '台账不一致：物资库存'),
    );
    const notice = notices.find((found) => found.titile === '台账不一致：物资库存')!;
    expect(notice.msgContent).toContain(`材料编码 ${steel}`);
    expect(notice.msgContent).toContain(`仓库 测试库${backend}`);
    expect(notice.msgContent).toContain(PROJECT_NAMES[0]);
    // rebuildBalances (what the demo seed uses after bulk-inserting postings) recomputes the balance from the postings.
    await rebuildBalances(t.db, t.app.screens, 'material_stock', as.keeper.projectId);
    expect([await stock(steel, 'B1'), await ledgerDrift(t.db, t.app.screens, 'material_stock')]).toEqual([10, []]);
  });

  it('a 采购入库 against a plan adds to the plan rows’ 已到货数量 and to the supplier ledger; its 红冲 takes both back', async () => {
    const rebar = code('JH1');
    const planNo = `JH${no()}`;
    const plan = await t.post<{ id: string }>(
      `${M}/plan/add`,
      {
        planNo,
        planName: '到货测试',
        planType: 'month',
        planDate: '2026-05-01',
        items: [{ materialCode: rebar, materialName: `材料${rebar}`, unit: 't', planQty: 30, unitPrice: 10 }],
      },
      as.manager,
    );
    expect(plan.body.success, plan.body.message).toBe(true);
    const supplier = await t.post<{ id: string }>('/api/project/basic/supplier/add', { supplierName: `供应商${backend}`, supplyCategory: '01' }, as.manager);
    expect(supplier.body.success, supplier.body.message).toBe(true);
    const received = async () =>
      Number((await sql<{ q: string }>`select received_qty as q from mat_plan_item where plan_id = ${plan.body.result.id}`.execute(t.db)).rows[0].q ?? 0);
    const supplied = async () =>
      Number(
        (await sql<{ q: string }>`select coalesce(sum(qty), 0) as q from mat_supply where supplier_id = ${supplier.body.result.id}`.execute(t.db)).rows[0].q,
      );
    // Goods are received only against an approved plan, and 已到货数量 is written by postings alone.
    const against = { billType: '1', planId: plan.body.result.id, supplierId: supplier.body.result.id };
    const early = await t.post(`${M}/inbound/add`, { billNo: `EA${no()}`, warehouseId, bizDate: '2026-05-10', ...against, items: [line(rebar, 1)] }, as.keeper);
    expect([early.status, early.body.message]).toEqual([400, `材料计划「${planNo}」当前为草稿，只能选择已审批的记录`]);
    const planRows = (
      await t.get<{ version: number; items: Record<string, unknown>[] }>(`${M}/plan/queryById`, { ...as.manager, query: { id: plan.body.result.id } })
    ).body.result;
    const byHand = await t.request('PUT', `${M}/plan/edit`, {
      ...as.manager,
      body: { id: plan.body.result.id, version: planRows.version, items: planRows.items.map((row) => ({ ...row, receivedQty: 30 })) },
    });
    expect([byHand.status, byHand.body.message]).toEqual([400, '已到货数量由单据过账累加，不能填写或修改']);
    const stepsMark = t.sql.statements.length;
    for (const action of ['submit', 'approve'])
      expect((await t.post(`${M}/plan/flow/transition`, { id: plan.body.result.id, action }, as.manager)).body.success).toBe(true);
    // A step reads, moves and re-reads the plan within its project (one shard under Citus).
    expect(t.sql.withoutProject(stepsMark, 'mat_plan', 'mat_plan_item')).toEqual([]);
    const receiptMark = t.sql.statements.length;
    const receipt = await posted('inbound', [line(rebar, 12)], against);
    expect([await received(), await supplied(), await stock(rebar)]).toEqual([12, 12, 12]);
    // The plan is the bill's project's (its dictionary takes only that project's plans): its state check and its 已到货数量 name it.
    expect(t.sql.touching('mat_plan_item', receiptMark)).toContainEqual(
      expect.stringMatching(/^update "mat_plan_item" set "received_qty" = coalesce\("received_qty", 0\) \+ \$1 where .* and "project_id" = \$\d+$/),
    );
    expect(t.sql.withoutProject(receiptMark, 'mat_inbound', 'mat_inbound_item', 'mat_plan', 'mat_plan_item')).toEqual([]);
    await posted('inbound', [line(rebar, 3)], { billType: '2', planId: plan.body.result.id });
    expect([await received(), await supplied()]).toEqual([15, 12]);
    const reverseMark = t.sql.statements.length;
    expect((await step('inbound', as.manager, { id: receipt.id, action: 'reverse', comment: '退货' })).body.success).toBe(true);
    expect([await received(), await supplied(), await stock(rebar)]).toEqual([3, 0, 3]);
    // 红冲 reads the original and its rows, and posts the copy, within the project.
    expect(t.sql.withoutProject(reverseMark, 'mat_inbound', 'mat_inbound_item', 'mat_plan', 'mat_plan_item')).toEqual([]);
    expect(await ledgerDrift(t.db, t.app.screens, 'supplier_supply')).toEqual([]);
  });

  it.runIf(backend === 'postgres')('two simultaneous approvals of issues of the last 10 units: exactly one succeeds and the stock is 0', async () => {
    const last = code('LAST');
    await posted('inbound', [line(last, 10)]);
    const first = await submitted('outbound', [line(last, 10)]);
    const second = await submitted('outbound', [line(last, 10)]);
    const answers = await Promise.all([first, second].map((bill) => step('outbound', as.manager, { id: bill.id, action: 'approve' })));
    expect(answers.map((answer) => answer.body.success).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.body.success)!.body.message).toMatch(/^库存不足：/);
    expect(await stock(last)).toBe(0);
    expect((await postingsOf(last)).filter((posting) => posting.direction === 'out')).toHaveLength(1);
  });
});
