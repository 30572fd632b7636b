import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import teamTypes from '../../schemas/dicts/team_type.json';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { teamRow, writeTeamWorkbook } from '../fixtures/teamWorkbook';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';

const ROWS = 50_000;
const typeLabels = new Map(teamTypes.items.map((item) => [item.value, item.text]));

// Before the streaming reader decoded UTF-8 across chunk boundaries, about ten of these rows
// came back with U+FFFD in a team name or type (see runtime/server/excel/utf8WorkbookReader.ts).
describe.each(backends())('Excel import of a large file on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let headers: Record<string, string>;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    dir = await mkdtemp(path.join(tmpdir(), 'excel-import-large-'));
    projectId = await t.departId(PROJECT_NAMES[0]);
    headers = { 'x-access-token': await t.login('admin'), projectId };
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports 50,000 班组 rows streamed from the file, every Chinese text exactly as written', async () => {
    const file = path.join(dir, 'teams.xlsx');
    await writeTeamWorkbook(file, ROWS);
    const form = multipartForm({}, [{ field: 'file', fileName: '班组.xlsx', content: await readFile(file) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/labour/team/importExcel',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(response.json<Envelope<unknown>>()).toMatchObject({ success: true, message: `文件导入成功！数据行数：${ROWS}` });

    const stored = await t.db
      .selectFrom('lab_team')
      .select(['team_name', 'team_type', 'team_sysno', 'leader_phone'])
      .where('project_id', '=', projectId)
      .where('team_sysno', 'like', 'T%')
      .orderBy('team_sysno')
      .execute();
    // The numbers are zero-padded, so their order is the file's order.
    const read = stored.map((row) => [row.team_name, typeLabels.get(String(row.team_type)), row.team_sysno, row.leader_phone]);
    const written = Array.from({ length: ROWS }, (_, index) => teamRow(index + 1));
    expect(read.length).toBe(ROWS);
    expect(read.filter((row, index) => JSON.stringify(row) !== JSON.stringify(written[index]))).toEqual([]);
  }, 600_000);
});
