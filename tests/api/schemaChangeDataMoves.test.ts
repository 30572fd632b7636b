import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { backends } from './harness';
import { schemaChangeDatabase } from './schemaChangeHarness';

const screenFile = (path: string): ScreenFile => JSON.parse(readFileSync(`schemas/${path}.json`, 'utf8')) as ScreenFile;

// The screens as they are now: 参建单位 references a 企业; 工程项目 picks 建设单位 / 施工单位 by id.
const labourCompany = screenFile('labour/company');
const pipeProject = screenFile('pipe/project');
const company = screenFile('project/company');
const developer = screenFile('project/developer');

/** 参建单位 before the upgrade: the master data in its own columns, no companyId, no declarations. */
function labourCompanyBefore(): ScreenFile {
  const { companyId: _, ...kept } = labourCompany.entity.properties;
  const text = (title: string) => ({ type: 'string' as const, title });
  return {
    ...labourCompany,
    'x-migrations': undefined,
    unique: undefined,
    entity: {
      type: 'object',
      properties: {
        ...kept,
        organizationCode: text('组织机构代码'),
        capital: { type: 'number', title: '注册资金(万元)' },
        email: text('电子邮箱'),
        address: text('单位地址'),
        bankOpen: text('开户银行'),
        bankNum: text('银行账号'),
        bankAddress: text('开户行地址'),
        businessLicense: text('营业执照'),
      },
    },
  };
}

/** 工程项目 before the upgrade: 建设单位 and 施工单位 as free text. */
function pipeProjectBefore(): ScreenFile {
  const { developerId: _d, contractorId: _c, ...kept } = pipeProject.entity.properties;
  return {
    ...pipeProject,
    'x-migrations': undefined,
    entity: { type: 'object', properties: { ...kept, owner: { type: 'string', title: '建设单位' }, contractor: { type: 'string', title: '施工单位' } } },
    list: { columns: ['projectCode'] },
    form: undefined,
  };
}

/**
 * 参建单位 as upgraded, its carry also giving 企业类型 to the 企业 it creates (the file's own carry needs none:
 * the old 单位类型 was required), so a row without one shows the declared value filling it.
 */
const labourCompanyAfter: ScreenFile = {
  ...labourCompany,
  'x-migrations': labourCompany['x-migrations']!.map((m) => ('carry' in m ? { carry: { ...m.carry, create: { companyType: '2' } } } : m)),
};

const CREDIT_A = '91110000100000001A';
const CREDIT_B = '91310000200000002B';

