import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { BATCH_ROWS } from '../../runtime/server/excel/saveRowBatch';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { TEAM_IMPORT_HEADER, teamRow } from '../fixtures/teamWorkbook';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { readRows, workbookOf } from './workbookFiles';

describe.each(backends())('Excel import in batches on %s', (backend) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    headers = { 'x-access-token': await t.login('admin'), projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('keeps every good row of batches holding refused rows and reports each refusal once, as a savepoint per row would', async () => {
    const rows = Array.from({ length: BATCH_ROWS * 2 + 50 }, (_, index) => teamRow(index + 1, '分批班组'));
    rows[149][1] = '不存在的类型';
    rows[BATCH_ROWS + 5][0] = rows[BATCH_ROWS][0]; // a name repeated within one batch
    rows[BATCH_ROWS * 2 + 10][0] = rows[9][0]; // a name from a batch already saved
    const form = multipartForm({}, [{ field: 'file', fileName: '班组.xlsx', content: await workbookOf([TEAM_IMPORT_HEADER, ...rows]) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/labour/team/importExcel',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    const answer = response.json<Envelope<string>>();
    expect(answer).toMatchObject({ success: true, code: 201, message: `文件导入成功，但有错误数据！成功${rows.length - 3}条，失败3条，请下载错误文件查看` });

    const errorFile = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(answer.result)}` });
    expect(await readRows(errorFile.rawPayload)).toEqual([
      [...TEAM_IMPORT_HEADER, '错误信息'],
      [...rows[149], '班组类型的值不在可选范围内'],
      [...rows[BATCH_ROWS + 5], '班组名称已存在'],
      [...rows[BATCH_ROWS * 2 + 10], '班组名称已存在'],
    ]);
    const stored = await t.db.selectFrom('lab_team').select('team_sysno').where('team_name', 'like', '分批班组%').orderBy('team_sysno').execute();
    const refused = new Set([149, BATCH_ROWS + 5, BATCH_ROWS * 2 + 10]);
    expect(stored.map((row) => row.team_sysno)).toEqual(rows.filter((_, index) => !refused.has(index)).map((row) => row[2]));
  });
});
