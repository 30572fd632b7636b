import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetGrid } from '../../runtime/core/sheet/sheet.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface SheetAnswer {
  grid: SheetGrid;
  fields: Record<string, { title: string }>;
}
interface Payment {
  id: string;
  worker_id: string;
  team_id: string;
  salary_month: string;
  voucher: string | null;
}

const SHEET = '/api/sheet/labour.wageVouchers';
/** `YYYY-MM` of the month `back` months before this one: the demo paid the wages of the two months before this one. */
const monthBack = (back: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - back);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};
const LAST_MONTH = monthBack(1);
const YEAR = LAST_MONTH.slice(0, 4);
const column = (month: string) => Number(month.slice(5, 7)) - 1;

describe.each(backends())('工资凭证齐全表 on %s: the year sheet of 工资发放 — a tick per month with a voucher, 齐全/不齐全, Excel', (backend) => {
  let t: TestApp;
  const as: Record<'clerk' | 'keeper', CallOptions> = {} as never;
  let projectId: string;
  /** The project's payments of the year, as stored. */
  let payments: Payment[];

  const sheetOf = async (query: Record<string, string>) => {
    const answer = await t.get<SheetAnswer>(SHEET, { ...as.clerk, query });
    expect(answer.body.success, answer.body.message).toBe(true);
    return answer.body.result.grid;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    as.clerk = { token: await t.login('lisi'), projectId };
    as.keeper = { token: await t.login('chenjing'), projectId };
    payments = (
      await sql<Payment>`select id, worker_id, team_id, salary_month, voucher from lab_salary_giving
        where project_id = ${projectId} and salary_month like ${`${YEAR}-%`} order by id`.execute(t.db)
    ).rows;
  }, 300_000);
  afterAll(() => t?.close());

  it('shows every worker paid in the year with √ or 缺 in the months paid, and 齐全 only when every payment has its voucher', async () => {
    const grid = await sheetOf({ year: YEAR });
    expect(grid.span).toBe('year');
    expect(grid.columns.map((head) => head.label)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    const workers = new Set(payments.map((payment) => payment.worker_id));
    expect(grid.rows.length).toBe(workers.size);
    expect(grid.rows.length).toBeGreaterThan(20);
    for (const row of grid.rows) {
      const own = payments.filter((payment) => payment.worker_id === row.key);
      const expected: (string | null)[] = Array.from({ length: 12 }, () => null);
      for (const payment of own) expected[column(payment.salary_month)] = payment.voucher ? 'yes' : 'no';
      expect(row.cells).toEqual(expected);
      const complete = own.every((payment) => payment.voucher);
      expect(row.totals).toEqual([own.length, own.filter((payment) => payment.voucher).length, complete ? '齐全' : '不齐全']);
    }
    // The demo is mostly complete, with a few vouchers still to be uploaded.
    const incomplete = grid.rows.filter((row) => row.totals[2] === '不齐全').length;
    expect(incomplete).toBeGreaterThan(0);
    expect(incomplete).toBeLessThan(grid.rows.length / 2);
    const team = await sheetOf({ year: YEAR, teamId: payments[0].team_id });
    expect(team.rows.length).toBeLessThan(grid.rows.length);
    expect(team.rows.every((row) => payments.some((payment) => payment.worker_id === row.key && payment.team_id === payments[0].team_id))).toBe(true);
  });

  it('turns a worker to 不齐全 with 缺 in the month whose voucher goes missing, and back to 齐全 once it is uploaded', async () => {
    const ownOf = (workerId: string) => payments.filter((candidate) => candidate.worker_id === workerId);
    // A worker complete so far: last month's voucher goes missing, then is uploaded again.
    const payment = payments.find((candidate) => candidate.salary_month === LAST_MONTH && ownOf(candidate.worker_id).every((own) => own.voucher))!;
    const paidMonths = ownOf(payment.worker_id).length;
    const rowOf = async () => (await sheetOf({ year: YEAR, teamId: payment.team_id })).rows.find((row) => row.key === payment.worker_id)!;
    await sql`update lab_salary_giving set voucher = null where id = ${payment.id}`.execute(t.db);
    let row = await rowOf();
    expect(row.cells[column(LAST_MONTH)]).toBe('no');
    expect(row.totals).toEqual([paidMonths, paidMonths - 1, '不齐全']);
    await sql`update lab_salary_giving set voucher = ${payment.voucher} where id = ${payment.id}`.execute(t.db);
    row = await rowOf();
    expect(row.cells[column(LAST_MONTH)]).toBe('yes');
    expect(row.totals).toEqual([paidMonths, paidMonths, '齐全']);
    // Another year knows nothing of this year's payments.
    expect((await sheetOf({ year: String(Number(YEAR) - 3) })).rows).toEqual([]);
  });

  it('exports the same grid: title with the year, 1月…12月, the marks on their colours, 状态 and a legend', async () => {
    const grid = await sheetOf({ year: YEAR });
    const response = await t.app.inject({
      method: 'GET',
      url: `${SHEET}/exportXls`,
      query: { year: YEAR },
      headers: { 'x-access-token': as.clerk.token!, projectId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`工资凭证齐全表_${YEAR}.xlsx`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(String(sheet.getCell(1, 1).value)).toBe(`工资凭证齐全表（${YEAR}年）`);
    const header = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(['姓名', '班组', ...grid.columns.map((head) => head.label), '发放月数', '凭证月数', '状态']);
    const marks: Record<string, string> = { yes: '√', no: '缺' };
    grid.rows.forEach((row, index) => {
      const values = (sheet.getRow(3 + index).values as unknown[]).slice(1);
      expect(values).toEqual([row.label, ...row.show, ...row.cells.map((cell) => (cell === null ? '' : marks[cell])), ...row.totals]);
    });
    const missing = grid.rows.findIndex((row) => row.cells.includes('no'));
    const fill = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    const missingRow = sheet.getRow(3 + missing);
    expect(fill(missingRow.getCell(3 + grid.rows[missing].cells.indexOf('no')))).toBe('FFFFCCC7');
    expect(fill(missingRow.getCell(3 + 12 + 2))).toBe('FFFFCCC7');
    const legend = String(sheet.getRow(sheet.rowCount).getCell(1).value);
    expect(legend).toBe('图例：√ 已发放，凭证已上传　缺 已发放，未上传凭证');
  });

  it('refuses a period that is not a year (400) and a user without 工资发放 (403)', async () => {
    expect(await t.get(SHEET, { ...as.clerk, query: { year: '2026-01' } })).toMatchObject({
      status: 400,
      body: { message: '年份无效：2026-01，格式须为 YYYY' },
    });
    expect(await t.get(SHEET, { ...as.clerk, query: { month: '2026-01' } })).toMatchObject({
      status: 400,
      body: { message: '年份无效：（空），格式须为 YYYY' },
    });
    expect((await t.get(SHEET, { ...as.keeper, query: { year: YEAR } })).status).toBe(403);
  });
});