describe.each(backends())('参建单位 → 企业 upgrade of an existing database on %s', (backend) => {
  const database = schemaChangeDatabase(backend, 'labour/company.json');
  const rows = async (query: string) => (await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(database.db)).rows;

  beforeAll(async () => {
    await database.open();
    await database.migrateAll([labourCompanyBefore(), pipeProjectBefore(), company, developer]);
    // One 企业 is already in 基础数据 (matched by credit code, its own phone kept), the others are not.
    await sql`insert into proj_company (id, tenant_id, company_name, credit_code, company_type, capital)
      values ('c-existing', 't1', '中建一局（旧称）', ${CREDIT_A}, '1', null)`.execute(database.db);
    await sql`insert into lab_company (id, tenant_id, project_id, construction_name, suid, company_type, status, organization_code, capital, email,
        address, bank_open, bank_num, bank_address, business_license, contacts)
      values
        ('l1', 't1', 'p1', '中建一局', ${CREDIT_A}, '1', '1', '12345678-9', 5000, 'a@zj.cn', '北京', '工行', '6222000011112222', '北京分行', 'files/a.png', '张三'),
        ('l2', 't1', 'p2', '华北劳务', null, '3', '1', null, 300, 'hb@lw.cn', '天津', null, null, null, null, '李四'),
        ('l3', 't1', 'p3', '华北劳务', null, '3', '1', null, null, null, null, '建行', '6217000033334444', null, null, '王五'),
        ('l4', 't2', 'p9', '华北劳务', null, '3', '1', null, 10, null, null, null, null, null, null, null),
        ('l5', 't1', 'p4', '华东建设', ${CREDIT_B}, '4', '1', null, 800, null, null, null, null, null, null, '赵六'),
        ('l6', 't1', 'p4', '华东建设有限公司', ${CREDIT_B}, null, '1', null, null, 'hd@js.cn', null, null, null, null, null, '钱七'),
        ('l7', 't1', 'p4', '华东建设', null, null, '1', null, null, null, null, null, null, null, null, null),
        ('l8', 't1', 'p5', '无类型劳务', null, null, '1', null, 20, null, null, null, null, null, null, null)`.execute(database.db);
    await sql`insert into pw_project (id, tenant_id, project_id, project_code, project_name, owner, contractor)
      values ('w1', 't1', 'p1', 'GD-1', '管廊一期', '某石化公司', '中建一局（旧称）'),
             ('w2', 't1', 'p1', 'GD-2', '管廊二期', '某石化公司', '新来的安装公司'),
             ('w3', 't1', 'p1', 'GD-3', '管廊三期', null, null)`.execute(database.db);
    database.log.length = 0;
    await database.migrateAll([labourCompanyAfter, pipeProject, company, developer]);
  }, 180_000);

  afterAll(() => database.close());

  it('carries the moved columns into 企业, matching by credit code, then by name within the tenant, and links every 参建单位', async () => {
    const companies = await rows(
      `select id, tenant_id, company_name, credit_code, company_type, organization_code, capital::float8 as capital, email, address, bank_open, bank_num, bank_address, business_license
       from proj_company order by tenant_id, company_name`,
    );
    const huabei = companies.find((row) => row.company_name === '华北劳务' && row.tenant_id === 't1')!;
    expect(companies.find((row) => row.id === 'c-existing')).toMatchObject({
      company_name: '中建一局（旧称）',
      company_type: '1',
      organization_code: '12345678-9',
      capital: 5000,
      email: 'a@zj.cn',
      address: '北京',
      bank_open: '工行',
      bank_num: '6222000011112222',
      bank_address: '北京分行',
      business_license: 'files/a.png',
    });
    // Two projects' rows of the same company make one 企业: the first row's values, the second's filling what the first lacked.
    expect(huabei).toMatchObject({ company_type: '3', capital: 300, email: 'hb@lw.cn', address: '天津', bank_open: '建行', bank_num: '6217000033334444' });
    expect(companies.find((row) => row.company_name === '华北劳务' && row.tenant_id === 't2')).toMatchObject({ capital: 10 });
    // Three rows of one company in one project (credit code, then name) make one 企业, the first row by id giving its values.
    const huadong = companies.find((row) => row.credit_code === CREDIT_B)!;
    expect(huadong).toMatchObject({ company_name: '华东建设', company_type: '4', capital: 800, email: 'hd@js.cn' });
    expect(companies.filter((row) => String(row.company_name).startsWith('华东建设'))).toHaveLength(1);
    // A created 企业 gets the declared 企业类型 where its row has none; a row's own type wins (华东建设, 华北劳务 above).
    const untyped = companies.find((row) => row.company_name === '无类型劳务')!;
    expect(untyped).toMatchObject({ company_type: '2', capital: 20 });
    const links = await rows('select id, company_id from lab_company order by id');
    expect(links).toEqual([
      { id: 'l1', company_id: 'c-existing' },
      { id: 'l2', company_id: huabei.id },
      { id: 'l3', company_id: huabei.id },
      { id: 'l4', company_id: companies.find((row) => row.tenant_id === 't2')!.id },
      { id: 'l5', company_id: huadong.id },
      { id: 'l6', company_id: huadong.id },
      { id: 'l7', company_id: huadong.id },
      { id: 'l8', company_id: untyped.id },
    ]);
    // The moved columns are gone, after their values were read; the project's own columns stayed.
    const columns = Object.keys(await database.columns('lab_company'));
    expect(columns).not.toContain('capital');
    expect(columns).not.toContain('organization_code');
    expect(await rows('select contacts from lab_company order by id')).toEqual([
      { contacts: '张三' },
      { contacts: '李四' },
      { contacts: '王五' },
      { contacts: null },
      { contacts: '赵六' },
      { contacts: '钱七' },
      { contacts: null },
      { contacts: null },
    ]);
  });

  it('reports, instead of failing, the one-企业-per-project index that the merged rows of one project break', async () => {
    expect(database.log).toContainEqual(expect.stringMatching(/^could not create index uq_lab_company_project_id_company_id on lab_company: /));
    expect(await rows(`select indexname from pg_indexes where indexname = 'uq_lab_company_project_id_company_id'`)).toEqual([]);
  });

  it("resolves 工程项目's free-text 建设单位 and 施工单位 to the ids of the records named so, creating the missing ones", async () => {
    const developers = await rows('select id, developer_name from proj_developer');
    expect(developers.map((row) => row.developer_name)).toEqual(['某石化公司']);
    // The 企业 the resolve creates has the 企业类型 its declaration gives (施工单位: 总承包单位).
    const newcomer = await rows(`select id, company_type from proj_company where company_name = '新来的安装公司'`);
    expect(newcomer).toEqual([{ id: expect.any(String), company_type: '1' }]);
    expect(await rows('select id, developer_id, contractor_id from pw_project order by id')).toEqual([
      { id: 'w1', developer_id: developers[0].id, contractor_id: 'c-existing' },
      { id: 'w2', developer_id: developers[0].id, contractor_id: newcomer[0].id },
      { id: 'w3', developer_id: null, contractor_id: null },
    ]);
  });

  it('does nothing on the next start but report the index the merged rows still break', async () => {
    const before = await rows('select * from proj_company order by id');
    database.log.length = 0;
    await database.migrateAll([labourCompanyAfter, pipeProject, company, developer]);
    expect(database.log).toEqual([expect.stringMatching(/^could not create index uq_lab_company_project_id_company_id on lab_company: /)]);
    expect(await rows('select * from proj_company order by id')).toEqual(before);
  });
});
