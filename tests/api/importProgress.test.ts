import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { writeTeamWorkbook } from '../fixtures/teamWorkbook';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';

const ROWS = 6_000;

interface Progress {
  rows: number;
  fraction: number;
  finished: boolean;
}

// The import dialog's bar: the server reports rows read and the share of the file read while the import runs.
describe.each(backends())('Excel import progress on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let adminToken: string;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    dir = await mkdtemp(path.join(tmpdir(), 'import-progress-'));
    projectId = await t.departId(PROJECT_NAMES[0]);
    adminToken = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const readProgress = async (key: string, token = adminToken): Promise<Progress> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/excel/importProgress/${key}`, headers: { 'x-access-token': token } });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<Progress>>().result;
  };

  async function importWithKey(key: string, sharedStrings: boolean): Promise<{ answer: Envelope<unknown>; seen: Progress[] }> {
    const file = path.join(dir, `${key}.xlsx`);
    await writeTeamWorkbook(file, ROWS, { prefix: key, sharedStrings });
    const form = multipartForm({}, [{ field: 'file', fileName: '班组.xlsx', content: await readFile(file) }]);
    const seen: Progress[] = [];
    let done = false;
    const imported = t.app
      .inject({
        method: 'POST',
        url: `/api/labour/team/importExcel?progressKey=${key}`,
        payload: form.payload,
        headers: { ...form.headers, 'x-access-token': adminToken, projectId },
      })
      .finally(() => (done = true));
    while (!done) {
      seen.push(await readProgress(key));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { answer: (await imported).json<Envelope<unknown>>(), seen };
  }

  it.each([
    { layout: 'cells holding their text', sharedStrings: false },
    { layout: 'shared strings after the sheet (spooled by the reader)', sharedStrings: true },
  ])(
    'reports rows and share read while importing a file with $layout, then 100 % when done',
    async ({ sharedStrings }) => {
      const key = `progress${sharedStrings ? 'shared' : 'inline'}01`;
      const { answer, seen } = await importWithKey(key, sharedStrings);
      expect(answer).toMatchObject({ success: true, message: `文件导入成功！数据行数：${ROWS}` });

      const midway = seen.filter((progress) => !progress.finished && progress.rows > 0);
      expect(midway.length).toBeGreaterThan(0);
      for (const progress of midway) {
        expect(progress.rows).toBeLessThanOrEqual(ROWS);
        expect(progress.fraction).toBeGreaterThan(0);
        expect(progress.fraction).toBeLessThanOrEqual(1);
      }
      // Rows only go up while the import runs.
      const rows = midway.map((progress) => progress.rows);
      expect(rows).toEqual([...rows].sort((a, b) => a - b));
      expect(await readProgress(key)).toEqual({ rows: ROWS, fraction: 1, finished: true });
    },
    240_000,
  );

  it("keeps each user's imports to themselves and ignores a malformed key", async () => {
    const key = 'progressprivate01';
    await importWithKey(key, false);
    const other = await t.login('zhangwei');
    expect(await readProgress(key, other)).toEqual({ rows: 0, fraction: 0, finished: false });
    expect(await readProgress('bad key!')).toEqual({ rows: 0, fraction: 0, finished: false });
  }, 240_000);
});
