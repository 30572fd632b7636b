import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';

interface WageRow {
  id: string;
  workerId: string;
  workDays: number | string | null;
  workHours: number | string | null;
  dayRate: number | string | null;
  pieceQty: number | string | null;
  piecePrice: number | string | null;
  payableAmount: number | string | null;
  deduction: number | string | null;
  actualAmount: number | string | null;
  bankCardNo: string | null;
  remark: string | null;
}
interface Sheet {
  id: string;
  sheetNo: string;
  status: string;
  version: number;
  workerCount: number | string;
  payableTotal: number | string;
  deductionTotal: number | string;
  actualTotal: number | string;
  items: WageRow[];
}

const W = '/api/labour';
/** A month long before the demo's history, so only this test's statistics count. */
const MONTH = '2024-03';
const ATTENDED = ['1', '2', '1', '7'];

describe.each(backends())('工资单 on %s: computed from 考勤统计 × 日薪记录, approved, paid and exported', (backend) => {
  let t: TestApp;
  /** lisi (劳务员) writes and pays sheets; zhangwei (项目经理) approves; xuhai (班组长) may not approve. */
  const as: Record<'clerk' | 'manager' | 'leader', CallOptions> = {} as never;
  let projectId: string;
  let teamId: string;
  /** The test team's 参建单位, and another one of the project. */
  let company: { id: string; name: string };
  let otherCompanyId: string;
  let workers: { id: string; empName: string }[];

  const read = async (id: string) => (await t.get<Sheet>(`${W}/wages/queryById`, { ...as.clerk, query: { id } })).body.result;
  const step = (caller: CallOptions, body: Record<string, unknown>) => t.post<Sheet>(`${W}/wages/flow/transition`, body, caller);
  const rowOf = (sheet: Sheet, workerId: string) => sheet.items.find((row) => row.workerId === workerId)!;
  const num = (value: unknown) => Number(value ?? 0);

  /** Expects a 400 refusal with exactly `message`, and the sheet unchanged. */
  async function expectRefused(answer: Promise<Answer<unknown>>, message: string, sheetId?: string): Promise<void> {
    const before = sheetId ? await read(sheetId) : null;
    const { status, body } = await answer;
    expect({ status, success: body.success, message: body.message }).toEqual({ status: 400, success: false, message });
    if (before) expect(await read(sheetId!)).toEqual(before);
  }

  /** Expects a form validation refusal (the CRUD's field errors: success false with the field's message, jeecg-contract). */
  async function expectInvalid(answer: Promise<Answer<unknown>>, message: string): Promise<void> {
    const { body } = await answer;
    expect({ success: body.success, message: body.message }).toEqual({ success: false, message });
  }

  /** One day of 考勤统计 as the daily job writes it. */
  async function attendance(workerId: string, day: number, result: string, workHours: number): Promise<void> {
    const workDate = `${MONTH}-${String(day).padStart(2, '0')}`;
    await sql`insert into lab_attendance_daily (id, tenant_id, project_id, create_by, create_time, work_date, worker_id, team_id, work_hours, result)
      values (${`wt-${backend}-${workerId}-${day}`}, '0', ${projectId}, 'test', now(), ${workDate}::date, ${workerId}, ${teamId}, ${workHours}, ${result})`.execute(
      t.db,
    );
  }

  async function rate(workerId: string, values: Record<string, unknown>): Promise<void> {
    const added = await t.post(`${W}/perDiem/add`, { workerId, teamId, ...values }, as.clerk);
    expect(added.body.success, added.body.message).toBe(true);
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    for (const [who, username] of [
      ['clerk', 'lisi'],
      ['manager', 'zhangwei'],
      ['leader', 'xuhai'],
    ] as const)
      as[who] = { token: await t.login(username), projectId };
    const companies = (
      await sql<{
        id: string;
        construction_name: string;
      }>`select id, construction_name from lab_company where project_id = ${projectId} order by id limit 2`.execute(t.db)
    ).rows;
    company = { id: companies[0].id, name: companies[0].construction_name };
    otherCompanyId = companies[1].id;
    // A new team of three roster workers, so the demo's own sheets never meet this test's.
    const team = await t.post<{ id: string }>(`${W}/team/add`, { teamName: `测试工资班${backend}`, teamType: '1', companyId: company.id }, as.clerk);
    expect(team.body.success, team.body.message).toBe(true);
    teamId = team.body.result.id;
    workers = (
      await sql<{ id: string; emp_name: string }>`select id, emp_name from lab_worker where project_id = ${projectId} order by id limit 3`.execute(t.db)
    ).rows.map((row) => ({ id: row.id, empName: row.emp_name }));
    const [a, b] = workers;
    for (let day = 1; day <= 22; day += 1) await attendance(a.id, day, ATTENDED[day % ATTENDED.length], 8);
    await attendance(a.id, 23, '6', 0);
    for (let day = 1; day <= 18; day += 1) await attendance(b.id, day, '1', 9.5);
    await attendance(b.id, 19, '8', 0);
    await rate(a.id, { calcMethod: 'day', dayRate: 300, effectiveDate: '2023-06-01' });
    await rate(a.id, { calcMethod: 'day', dayRate: 320, effectiveDate: '2024-03-15' });
    await rate(a.id, { calcMethod: 'day', dayRate: 999, effectiveDate: '2024-04-01' });
    await rate(b.id, { calcMethod: 'hour', hourRate: 40, effectiveDate: '2024-01-01' });
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  let sheet: Sheet;

  it('fills a new sheet with one row per worker who attended: days, hours, the day rate in force, the bank card, 应发 and totals', async () => {
    const added = await t.post<Sheet>(`${W}/wages/add`, { sheetNo: `GZ-${backend}-1`, teamId, salaryMonth: MONTH, items: [] }, as.clerk);
    expect(added.body.success, added.body.message).toBe(true);
    sheet = await read(added.body.result.id);
    const [a, b] = workers;
    expect(sheet.status).toBe('1');
    expect(sheet.items.map((row) => row.workerId).sort()).toEqual([a.id, b.id].sort());
    expect(rowOf(sheet, a.id)).toMatchObject({ workDays: 22, dayRate: 320 });
    expect(num(rowOf(sheet, a.id).workHours)).toBe(176);
    expect(num(rowOf(sheet, a.id).payableAmount)).toBe(7040);
    expect(num(rowOf(sheet, b.id).workDays)).toBe(18);
    expect(num(rowOf(sheet, b.id).payableAmount)).toBe(6840);
    const card = (await sql<{ emp_cardnum: string | null }>`select emp_cardnum from lab_worker where id = ${a.id}`.execute(t.db)).rows[0].emp_cardnum;
    expect(rowOf(sheet, a.id).bankCardNo).toBe(card);
    expect([num(sheet.workerCount), num(sheet.payableTotal), num(sheet.actualTotal)]).toEqual([2, 13880, 13880]);
  });

  it('refuses a second sheet for the same team and month, and stores nothing', async () => {
    const before = Number((await sql<{ n: string }>`select count(*) as n from lab_wages where team_id = ${teamId}`.execute(t.db)).rows[0].n);
    await expectInvalid(
      t.post(`${W}/wages/add`, { sheetNo: `GZ-${backend}-2`, teamId, salaryMonth: MONTH, items: [] }, as.clerk),
      '该班组本月已有工资单，不能重复编制',
    );
    expect(Number((await sql<{ n: string }>`select count(*) as n from lab_wages where team_id = ${teamId}`.execute(t.db)).rows[0].n)).toBe(before);
  });

  it('recomputes 实发 and the totals when a deduction or a piece quantity is entered before approval', async () => {
    const [a, b] = workers;
    const items = sheet.items.map((row) =>
      row.workerId === a.id ? { ...row, deduction: 500, remark: '预支生活费' } : row.workerId === b.id ? { ...row, pieceQty: 10, piecePrice: 25 } : row,
    );
    const edited = await t.post(`${W}/wages/edit`, { ...sheet, items }, as.clerk);
    expect(edited.body.success, edited.body.message).toBe(true);
    sheet = await read(sheet.id);
    expect(num(rowOf(sheet, a.id).actualAmount)).toBe(6540);
    expect(num(rowOf(sheet, b.id).payableAmount)).toBe(7090);
    expect([num(sheet.payableTotal), num(sheet.deductionTotal), num(sheet.actualTotal)]).toEqual([14130, 500, 13630]);
  });

  it('重新计算 takes a changed day rate and new attendance, keeping the deduction and remark entered', async () => {
    const [a] = workers;
    await rate(a.id, { calcMethod: 'day', dayRate: 350, effectiveDate: '2024-03-20' });
    await attendance(a.id, 24, '1', 8);
    const recomputeMark = t.sql.statements.length;
    const answer = await step(as.clerk, { id: sheet.id, action: 'recompute' });
    expect(answer.body.success, answer.body.message).toBe(true);
    // The sheet's header and rows are read and written within its project (one shard under Citus), the totals' update too.
    expect(t.sql.touching('lab_wages', recomputeMark)).toContainEqual(
      expect.stringMatching(/^update "lab_wages" set .* where "id" = \$\d+ and "project_id" = \$\d+$/),
    );
    expect(t.sql.withoutProject(recomputeMark, 'lab_wages', 'lab_wages_item')).toEqual([]);
    sheet = await read(sheet.id);
    expect(rowOf(sheet, a.id)).toMatchObject({ workDays: 23, remark: '预支生活费' });
    expect([num(rowOf(sheet, a.id).dayRate), num(rowOf(sheet, a.id).deduction), num(rowOf(sheet, a.id).actualAmount)]).toEqual([350, 500, 7550]);
  });

  it('goes to review; the sheet is then locked, and only the project manager approves', async () => {
    expect((await step(as.clerk, { id: sheet.id, action: 'submit' })).body.success).toBe(true);
    sheet = await read(sheet.id);
    expect(sheet.status).toBe('2');
    await expectRefused(t.post(`${W}/wages/edit`, { ...sheet, remark: '改' }, as.clerk), '当前状态（待审核）的记录不能修改', sheet.id);
    await expectRefused(t.get(`${W}/wages/recordExport`, { ...as.clerk, query: { id: sheet.id } }), '当前状态（待审核）的记录不能导出银行代发文件');
    const byLeader = await step(as.leader, { id: sheet.id, action: 'approve' });
    expect(byLeader.status).toBeGreaterThanOrEqual(400);
    expect((await read(sheet.id)).status).toBe('2');
    const approved = await step(as.manager, { id: sheet.id, action: 'approve', comment: '同意' });
    expect(approved.body.success, approved.body.message).toBe(true);
    sheet = await read(sheet.id);
    expect(sheet.status).toBe('3');
  });

  it('exports the approved sheet as the bank batch-transfer file: 序号, 户名, 卡号, 开户行, 金额, 用途', async () => {
    const mark = t.sql.statements.length;
    const response = await t.app.inject({
      method: 'GET',
      url: `${W}/wages/recordExport?id=${sheet.id}`,
      headers: { 'X-Access-Token': as.clerk.token!, projectId },
    });
    expect(response.statusCode).toBe(200);
    // The sheet and its rows are read within the project.
    expect(t.sql.withoutProject(mark, 'lab_wages', 'lab_wages_item')).toEqual([]);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`GZ-${backend}-1-银行代发.xlsx`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['序号', '户名', '卡号', '开户行', '金额', '用途']);
    const names = new Map(workers.map((worker) => [worker.id, worker.empName]));
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual(
      sheet.items.map((row, i) => [i + 1, names.get(row.workerId), row.bankCardNo ?? '', expect.anything(), num(row.actualAmount), `${MONTH}工资`]),
    );
  });

  it('refuses 确认发放 until every worker has a payment record, naming who is missing', async () => {
    const [a, b] = workers;
    const everyone = sheet.items.map((row) => workers.find((worker) => worker.id === row.workerId)!.empName).join('、');
    await expectRefused(
      step(as.clerk, { id: sheet.id, action: 'pay', values: { payDate: '2024-04-15' } }),
      `还有 2 人没有发放记录（${everyone}），请先在【工资发放】登记银行流水号和发放凭证`,
      sheet.id,
    );
    const payment = (row: WageRow, serial: string) => ({
      wagesId: sheet.id,
      workerId: row.workerId,
      teamId,
      salaryMonth: MONTH,
      payDate: '2024-04-15',
      payableAmount: num(row.payableAmount),
      actualAmount: num(row.actualAmount),
      grantType: 'bank',
      bankCardNo: row.bankCardNo,
      bankSerialNo: serial,
    });
    await expectRefused(
      t.post(`${W}/salaryGiving/add`, { ...payment(rowOf(sheet, a.id), `YH${backend}0003`), workerId: workers[2].id }, as.clerk),
      '所选工资单中没有该工人本月的工资，或工资单不是待发放状态（须审核通过、尚未发放），不能登记发放',
    );
    const first = await t.post(`${W}/salaryGiving/add`, payment(rowOf(sheet, a.id), `YH${backend}0001`), as.clerk);
    expect(first.body.success, first.body.message).toBe(true);
    await expectRefused(
      step(as.clerk, { id: sheet.id, action: 'pay', values: { payDate: '2024-04-15' } }),
      `还有 1 人没有发放记录（${b.empName}），请先在【工资发放】登记银行流水号和发放凭证`,
      sheet.id,
    );
    await expectInvalid(t.post(`${W}/salaryGiving/add`, payment(rowOf(sheet, a.id), `YH${backend}0009`), as.clerk), '该工人本月的工资已登记发放，不能重复登记');
    await expectInvalid(t.post(`${W}/salaryGiving/add`, { ...payment(rowOf(sheet, b.id), ''), bankSerialNo: undefined }, as.clerk), '请输入银行流水号!');
    expect((await t.post(`${W}/salaryGiving/add`, payment(rowOf(sheet, b.id), `YH${backend}0002`), as.clerk)).body.success).toBe(true);
    const payMark = t.sql.statements.length;
    const paid = await step(as.clerk, { id: sheet.id, action: 'pay', values: { payDate: '2024-04-15' } });
    expect(paid.body.success, paid.body.message).toBe(true);
    // The covered check and the posting read the sheet within its project.
    expect(t.sql.withoutProject(payMark, 'lab_wages', 'lab_wages_item')).toEqual([]);
    expect((await read(sheet.id)).status).toBe('4');
    // Paying posts each worker's line to 工资统计 (the wage_paid ledger's balance).
    const lines = await t.get<{ records: { workerId: string; workDays: number | string; actualAmount: number | string; payDate: string }[] }>(
      `${W}/salaryStatistics/list`,
      { ...as.clerk, query: { salaryMonth: MONTH, teamId } },
    );
    expect(lines.body.result.records.map((line) => [line.workerId, num(line.actualAmount), String(line.payDate).slice(0, 10)]).sort()).toEqual(
      sheet.items.map((row) => [row.workerId, num(row.actualAmount), '2024-04-15']).sort(),
    );
  });

  it('shows each paid line’s 参建单位 (the team’s) in 工资统计, and lists a contractor’s lines when filtered by it', async () => {
    type Line = { workerId: string; companyId: string | null; companyId_dictText?: string };
    const statistics = (query: Record<string, string>) =>
      t.get<{ records: Line[] }>(`${W}/salaryStatistics/list`, { ...as.clerk, query: { salaryMonth: MONTH, ...query } });
    const ofTeam = (await statistics({ teamId })).body.result.records;
    expect(ofTeam).toHaveLength(2);
    expect(ofTeam.map((line) => [line.companyId, line.companyId_dictText])).toEqual([
      [company.id, company.name],
      [company.id, company.name],
    ]);
    const ofCompany = (await statistics({ companyId: company.id })).body.result.records;
    expect(ofCompany.map((line) => line.workerId).sort()).toEqual(ofTeam.map((line) => line.workerId).sort());
    expect((await statistics({ companyId: otherCompanyId })).body.result.records).toEqual([]);
    // The posting itself carries it too (工资发放流水).
    const postings = await t.get<{ records: Line[] }>(`${W}/wagePosting/list`, { ...as.clerk, query: { salaryMonth: MONTH, teamId } });
    expect(postings.body.result.records.map((line) => line.companyId)).toEqual([company.id, company.id]);
  });

  it('gives the demo’s paid lines their team’s 参建单位 too', async () => {
    const { rows } = await sql<{ lines: string; wrong: string }>`select count(*) as lines,
        count(*) filter (where s.company_id is null or s.company_id is distinct from t.company_id) as wrong
      from lab_salary_statistics s join lab_team t on t.id = s.team_id where s.salary_month <> ${MONTH}`.execute(t.db);
    expect(Number(rows[0].lines)).toBeGreaterThan(50);
    expect(Number(rows[0].wrong)).toBe(0);
  });
});
