import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DashboardFile } from '../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { buildScreenRegistry } from '../screens/screenRegistry';
import { createDatabase, type Database } from './database';
import { migrateScreensWhenChanged } from './migrateWhenChanged';

const part: ScreenFile = {
  id: 'test.part',
  title: '零件',
  table: 'test_part',
  scope: 'project',
  api: '/test/part',
  permission: 'test:part',
  entity: {
    type: 'object',
    properties: {
      partName: { type: 'string', title: '名称' },
      partNo: { type: 'string', title: '编号', 'x-rules': ['only'] },
    },
  },
  list: { columns: ['partName'] },
};

const withWeight: ScreenFile = {
  ...part,
  entity: { ...part.entity, properties: { ...part.entity.properties, weight: { type: 'number', title: '重量' } } },
};

/** A dashboard counting the parts of each name: its index comes with the migration. */
const partsByName: DashboardFile = {
  id: 'test.home',
  title: '零件看板',
  permission: 'test:home',
  widgets: [
    { id: 'byName', type: 'pie', title: '零件', data: { screen: 'test.part', measures: [{ op: 'count', title: '数' }], dimensions: [{ field: 'partName' }] } },
  ],
};

const registryOf = (screen: ScreenFile, dashboards: DashboardFile[] = []) =>
  buildScreenRegistry({
    rootDir: '.',
    catalogue: { modules: [] },
    sources: [{ file: 'part.json', screen }],
    dictSeeds: [],
    dashboards: dashboards.map((dashboard) => ({ file: 'home.json', dashboard })),
  });

let database: Database;

async function migrate(screen: ScreenFile, dashboards: DashboardFile[] = []): Promise<{ ran: boolean; log: string[] }> {
  const log: string[] = [];
  const ran = await migrateScreensWhenChanged(database.db, registryOf(screen, dashboards), { log: (line) => log.push(line) });
  return { ran, log };
}

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('migrateScreensWhenChanged', () => {
  it('migrates a database that was never migrated', async () => {
    const { ran, log } = await migrate(part);
    expect(ran).toBe(true);
    expect(log[0]).toBe('created table test_part (10 columns)');
  });

  it('skips the migration when the screens are those last migrated', async () => {
    // A column dropped by hand stays dropped: the start trusts the stamp (npm run migrate checks everything).
    await sql`alter table test_part drop column version`.execute(database.db);
    expect(await migrate(part)).toEqual({ ran: false, log: [] });
  });

  it('migrates again when a screen file changes', async () => {
    const { ran, log } = await migrate(withWeight);
    expect(ran).toBe(true);
    expect(log.sort()).toEqual(['added column test_part.version integer', 'added column test_part.weight numeric']);
    expect(await migrate(withWeight)).toEqual({ ran: false, log: [] });
  });

  it('does not migrate for a change the tables do not see (titles)', async () => {
    await migrate(withWeight);
    const retitled = { ...withWeight.entity.properties, weight: { type: 'number' as const, title: '重量（千克）' } };
    expect(await migrate({ ...withWeight, title: '零件（改）', entity: { ...withWeight.entity, properties: retitled } })).toEqual({ ran: false, log: [] });
  });

  it('tries again on the next start an index that could not be made, until it can', async () => {
    await sql`drop table test_part`.execute(database.db);
    await sql`create table test_part (id text primary key, part_no text, project_id text)`.execute(database.db);
    await sql`insert into test_part (id, part_no, project_id) values ('a', 'P-1', 'p'), ('b', 'P-1', 'p')`.execute(database.db);
    const blocked = await migrate(part);
    expect(blocked.log.some((line) => line.startsWith('could not create index uq_test_part_project_id_part_no'))).toBe(true);
    const again = await migrate(part);
    expect(again.ran).toBe(true);
    await sql`delete from test_part where id = 'b'`.execute(database.db);
    expect((await migrate(part)).log).toContain('created unique index uq_test_part_project_id_part_no on test_part (project_id, part_no)');
    expect((await migrate(part)).ran).toBe(false);
  });

  it('migrates again when a dashboard starts reading a screen, for the index its widget needs', async () => {
    const { ran, log } = await migrate(part, [partsByName]);
    expect(ran).toBe(true);
    expect(log).toEqual(['created index idx_test_part_project_id_part_name on test_part (project_id, part_name)']);
    expect(await migrate(part, [partsByName])).toEqual({ ran: false, log: [] });
  });
});
