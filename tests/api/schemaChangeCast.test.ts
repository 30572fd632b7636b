import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ScreenFile, SchemaMigration } from '../../runtime/core/screen/screen.types';
import { suggestedUsing } from '../../runtime/server/db/schemaChangeMessages';
import { dryRunMigration } from '../../tools/migrate/dryRun';
import { backends } from './harness';
import { schemaChangeDatabase } from './schemaChangeHarness';

function companyScreen(capitalType: 'string' | 'number' | 'integer', migrations?: SchemaMigration[]): ScreenFile {
  return {
    id: 'lab.company',
    title: '参建单位',
    table: 'lab_company',
    scope: 'tenant',
    api: '/lab/company',
    permission: 'lab:company',
    entity: { type: 'object', properties: { companyName: { type: 'string', title: '单位名称' }, capital: { type: capitalType, title: '注册资金' } } },
    list: { columns: ['companyName'] },
    ...(migrations ? { 'x-migrations': migrations } : {}),
  };
}

const toNumeric = (using?: string) => companyScreen('number', [{ cast: { field: 'capital', to: 'numeric', ...(using ? { using } : {}) } }]);

describe.each(backends())('a declared cast the data cannot satisfy, on %s', (backend) => {
  const database = schemaChangeDatabase(backend, 'company.json');
  const capitals = async () =>
    (await sql<{ id: string; capital: unknown }>`select id, capital from lab_company order by id`.execute(database.db)).rows.map((row) => row.capital);

  beforeAll(async () => {
    await database.open();
    await database.migrate(companyScreen('string'));
    await sql`insert into lab_company (id, company_name, capital) values
      ('1', '中建一局', '1200.50'), ('2', '华北劳务', ' 300 '), ('3', '东方建材', '三百万'), ('4', '城建', 'N/A'), ('5', '空', null), ('6', '未填', '')`.execute(
      database.db,
    );
  }, 120_000);

  afterAll(() => database.close());

  it('names the rows that fail with their values and suggests a using expression, in Chinese, and changes nothing', async () => {
    const failure = database.migrate(toNumeric());
    await expect(failure).rejects.toThrow(
      '表 lab_company 的列 capital（字段 capital）从 text 转换为 numeric 失败（using capital::numeric）：invalid input syntax for type numeric: "三百万"。该列未改变。\n' +
        "  无法转换的行：id 3 的值 '三百万'，id 4 的值 'N/A'，id 6 的值 ''。\n" +
        '  请先在页面上改正这些数据再启动；或把 schemas/lab/company.json 中 "x-migrations" 里这一列的 cast 改为 ' +
        JSON.stringify({ cast: { field: 'capital', to: 'numeric', using: suggestedUsing('capital', 'numeric') } }) +
        '，无法转换的值将变为空。',
    );
    await expect(failure).rejects.toMatchObject({ name: 'SchemaCastFailedError' });
    expect((await database.columns('lab_company')).capital).toBe('text');
    expect(await capitals()).toEqual(['1200.50', ' 300 ', '三百万', 'N/A', null, '']);
  });

  it('says the same in a dry run, whose transaction stays usable to find the rows', async () => {
    await expect(dryRunMigration(database.db, database.registryOf(toNumeric()))).rejects.toThrow(
      "无法转换的行：id 3 的值 '三百万'，id 4 的值 'N/A'，id 6 的值 ''。",
    );
    expect((await database.columns('lab_company')).capital).toBe('text');
  });

  it('tells a using expression that does not run apart from bad data', async () => {
    await expect(database.migrate(toNumeric('capitall::numeric'))).rejects.toThrow(
      /^表 lab_company 的列 capital（字段 capital）从 text 转换为 numeric 失败（using capitall::numeric）：.*capitall.*。该列未改变。\n {2}请检查 "using" 表达式（列名写作 capital），例如把 schemas\/lab\/company\.json 中 "x-migrations" 里这一列的 cast 改为 /,
    );
  });

  it('lists the first five failing rows of a large table', async () => {
    await sql`insert into lab_company (id, capital)
      select 'n' || lpad(n::text, 5, '0'), case when n % 400 = 7 then 'bad' || n else n::text end from generate_series(1, 3000) as n`.execute(database.db);
    await expect(database.migrate(toNumeric())).rejects.toThrow(
      "无法转换的行（前 5 行）：id 3 的值 '三百万'，id 4 的值 'N/A'，id 6 的值 ''，id n00007 的值 'bad7'，id n00407 的值 'bad407'。",
    );
    await sql`delete from lab_company where id like 'n%'`.execute(database.db);
  });

  it('converts with the suggested using expression, leaving what cannot be converted empty', async () => {
    await database.migrate(toNumeric(suggestedUsing('capital', 'numeric')));
    expect((await database.columns('lab_company')).capital).toBe('numeric');
    expect((await capitals()).map((value) => (value === null ? null : Number(value)))).toEqual([1200.5, 300, null, null, null, null]);
  });
});
