import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { startTestApp, type TestApp } from './harness';

const ROWS = 50_000;

describe('Excel export of a large list', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let total: number;

  beforeAll(async () => {
    t = await startTestApp();
    const projectId = await t.departId(PROJECT_NAMES[0]);
    headers = { 'x-access-token': await t.login('admin'), projectId };
    await sql`insert into lab_team (id, team_name, team_type, leader_phone, project_id, tenant_id, create_by, create_time)
      select md5(n::text), '班组' || n, case when n % 2 = 0 then '1' else '2' end, '138' || lpad(n::text, 8, '0'), ${projectId}, '0', 'admin', now()
      from generate_series(1, ${ROWS}) as n`.execute(t.db);
    const counted = await t.db
      .selectFrom('lab_team')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }, 180_000);
  afterAll(() => t.close());

  it('streams 50,000 rows, each once, with dictionary labels into a workbook that opens', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/labour/team/exportXls', headers });
    expect(response.statusCode).toBe(200);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(response.rawPayload), { sharedStrings: 'cache', worksheets: 'emit' });
    let count = 0;
    const types = new Set<unknown>();
    const names = new Set<unknown>();
    for await (const sheet of reader) {
      for await (const row of sheet) {
        count += 1;
        if (row.number === 1) continue;
        types.add(row.getCell(2).value);
        names.add(row.getCell(1).value);
      }
    }
    expect(total).toBeGreaterThan(ROWS);
    expect(count).toBe(total + 1);
    expect(names.size).toBe(total);
    expect([...types]).toEqual(expect.arrayContaining(['专业班组', '劳务班组']));
    expect([...types].filter((type) => /^\d+$/.test(String(type)))).toEqual([]);
  }, 300_000);
});
