import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { workbookOf } from './workbookFiles';

type Row = Record<string, unknown> & { id: string };
interface Page<T> {
  records: T[];
  total: number;
}

const CREDIT_CODE = '91320600MA1XYW1234';

describe.each(backends())('参建单位 and 工程项目 reference 基础数据 (企业, 建设单位) on %s', (backend) => {
  let t: TestApp;
  let projects: string[];
  let admin: CallOptions;
  let enterpriseId: string;

  const companyRow = (id: string) =>
    t.db
      .selectFrom('lab_company')
      .select(['company_id', 'construction_name', 'suid', 'company_type', 'legal_person'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function importFile(url: string, who: CallOptions, content: Buffer): Promise<Envelope<string | null>> {
    const form = multipartForm({}, [{ field: 'files[]', fileName: '参建单位.xlsx', content }]);
    const headers: Record<string, string> = { ...form.headers, 'x-access-token': String(who.token), projectId: String(who.projectId) };
    return (await t.app.inject({ method: 'POST', url, payload: form.payload, headers })).json() as Envelope<string | null>;
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
    admin = { token: await t.login('admin'), projectId: projects[0] };
    const added = await t.post(
      '/api/project/basic/company/add',
      { companyName: '南通测试脚手架劳务有限公司', companyType: '3', creditCode: CREDIT_CODE, legalPerson: '周建' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    enterpriseId = String(
      (await t.db.selectFrom('proj_company').select('id').where('company_name', '=', '南通测试脚手架劳务有限公司').executeTakeFirstOrThrow()).id,
    );
  });
  afterAll(() => t.close());

  it('seeds every demo 参建单位 as a reference to a 企业 of the same name and credit code, once per project', async () => {
    const { rows } = await sql<{
      project_id: string;
      company_id: string | null;
      construction_name: string;
      suid: string;
      company_name: string | null;
      credit_code: string | null;
    }>`
      select l.project_id, l.company_id, l.construction_name, l.suid, c.company_name, c.credit_code
      from lab_company l left join proj_company c on c.id = l.company_id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row).toMatchObject({ company_name: row.construction_name, credit_code: row.suid });
    const perProject = new Set(rows.map((row) => `${row.project_id}/${row.company_id}`));
    expect(perProject.size).toBe(rows.length);
  });

  it('fills 单位名称, credit code and type from the chosen 企业 on the server, whatever the client sends', async () => {
    const added = await t.post<Row>(
      '/api/labour/company/add',
      { companyId: enterpriseId, constructionName: '随便写的名字', suid: '91110000000000000X', companyType: '1', entryDate: '2024-01-02', status: '1' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const id = String((await t.db.selectFrom('lab_company').select('id').where('company_id', '=', enterpriseId).executeTakeFirstOrThrow()).id);
    expect(await companyRow(id)).toEqual({
      company_id: enterpriseId,
      construction_name: '南通测试脚手架劳务有限公司',
      suid: CREDIT_CODE,
      company_type: '3',
      legal_person: '周建',
    });
    // The list shows the name, and the dictionary other screens pick 参建单位 from has it too.
    const list = await t.get<Page<Row>>('/api/labour/company/list', { ...admin, query: { constructionName: '*南通测试*' } });
    expect(list.body.result.records.map((record) => record.companyId_dictText)).toEqual(['南通测试脚手架劳务有限公司']);
  });

  it('refuses a 参建单位 without a 企业, with an unknown one, and the same 企业 twice in one project', async () => {
    const none = await t.post('/api/labour/company/add', { constructionName: '只写名字的单位', status: '1' }, admin);
    expect(none.body).toMatchObject({ success: false });
    expect(none.body.message).toContain('企业');
    const unknown = await t.post('/api/labour/company/add', { companyId: 'no-such-company', status: '1' }, admin);
    expect(unknown.body).toMatchObject({ success: false });
    expect(unknown.status).toBeLessThan(500);
    const twice = await t.post('/api/labour/company/add', { companyId: enterpriseId, status: '1' }, admin);
    expect(twice.body).toMatchObject({ success: false, message: '该企业已是本项目的参建单位' });
    expect((await t.db.selectFrom('lab_company').select('id').where('company_id', '=', enterpriseId).execute()).length).toBe(1);
    // Another project may have it as its own 参建单位.
    const other = await t.post('/api/labour/company/add', { companyId: enterpriseId, status: '1' }, { ...admin, projectId: projects[1] });
    expect(other.body.success, other.body.message).toBe(true);
  });

  it('imports 参建单位 naming their 企业 by name or by credit code, and refuses a file naming one not in 基础数据', async () => {
    for (const [companyName, creditCode] of [
      ['导入测试防腐有限公司', '91320600MA1XYW5678'],
      ['导入测试吊装有限公司', '91320600MA1XYW9012'],
    ]) {
      const enterprise = await t.post('/api/project/basic/company/add', { companyName, companyType: '2', creditCode }, admin);
      expect(enterprise.body.success, enterprise.body.message).toBe(true);
    }
    const importer = { ...admin, projectId: projects[2] };
    const header = ['企业', '统一社会信用代码', '负责人', '联系电话', '进场日期', '状态'];
    const unknown = ['', '91320600MA1XYW0000', '孙立', '13912340002', '2024-03-01', '在场'];
    const refused = await importFile('/api/labour/company/importExcel', importer, await workbookOf([header, unknown]));
    expect(refused).toMatchObject({ success: false, message: '文件导入失败：1行数据有错误，未导入任何数据。第2行：企业的值不在可选范围内' });
    const rows = [
      ['导入测试防腐有限公司', '', '钱进', '13912340001', '2024-03-01', '在场'],
      ['', '91320600MA1XYW9012', '吴刚', '13912340003', '2024-03-05', '在场'],
    ];
    const answer = await importFile('/api/labour/company/importExcel', importer, await workbookOf([header, ...rows]));
    expect(answer.success, answer.message).toBe(true);
    const stored = await t.db
      .selectFrom('lab_company')
      .select(['construction_name', 'suid', 'company_type', 'contacts'])
      .where('project_id', '=', projects[2])
      .where('contacts', 'in', ['钱进', '孙立', '吴刚'])
      .orderBy('contacts')
      .execute();
    expect(stored).toEqual([
      { construction_name: '导入测试吊装有限公司', suid: '91320600MA1XYW9012', company_type: '2', contacts: '吴刚' },
      { construction_name: '导入测试防腐有限公司', suid: '91320600MA1XYW5678', company_type: '2', contacts: '钱进' },
    ]);
  });

  it('seeds 工程项目 with its project’s 建设单位 and the general contractor as 施工单位, shown by name', async () => {
    const list = await t.get<Page<Row>>('/api/pipe/project/list', admin);
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ developerId_dictText: '宁波石化开发有限公司', contractorId_dictText: '华泰化学工程建设有限公司' });
  });

  it('saves a 工程项目 with a 建设单位 and 施工单位 from 基础数据 and refuses one that is not there', async () => {
    const developer = String(
      (await t.db.selectFrom('proj_developer').select('id').where('developer_name', '=', '连云港石化有限公司').executeTakeFirstOrThrow()).id,
    );
    const added = await t.post(
      '/api/pipe/project/add',
      { projectCode: 'T-DICT', projectName: '字典测试装置', developerId: developer, contractorId: enterpriseId },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const list = await t.get<Page<Row>>('/api/pipe/project/list', { ...admin, query: { projectName: '*字典测试*' } });
    expect(list.body.result.records[0]).toMatchObject({ developerId_dictText: '连云港石化有限公司', contractorId_dictText: '南通测试脚手架劳务有限公司' });
    const bad = await t.post('/api/pipe/project/add', { projectCode: 'T-DICT2', projectName: '字典测试装置二', developerId: '随手写的建设单位' }, admin);
    expect(bad.body).toMatchObject({ success: false });
    expect(bad.status).toBeLessThan(500);
  });
});
