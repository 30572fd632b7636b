import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailScreensOf } from '../../runtime/core/screen/detailScreen';
import { migrateScreens } from '../../runtime/server/db/migrateScreens';
import { projectKeysComplete } from '../../runtime/server/db/projectKeys';
import { loadScreenRegistry, type ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { backends, startTestApp, type TestApp } from './harness';

interface TableKeys {
  table: string;
  not_null: boolean;
  key_columns: string;
  id_indexed: boolean;
}

/** The tables of project-scope screens, details included. */
function projectTables(registry: ScreenRegistry): string[] {
  const screens = [...registry.screens.values(), ...detailScreensOf(registry.screens.values())];
  return [...new Set(screens.filter((screen) => screen.scope === 'project').map((screen) => screen.table))].sort();
}

describe.each(backends())('project tables keyed by (project_id, id) on %s', (backend) => {
  let t: TestApp;
  let registry: ScreenRegistry;
  let tables: string[];
  const log: string[] = [];
  const migrate = () => migrateScreens(t.db, registry, { log: (line) => log.push(line) });

  /** From the catalog: project_id's not-null flag, the primary key's columns, and whether a plain (non-unique) index on id alone exists. */
  const keysOf = async (names: string[]): Promise<TableKeys[]> =>
    (
      await sql<TableKeys>`
        select c.relname as table, a.attnotnull as not_null,
          (select string_agg(ka.attname::text, ',' order by u.ord) from pg_constraint k, unnest(k.conkey) with ordinality as u(attnum, ord), pg_attribute ka
            where k.conrelid = c.oid and k.contype = 'p' and ka.attrelid = c.oid and ka.attnum = u.attnum) as key_columns,
          exists (select 1 from pg_index i join pg_attribute ia on ia.attrelid = c.oid and ia.attnum = i.indkey[0]
            where i.indrelid = c.oid and i.indnatts = 1 and not i.indisunique and ia.attname = 'id') as id_indexed
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'project_id'
        where c.relname in (${sql.join(names)})
        order by c.relname`.execute(t.db)
    ).rows;

  /** Puts a table back in the shape earlier versions made: project_id nullable, primary key (id), no index on id alone. */
  const oldShape = async (table: string) => {
    await sql`drop index ${sql.ref(`idx_${table}_id`)}`.execute(t.db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_pkey`)}, add primary key (id), alter column project_id drop not null`.execute(
      t.db,
    );
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    registry = await loadScreenRegistry(join(__dirname, '..', '..'));
    tables = projectTables(registry);
  });
  afterAll(() => t.close());

  it('gives every project-scope table, details included, project_id not null, primary key (project_id, id) and a plain index on id', async () => {
    expect(tables).toEqual(expect.arrayContaining(['lab_worker', 'mat_plan', 'mat_plan_item']));
    const keys = await keysOf(tables);
    expect(keys.map((row) => row.table)).toEqual(tables);
    expect(keys.filter((row) => !row.not_null || row.key_columns !== 'project_id,id' || !row.id_indexed)).toEqual([]);
  });

  it('refuses a row without a project in the database itself', async () => {
    await expect(sql`insert into lab_worker (id, tenant_id) values ('no-project', '0')`.execute(t.db)).rejects.toThrow(/project_id/);
    // The same id in two projects is two rows: the key is the pair.
    const [worker] = (await sql<{ id: string; project_id: string }>`select id, project_id from lab_worker limit 1`.execute(t.db)).rows;
    await expect(sql`insert into lab_worker (id, tenant_id, project_id) values (${worker.id}, '0', ${worker.project_id})`.execute(t.db)).rejects.toThrow();
  });

  it('upgrades tables an earlier version made, once, and leaves a table with rows without a project until they have one', async () => {
    for (const table of ['lab_worker', 'mat_plan', 'mat_plan_item', 'lab_team']) await oldShape(table);
    await sql`insert into lab_team (id, tenant_id, team_name) values ('orphan-team', '0', '无项目班组')`.execute(t.db);
    expect(await projectKeysComplete(t.db, [...registry.screens.values()])).toBe(false);

    log.length = 0;
    await migrate();
    const upgraded = await keysOf(['lab_worker', 'mat_plan', 'mat_plan_item']);
    expect(upgraded).toEqual(upgraded.map((row) => ({ ...row, not_null: true, key_columns: 'project_id,id', id_indexed: true })));
    expect(log).toContain('mat_plan_item: project_id not null, primary key (project_id, id)');
    expect(log).toContain(
      'lab_team: 1 rows have no project_id, so project_id stays nullable and the primary key stays (id); give them a project and migrate again',
    );
    expect(await keysOf(['lab_team'])).toEqual([{ table: 'lab_team', not_null: false, key_columns: 'id', id_indexed: true }]);

    // Idempotent: a second run changes nothing of the upgraded tables.
    log.length = 0;
    await migrate();
    expect(log.filter((line) => line.includes('primary key (project_id, id)'))).toEqual([]);

    const [project] = (await sql<{ project_id: string }>`select project_id from lab_worker limit 1`.execute(t.db)).rows;
    await sql`update lab_team set project_id = ${project.project_id} where id = 'orphan-team'`.execute(t.db);
    await migrate();
    expect(await keysOf(['lab_team'])).toEqual([{ table: 'lab_team', not_null: true, key_columns: 'project_id,id', id_indexed: true }]);
    expect(await projectKeysComplete(t.db, [...registry.screens.values(), ...detailScreensOf(registry.screens.values())])).toBe(true);
  });
});
