import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetGrid } from '../../runtime/core/sheet/sheet.types';
import { attendanceSummaryJob } from '../../runtime/server/jobs/handlers/attendanceSummaryJob';
import type { JobContext } from '../../runtime/server/jobs/jobHandler';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface SheetAnswer {
  grid: SheetGrid;
  fields: Record<string, { title: string }>;
}

const SHEET = '/api/sheet/labour.attendanceMonth';
const dayBefore = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe.each(backends())('月度考勤表 on %s: gate passes → the daily job → the month sheet and its Excel file', (backend) => {
  let t: TestApp;
  const as: Record<'clerk' | 'keeper', CallOptions> = {} as never;
  let worker: { id: string; id_code: string; team_id: string };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.clerk = { token: await t.login('lisi'), projectId };
    as.keeper = { token: await t.login('chenjing'), projectId };
    worker = (
      await sql<{ id: string; id_code: string; team_id: string }>`select id, id_code, team_id from lab_worker
        where project_id = ${projectId} and enter_and_retreat_condition = '0' and start_time < ${dayBefore(60)}::date order by id_code limit 1`.execute(t.db)
    ).rows[0];
  }, 300_000);
  afterAll(() => t?.close());

  it('lays the seeded statistics of last month out as workers × days with totals that add up', async () => {
    const month = dayBefore(35).slice(0, 7);
    const answer = await t.get<SheetAnswer>(SHEET, { ...as.clerk, query: { month } });
    expect(answer.body.success, answer.body.message).toBe(true);
    const { grid } = answer.body.result;
    expect(grid.columns).toHaveLength(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate());
    expect(grid.rows.length).toBeGreaterThan(40);
    for (const row of grid.rows.slice(0, 10)) {
      const present = row.cells.filter((cell) => cell !== null && ['1', '2', '3', '4', '5', '7'].includes(cell)).length;
      expect(row.totals[0]).toBe(present);
      expect(row.totals[3]).toBe(row.cells.filter((cell) => cell === '6').length);
    }
    const team = await t.get<SheetAnswer>(SHEET, { ...as.clerk, query: { month, teamId: worker.team_id } });
    expect(team.body.result.grid.rows.length).toBeLessThan(grid.rows.length);
  });

  it('shows passes posted through the gate in the sheet once the daily job has run', async () => {
    const date = dayBefore(1);
    const device = await t.post<{ id: string }>(
      '/api/labour/device/add',
      { deviceName: '测试闸机', deviceSn: `S-${backend}`, deviceType: 'face', status: '1' },
      as.clerk,
    );
    const key = (await t.post<{ key: string }>(`/api/labour/device/issueKey?id=${device.body.result.id}`, {}, as.clerk)).body.result.key;
    await sql`delete from lab_attendance where worker_id = ${worker.id} and passed_time >= ${date}::date and passed_time < ${date}::date + 1`.execute(t.db);
    const posted = await t.request<{ inserted: number }>('POST', '/api/labour/gate/passes', {
      headers: { 'x-device-key': key },
      body: {
        passes: [
          { idCode: worker.id_code, time: `${date} 07:42:10`, direction: 'in', way: '1' },
          { idCode: worker.id_code, time: `${date} 17:20:00`, direction: 'out', way: '1' },
        ],
      },
    });
    expect(posted.body.result.inserted).toBe(2);
    await attendanceSummaryJob.run({ db: t.db, parameter: '-1', now: new Date() } as JobContext);
    const answer = await t.get<SheetAnswer>(SHEET, { ...as.clerk, query: { month: date.slice(0, 7), teamId: worker.team_id } });
    const row = answer.body.result.grid.rows.find((candidate) => candidate.key === worker.id);
    expect(row?.cells[Number(date.slice(8)) - 1]).toBe('2');
  });

  it('exports the month as a styled workbook: title, day header with weekdays, totals and a legend', async () => {
    const month = dayBefore(35).slice(0, 7);
    const response = await t.app.inject({
      method: 'GET',
      url: `${SHEET}/exportXls`,
      query: { month },
      headers: { 'x-access-token': as.clerk.token!, projectId: as.clerk.projectId! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(String(sheet.getCell(1, 1).value)).toBe(`月度考勤表（${month}）`);
    const header = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 3)).toEqual(['姓名', '班组', '工种']);
    expect(header[3]).toMatch(/^1\n[日一二三四五六]$/);
    expect(header.slice(-5)).toEqual(['出勤天数', '工时', '迟到', '缺勤', '请假']);
    const legend = String(sheet.getRow(sheet.rowCount).getCell(1).value);
    expect(legend).toContain('√ 正常');
  });

  it('refuses a bad month (400) and a user without the statistics (403)', async () => {
    expect(await t.get(SHEET, { ...as.clerk, query: { month: '2026-13' } })).toMatchObject({
      status: 400,
      body: { message: '月份无效：2026-13，格式须为 YYYY-MM' },
    });
    expect((await t.get(SHEET, { ...as.keeper, query: { month: '2026-01' } })).status).toBe(403);
  });
});
