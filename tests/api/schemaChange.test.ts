import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ScreenFile, SchemaMigration } from '../../runtime/core/screen/screen.types';
import { dryRunMigration } from '../../tools/migrate/dryRun';
import { backends } from './harness';
import { schemaChangeDatabase } from './schemaChangeHarness';

type Fields = ScreenFile['entity']['properties'];

const VERSION_1: Fields = {
  companyName: { type: 'string', title: '单位名称' },
  capital: { type: 'string', title: '注册资金' },
  remark: { type: 'string', title: '备注' },
};

function companyScreen(properties: Fields, migrations?: SchemaMigration[]): ScreenFile {
  return {
    id: 'lab.company',
    title: '参建单位',
    table: 'lab_company',
    scope: 'tenant',
    api: '/lab/company',
    permission: 'lab:company',
    entity: { type: 'object', properties },
    list: { columns: [Object.keys(properties)[0]] },
    ...(migrations ? { 'x-migrations': migrations } : {}),
  };
}

describe.each(backends())('schema changes of screen files on %s', (backend) => {
  const database = schemaChangeDatabase(backend, 'company.json');
  const { log, migrate } = database;
  const columns = () => database.columns('lab_company');

  async function rows(): Promise<Record<string, unknown>[]> {
    const result = await sql<Record<string, unknown>>`select * from lab_company order by id`.execute(database.db);
    return result.rows.map(({ id, company_name, construction_name, capital, remark }) => ({ id, company_name, construction_name, capital, remark }));
  }

  beforeAll(async () => {
    await database.open();
    await migrate(companyScreen(VERSION_1));
    await sql`insert into lab_company (id, company_name, capital, remark) values ('1', '中建一局', '1200.50', '总包'), ('2', '华北劳务', '300', null)`.execute(
      database.db,
    );
  }, 120_000);

  afterAll(() => database.close());

  it('refuses to rename a field with data without a declaration, saying what to add, and changes nothing', async () => {
    const renamed = companyScreen({ constructionName: VERSION_1.companyName, capital: VERSION_1.capital, remark: VERSION_1.remark });
    await expect(migrate(renamed)).rejects.toThrow(
      '表 lab_company 的列 company_name（字段 companyName）有 2 行数据，但 schemas/lab/company.json 中已没有该字段，为保护数据拒绝变更。\n' +
        '  如果是改名，请在 schemas/lab/company.json 中加入 "x-migrations": [{"field":"新字段名","renamedFrom":"companyName"}]；\n' +
        '  如果确定删除该列及其数据，请加入 "x-migrations": [{"drop":{"field":"companyName","confirm":true}}]。',
    );
    expect(Object.keys(await columns())).toContain('company_name');
    expect(Object.keys(await columns())).not.toContain('construction_name');
  });

  it('renames a column declared with renamedFrom and keeps its data', async () => {
    const renamed = companyScreen({ constructionName: VERSION_1.companyName, capital: VERSION_1.capital, remark: VERSION_1.remark }, [
      { field: 'constructionName', renamedFrom: 'companyName' },
    ]);
    await migrate(renamed);
    expect(await rows()).toEqual([
      { id: '1', company_name: undefined, construction_name: '中建一局', capital: '1200.50', remark: '总包' },
      { id: '2', company_name: undefined, construction_name: '华北劳务', capital: '300', remark: null },
    ]);
    await migrate(renamed);
    expect(log).toContain('renamed column lab_company.company_name to construction_name');
  });

  it('refuses to change the type of a column with data until a cast is declared, then converts the data', async () => {
    const numeric = { constructionName: VERSION_1.companyName, capital: { type: 'number', title: '注册资金' } as const, remark: VERSION_1.remark };
    await expect(migrate(companyScreen(numeric, [{ field: 'constructionName', renamedFrom: 'companyName' }]))).rejects.toThrow(
      '列类型为 text，schemas/lab/company.json 中的字段类型需要 numeric，为保护数据拒绝变更。\n  如果确定转换已有数据，请在 schemas/lab/company.json 中加入 "x-migrations": [{"cast":{"field":"capital","to":"numeric"}}]',
    );
    expect((await columns()).capital).toBe('text');

    const integer = { ...numeric, capital: { type: 'integer', title: '注册资金' } as const };
    await migrate(companyScreen(integer, [{ cast: { field: 'capital', to: 'integer', using: 'round(capital::numeric)::integer' } }]));
    expect((await columns()).capital).toBe('integer');
    expect((await rows()).map((row) => row.capital)).toEqual([1201, 300]);
  });

  it('refuses to drop a removed field with data until the drop is confirmed, then drops the column', async () => {
    const withoutRemark = { constructionName: VERSION_1.companyName, capital: { type: 'integer', title: '注册资金' } as const };
    await expect(migrate(companyScreen(withoutRemark))).rejects.toThrow(
      '表 lab_company 的列 remark（字段 remark）有 1 行数据，但 schemas/lab/company.json 中已没有该字段',
    );
    expect(await columns()).toHaveProperty('remark');

    await migrate(companyScreen(withoutRemark, [{ drop: { field: 'remark', confirm: true } }]));
    expect(await columns()).not.toHaveProperty('remark');
    expect((await rows()).map((row) => row.construction_name)).toEqual(['中建一局', '华北劳务']);
  });

  it('keeps the column of a removed field without data, and drops it only when declared', async () => {
    await sql`alter table lab_company add column fax text`.execute(database.db);
    const screen = companyScreen({ constructionName: VERSION_1.companyName, capital: { type: 'integer', title: '注册资金' } });
    await migrate(screen);
    expect(await columns()).toHaveProperty('fax');
    expect(log).toContain("kept column lab_company.fax: field 'fax' is no longer in the screen file (no data; declare a drop to remove it)");
    await migrate(companyScreen(screen.entity.properties, [{ drop: { field: 'fax', confirm: true } }]));
    expect(await columns()).not.toHaveProperty('fax');
  });

  it('prints the SQL of a dry run without executing it', async () => {
    const next = companyScreen(
      { contactName: VERSION_1.companyName, capital: { type: 'number', title: '注册资金' }, founded: { type: 'string', format: 'date', title: '成立日期' } },
      [{ field: 'contactName', renamedFrom: 'constructionName' }, { cast: { field: 'capital', to: 'numeric' } }],
    );
    const statements = await dryRunMigration(database.db, database.registryOf(next));
    expect(statements).toEqual([
      'alter table "lab_company" rename column "construction_name" to "contact_name"',
      'alter table "lab_company" alter column "capital" type numeric using capital::numeric',
      'alter table "lab_company" add column "founded" date',
    ]);
    expect(Object.keys(await columns()).sort()).toEqual([
      'capital',
      'construction_name',
      'create_by',
      'create_time',
      'id',
      'tenant_id',
      'update_by',
      'update_time',
      'version',
    ]);
  });
});
