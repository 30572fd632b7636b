import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '../../runtime/core/http/envelope';
import { BATCH_ROWS } from '../../runtime/server/excel/saveRowBatch';
import { RUNNING_IMPORTS_TABLE } from '../../runtime/server/excel/importBatches';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { writeTeamWorkbook } from '../fixtures/teamWorkbook';
import { WORKER_IMPORT_HEADER, workerImportRow } from '../fixtures/workerWorkbook';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { until } from './poll';
import { workbookOf } from './workbookFiles';

const ROWS = 10_000;
const PREFIX = '并发导入班组';

describe.each(backends())('other requests during a large Excel import on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    dir = await mkdtemp(path.join(tmpdir(), 'import-availability-'));
    projectId = await t.departId(PROJECT_NAMES[0]);
    token = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const storedTeams = async () =>
    Number(
      (
        await t.db
          .selectFrom('lab_team')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('team_name', 'like', `${PREFIX}%`)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const listTeams = () => t.get<Page<{ teamName: string }>>('/api/labour/team/list', { token, projectId, query: { teamName: `${PREFIX}*`, pageSize: '5' } });

  it('answers a list, a login and the health check while a 10,000-row import runs, and lists the rows only once it is done', async () => {
    const file = path.join(dir, 'teams.xlsx');
    await writeTeamWorkbook(file, ROWS, { prefix: PREFIX });
    const form = multipartForm({}, [{ field: 'file', fileName: '班组.xlsx', content: await readFile(file) }]);
    const finished: string[] = [];
    const importing = t.app
      .inject({ method: 'POST', url: '/api/labour/team/importExcel', payload: form.payload, headers: { ...form.headers, 'x-access-token': token, projectId } })
      .then((response) => {
        finished.push('import');
        return response.json<Envelope<unknown>>();
      });

    // Rows are committed while the import runs: reading them needs the connection the import works on.
    await until(storedTeams, (count) => count > 0 || finished.includes('import'));
    const [listed, health] = await Promise.all([
      listTeams().then((answer) => (finished.push('list'), answer)),
      t.get<{ status: string }>('/api/health').then((answer) => (finished.push('health'), answer)),
      t.login('lisi').then((signedIn) => (finished.push('login'), signedIn)),
    ]);
    expect(finished).not.toContain('import');
    expect(health.body.result).toEqual({ status: 'UP' });
    // The rows of an import in progress are not shown: the file is all or nothing to everyone.
    expect(listed.body.result.total).toBe(0);

    expect(await importing).toMatchObject({ success: true, message: `文件导入成功！数据行数：${ROWS}` });
    expect(finished.indexOf('import')).toBe(3);
    expect((await listTeams()).body.result.total).toBe(ROWS);
    expect(await storedTeams()).toBe(ROWS);
  }, 600_000);

  it('undoes the batches already committed when a later row of an all-or-nothing file is refused', async () => {
    const rows = Array.from({ length: BATCH_ROWS * 2 + 10 }, (_, index) => workerImportRow(9000 + index));
    rows[rows.length - 1] = workerImportRow(8999, { phone: '12345' });
    const form = multipartForm({}, [{ field: 'file', fileName: '花名册.xlsx', content: await workbookOf([WORKER_IMPORT_HEADER, ...rows]) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/labour/worker/importExcel',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': token, projectId },
    });
    expect(response.json<Envelope<unknown>>()).toMatchObject({
      success: false,
      message: `文件导入失败：1行数据有错误，未导入任何数据。第${rows.length + 1}行：请输入正确手机号`,
    });
    const left = await t.db
      .selectFrom('lab_worker')
      .select('id')
      .where(
        'id_code',
        'in',
        rows.map((row) => String(row[1])),
      )
      .execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom(RUNNING_IMPORTS_TABLE).selectAll().execute()).toEqual([]);
  });
});
