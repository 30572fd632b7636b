import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { WORKER_IMPORT_HEADER, workerImportRow } from '../fixtures/workerWorkbook';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { readRows, workbookOf } from './workbookFiles';

describe.each(backends())('Excel import and export on %s', (backend) => {
  let t: TestApp;
  let clerk: CallOptions;
  let leader: CallOptions;
  let admin: CallOptions;

  async function importFile(url: string, who: CallOptions, content: Buffer, fileName = '导入.xlsx'): Promise<Envelope<string | null>> {
    const form = multipartForm({}, [{ field: 'files[]', fileName, content }]);
    const headers: Record<string, string> = { ...form.headers, 'x-access-token': String(who.token) };
    if (who.projectId) headers.projectId = who.projectId;
    return (await t.app.inject({ method: 'POST', url, payload: form.payload, headers })).json() as Envelope<string | null>;
  }

  async function download(path: string): Promise<Buffer> {
    return (await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(path)}` })).rawPayload;
  }

  const countWorkers = async (idCodes: string[]) => (await t.db.selectFrom('lab_worker').select('id').where('id_code', 'in', idCodes).execute()).length;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    clerk = { token: await t.login('lisi'), projectId };
    // 班组长 reads 班组管理 but may not import into it.
    leader = { token: await t.login('xuhai'), projectId };
    admin = { token: await t.login('admin'), projectId };
  });
  afterAll(() => t.close());

  it('writes nothing from a roster file with two bad rows and lists the first errors', async () => {
    const rows = [workerImportRow(501), workerImportRow(502, { phone: '12345' }), workerImportRow(503), workerImportRow(504, { job: '飞行员' })];
    const answer = await importFile('/api/labour/worker/importExcel', clerk, await workbookOf([WORKER_IMPORT_HEADER, ...rows]));
    expect(answer).toMatchObject({ success: false, code: 500 });
    expect(answer.message).toBe('文件导入失败：2行数据有错误，未导入任何数据。第3行：请输入正确手机号；第5行：工种名称的值不在可选范围内');
    expect(await countWorkers(rows.map((row) => String(row[1])))).toBe(0);
    expect(await readRows(await download(String(answer.result)))).toHaveLength(3);
  });

  it('imports a clean roster file with dictionary labels turned into codes', async () => {
    const rows = [workerImportRow(511), workerImportRow(512)];
    const answer = await importFile('/api/labour/worker/importExcel', clerk, await workbookOf([WORKER_IMPORT_HEADER, ...rows]));
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const stored = await t.db
      .selectFrom('lab_worker')
      .select(['job_name', 'emp_sex', 'enter_and_retreat_condition', 'start_time', 'project_id'])
      .where('id_code', '=', String(rows[0][1]))
      .executeTakeFirstOrThrow();
    // An imported worker starts the roster's flow as a new one does: 待进场, with no 进场日期 yet.
    expect(stored).toMatchObject({ job_name: '002', emp_sex: '1', enter_and_retreat_condition: '2', start_time: null, project_id: clerk.projectId });
  });

  it('keeps the good rows of a partial-import screen and answers 201 with an error file listing the bad rows', async () => {
    const header = ['班组名称', '班组类型', '班组长电话'];
    const rows = [
      ['导入一班', '劳务班组', '13800000001'],
      ['导入二班', '不存在的类型', '13800000002'],
      ['导入三班', '专业班组', '123'],
      ['导入四班', '专业班组', ''],
    ];
    const answer = await importFile('/api/labour/team/importExcel', admin, await workbookOf([header, ...rows]));
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误数据！成功2条，失败2条，请下载错误文件查看' });
    const teams = await t.db.selectFrom('lab_team').select(['team_name', 'team_type']).where('team_name', 'like', '导入%').orderBy('team_name').execute();
    expect(teams.map((team) => team.team_name).sort()).toEqual(['导入一班', '导入四班'].sort());
    expect(teams.find((team) => team.team_name === '导入一班')?.team_type).toBe('1');
    const errorRows = await readRows(await download(String(answer.result)));
    expect(errorRows).toEqual([
      ['班组名称', '班组类型', '班组长电话', '错误信息'],
      ['导入二班', '不存在的类型', '13800000002', '班组类型的值不在可选范围内'],
      ['导入三班', '专业班组', '123', '请输入正确手机号'],
    ]);
  });

  it('refuses a file that is not a workbook, and an import without the permission', async () => {
    expect(await importFile('/api/labour/worker/importExcel', clerk, Buffer.from('<html></html>'), 'a.xlsx')).toMatchObject({
      success: false,
      message: '文件内容不是有效的 Excel 文件',
    });
    expect(await importFile('/api/labour/worker/importExcel', clerk, await workbookOf([WORKER_IMPORT_HEADER]), 'a.csv')).toMatchObject({
      success: false,
      message: '只能导入 .xls 或 .xlsx 格式的文件',
    });
    expect(await importFile('/api/labour/team/importExcel', leader, await workbookOf([['班组名称'], ['x']]))).toMatchObject({ success: false, code: 403 });
  });

  it('exports the current query with screen titles and dictionary labels, and only the selected rows when asked', async () => {
    const mark = t.sql.statements.length;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/labour/worker/exportXls',
      query: { jobName: '002' },
      headers: { 'x-access-token': String(clerk.token), projectId: String(clerk.projectId) },
    });
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('花名册.xlsx')}`);
    const rows = await readRows(response.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['姓名', '身份证号码', '工种名称', '性别']));
    const jobColumn = (rows[0] as string[]).indexOf('工种名称');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.slice(1).every((row) => row[jobColumn] === '钢筋工')).toBe(true);

    const list = await t.get<{ records: { id: string }[] }>('/api/labour/worker/list', { ...clerk, query: { pageSize: '2' } });
    const ids = list.body.result.records.map((record) => record.id).join(',');
    const selected = await t.app.inject({
      method: 'GET',
      url: '/api/labour/worker/exportXls',
      query: { selections: ids },
      headers: { 'x-access-token': String(clerk.token), projectId: String(clerk.projectId) },
    });
    expect(await readRows(selected.rawPayload)).toHaveLength(3);
    // An export reads the project's rows only, the selected ones by id within it: no multi-shard read under Citus.
    expect(t.sql.touching('lab_worker', mark).length).toBeGreaterThan(0);
    expect(t.sql.withoutProject(mark, 'lab_worker')).toEqual([]);
  });

  it('gives the import template with the header row only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/labour/team/exportXls',
      query: { template: '1' },
      headers: { 'x-access-token': String(admin.token), projectId: String(admin.projectId) },
    });
    expect(await readRows(response.rawPayload)).toEqual([
      ['班组名称', '班组类型', '班组编号', '参建单位', '班组长', '班组长（花名册）', '班组长电话', '进场日期', '退场日期', '备注'],
    ]);
  });

  it('leaves the fields only a flow writes out of the import template, as the add form does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/labour/worker/exportXls',
      query: { template: '1' },
      headers: { 'x-access-token': String(clerk.token), projectId: String(clerk.projectId) },
    });
    const [header] = (await readRows(response.rawPayload)) as string[][];
    expect(header).toEqual(expect.arrayContaining(['姓名', '身份证号码', '手机号码', '工种名称', '所属班组']));
    for (const title of ['进退场状态', '进场日期', '退场日期', '退场原因']) expect(header).not.toContain(title);
  });
});
