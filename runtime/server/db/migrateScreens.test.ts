import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import { buildScreenRegistry } from '../screens/screenRegistry';
import { createDatabase, type Database } from './database';
import { migrateScreens } from './migrateScreens';

const gadget: ScreenFile = {
  id: 'test.gadget',
  title: '部件',
  table: 'test_gadget',
  scope: 'project',
  api: '/test/gadget',
  permission: 'test:gadget',
  entity: {
    type: 'object',
    properties: {
      gadgetName: { type: 'string', title: '名称' },
      serialNo: { type: 'string', title: '序列号', 'x-rules': ['only'] },
      madeOn: { type: 'string', format: 'date', title: '生产日期' },
      weight: { type: 'number', title: '重量' },
      secret: { type: 'string', title: '口令', 'x-write-only': true },
    },
  },
  list: { columns: ['gadgetName'], query: [{ field: 'gadgetName', mode: 'like' }], sort: '-madeOn' },
};

const registryOf = (screen: ScreenFile) =>
  buildScreenRegistry({ rootDir: '.', catalogue: { modules: [] }, sources: [{ file: 'gadget.json', screen }], dictSeeds: [] });

let database: Database;

async function columnsOf(table: string): Promise<Record<string, string>> {
  const result = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns where table_name = ${table}`.execute(database.db);
  return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]));
}

async function indexesOf(table: string): Promise<string[]> {
  const result = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = ${table} order by indexname`.execute(database.db);
  return result.rows.map((row) => row.indexdef);
}

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('migrateScreens', () => {
  it('creates the table with typed columns, audit and scope columns, but no write-only column', async () => {
    const log: string[] = [];
    await migrateScreens(database.db, registryOf(gadget), { log: (line) => log.push(line) });
    expect(await columnsOf('test_gadget')).toEqual({
      id: 'text',
      gadget_name: 'text',
      serial_no: 'text',
      made_on: 'date',
      weight: 'numeric',
      create_by: 'text',
      create_time: 'timestamp without time zone',
      update_by: 'text',
      update_time: 'timestamp without time zone',
      version: 'integer',
      tenant_id: 'text',
      project_id: 'text',
    });
    expect(log[0]).toBe('created table test_gadget (12 columns)');
  });

  it('indexes the scope, query and sort columns and makes `only` fields unique per project', async () => {
    const indexes = await indexesOf('test_gadget');
    expect(indexes.some((def) => /UNIQUE INDEX uq_test_gadget_project_id_serial_no .*\(project_id, serial_no\)/.test(def))).toBe(true);
    for (const column of ['tenant_id', 'project_id', 'gadget_name', 'made_on']) {
      expect(indexes.some((def) => def.includes(`idx_test_gadget_${column} `))).toBe(true);
    }
  });

  it('changes nothing when run again on the same screens', async () => {
    const log: string[] = [];
    await migrateScreens(database.db, registryOf(gadget), { log: (line) => log.push(line) });
    expect(log).toEqual([]);
  });

  it('adds a new field as a column on the next run and keeps existing rows', async () => {
    await database.db.insertInto('test_gadget').values({ id: 'g1', project_id: 'p1', gadget_name: '阀门' }).execute();
    const changed: ScreenFile = {
      ...gadget,
      entity: {
        ...gadget.entity,
        properties: { ...gadget.entity.properties, checkedAt: { type: 'string', format: 'date-time', title: '检查时间', 'x-index': true } },
      },
    };
    const log: string[] = [];
    await migrateScreens(database.db, registryOf(changed), { log: (line) => log.push(line) });
    expect(log).toEqual(['added column test_gadget.checked_at timestamp', 'created index idx_test_gadget_checked_at on test_gadget (checked_at)']);
    expect((await columnsOf('test_gadget')).checked_at).toBe('timestamp without time zone');
    const row = await database.db.selectFrom('test_gadget').selectAll().where('id', '=', 'g1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ gadget_name: '阀门', tenant_id: '0', checked_at: null, version: 0 });
  });

  it('gives a table made before versions were counted its version column, existing rows at 0', async () => {
    await sql`alter table test_gadget drop column version`.execute(database.db);
    const log: string[] = [];
    await migrateScreens(database.db, registryOf(gadget), { log: (line) => log.push(line) });
    expect(log).toContain('added column test_gadget.version integer');
    const row = await database.db.selectFrom('test_gadget').select('version').where('id', '=', 'g1').executeTakeFirstOrThrow();
    expect(row.version).toBe(0);
  });

  it('never drops a column that a screen no longer declares', async () => {
    const { weight: _weight, ...withoutWeight } = gadget.entity.properties;
    await migrateScreens(database.db, registryOf({ ...gadget, entity: { ...gadget.entity, properties: withoutWeight } }), { log: () => {} });
    expect(Object.keys(await columnsOf('test_gadget'))).toContain('weight');
  });

  it('goes on after an index it cannot create, also inside a transaction (the dry run), and creates the rest', async () => {
    const twin = { ...gadget, id: 'test.twin', table: 'test_twin', api: '/test/twin', permission: 'test:twin' };
    await migrateScreens(database.db, registryOf({ ...twin, entity: { ...twin.entity, properties: { gadgetName: gadget.entity.properties.gadgetName } } }), {
      log: () => {},
    });
    await sql`insert into test_twin (id, gadget_name, project_id) values ('a', '阀门', 'p1'), ('b', '阀门', 'p1')`.execute(database.db);
    const log: string[] = [];
    // The duplicate names block a unique index on them; the index of madeOn (the sort) still comes.
    const unique = { ...twin.entity.properties.gadgetName, 'x-rules': ['only'] };
    const withUnique = { ...twin, entity: { ...twin.entity, properties: { ...twin.entity.properties, gadgetName: unique } } };
    await database.db.transaction().execute((trx) => migrateScreens(trx, registryOf(withUnique), { log: (line) => log.push(line) }));
    expect(log.filter((line) => line.startsWith('could not create index'))).toEqual([
      expect.stringMatching(/^could not create index uq_test_twin_\w+ on test_twin: could not create unique index/),
    ]);
    expect((await indexesOf('test_twin')).some((index) => index.includes('(made_on)'))).toBe(true);
  });
});
