import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { EXPORT_PAGE_ROWS } from '../../runtime/server/excel/exportRows';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { WORKER_IMPORT_HEADER, workerImportRow } from '../fixtures/workerWorkbook';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { readRows, workbookOf } from './workbookFiles';

const EXPORTED = EXPORT_PAGE_ROWS * 2 + 37;
const EXPORT_PREFIX = '导出排序';

describe.each(backends())('Excel import checked in bulk and export read by keyset on %s', (backend) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let projectId: string;

  async function importFile(url: string, rows: unknown[][]): Promise<{ answer: Envelope<string | null>; errors: unknown[][] }> {
    const form = multipartForm({}, [{ field: 'file', fileName: '导入.xlsx', content: await workbookOf(rows) }]);
    const answer = (await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } })).json<
      Envelope<string | null>
    >();
    const errorFile = answer.result ? await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(answer.result)}` }) : null;
    return { answer, errors: errorFile ? (await readRows(errorFile.rawPayload)).slice(1) : [] };
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    headers = { 'x-access-token': await t.login('admin'), projectId };
  });
  afterAll(() => t.close());

  it('refuses roster rows whose ID number repeats one in the file or in the project, with the messages of 新增, and writes none', async () => {
    const idCodeIn = async (inProject: boolean) =>
      (
        await t.db
          .selectFrom('lab_worker')
          .select('id_code')
          .where('project_id', inProject ? '=' : '<>', projectId)
          .executeTakeFirstOrThrow()
      ).id_code as string;
    const [here, elsewhere] = [await idCodeIn(true), await idCodeIn(false)];
    const withIdCode = (row: unknown[], idCode: string) => [row[0], idCode, ...row.slice(2)];
    const first = workerImportRow(7001);
    const rows = [
      first,
      withIdCode(workerImportRow(7002), String(first[1])), // repeats a row of the file
      withIdCode(workerImportRow(7003), here), // repeats a stored worker of the project
      withIdCode(workerImportRow(7004, { job: '飞行员' }), String(first[1])), // a bad dictionary value is named first
      workerImportRow(7005, { phone: '12345' }),
      withIdCode(workerImportRow(7006), String(workerImportRow(7005)[1])), // the refused row above took no ID number
      withIdCode(workerImportRow(7007), elsewhere), // another project's worker does not count
    ];
    const { answer, errors } = await importFile('/api/labour/worker/importExcel', [WORKER_IMPORT_HEADER, ...rows]);
    expect(answer).toMatchObject({ success: false });
    expect(answer.message).toBe(
      '文件导入失败：4行数据有错误，未导入任何数据。第3行：身份证号码已存在；第4行：身份证号码已存在；第5行：工种名称的值不在可选范围内',
    );
    expect(errors.map((row) => [row[1], row[row.length - 1]])).toEqual([
      [rows[1][1], '身份证号码已存在'],
      [rows[2][1], '身份证号码已存在'],
      [rows[3][1], '工种名称的值不在可选范围内'],
      [rows[4][1], '请输入正确手机号'],
    ]);
    const names = rows.map((row) => String(row[0]));
    expect(
      await t.db
        .selectFrom('lab_worker')
        .select('id')
        .where('emp_name', 'in', names)
        .where('create_time', '>', sql<string>`now() - interval '1 hour'`)
        .execute(),
    ).toEqual([]);
  });

  it('keeps every good row of a partial import and refuses exactly the repeated names', async () => {
    const stored = String((await t.db.selectFrom('lab_team').select('team_name').where('project_id', '=', projectId).executeTakeFirstOrThrow()).team_name);
    const rows = [
      ['批量一班', '劳务班组'],
      ['批量一班', '专业班组'],
      [stored, '劳务班组'],
      ['批量二班', '不存在的类型'],
      ['批量二班', '专业班组'],
      ['批量三班', '劳务班组'],
    ];
    const { answer, errors } = await importFile('/api/labour/team/importExcel', [['班组名称', '班组类型'], ...rows]);
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误数据！成功3条，失败3条，请下载错误文件查看' });
    expect(errors).toEqual([
      ['批量一班', '专业班组', '班组名称已存在'],
      [stored, '劳务班组', '班组名称已存在'],
      ['批量二班', '不存在的类型', '班组类型的值不在可选范围内'],
    ]);
    const teams = await t.db.selectFrom('lab_team').select(['team_name', 'team_type']).where('team_name', 'like', '批量%').orderBy('team_name').execute();
    expect(teams).toEqual([
      { team_name: '批量一班', team_type: '1' },
      { team_name: '批量三班', team_type: '1' },
      { team_name: '批量二班', team_type: '2' },
    ]);
  });

  describe('export of more rows than one page', () => {
    beforeAll(async () => {
      // Ties and NULLs in the sort column, so the pages must continue by (value, id) exactly.
      await sql`insert into lab_team (id, team_name, team_type, leader_phone, project_id, tenant_id, create_by, create_time)
        select 'exp' || n, ${EXPORT_PREFIX} || n, '1', case when n % 5 = 0 then null else '1380000000' || (n % 7) end, ${projectId}, '0', 'admin', now()
        from generate_series(1, ${EXPORTED}) as n`.execute(t.db);
    });

    const exportedNames = async (query: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/labour/team/exportXls', query: { teamName: EXPORT_PREFIX, ...query }, headers });
      return (await readRows(response.rawPayload)).slice(1).map((row) => String(row[0]));
    };
    const storedNames = async (column: 'leader_phone' | 'create_time', order: 'asc' | 'desc') =>
      (
        await t.db
          .selectFrom('lab_team')
          .select('team_name')
          .where('team_name', 'like', `${EXPORT_PREFIX}%`)
          .orderBy(column, order)
          .orderBy('id', order)
          .execute()
      ).map((row) => String(row.team_name));

    it.each([
      ['asc', 'leaderPhone', 'leader_phone'],
      ['desc', 'leaderPhone', 'leader_phone'],
      ['desc', 'createTime', 'create_time'],
    ] as const)('gives every row once in %s order of %s', async (order, field, column) => {
      const names = await exportedNames({ column: field, order });
      expect(names).toHaveLength(EXPORTED);
      expect(new Set(names).size).toBe(EXPORTED);
      expect(names).toEqual(await storedNames(column, order));
    });
  });
});
