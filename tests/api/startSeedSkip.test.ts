import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../runtime/server/db/changeFeed';
import { TableLabelCache } from '../../runtime/server/dict/tableLabelCache';
import { authDb } from '../../runtime/server/auth/authDb';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { seedCatalogueWhenChanged } from '../../runtime/server/seed/seedCatalogueWhenChanged';
import { createRollupTable } from '../../runtime/server/device/readingRollup';
import { recordedStatements, setUpWhenChanged } from '../../runtime/server/db/setUpWhenChanged';
import { checkStartStamp, fingerprintOf, forgetStartStamps, readStartStamp, startSource, writeStartStamp } from '../../runtime/server/db/startStamps';
import { registryContent } from '../../runtime/server/screens/screenRegistry';
import { createPlatformTables, PLATFORM_TABLES_STEP, READING_ROLLUP_STEP } from '../../runtime/server/platformTables';
import { backends, startTestApp, type TestApp } from './harness';

const WORKER = 'labour.worker';

/** The registry with one screen file changed. */
function withScreen(registry: ScreenRegistry, id: string, change: object): ScreenRegistry {
  const screens = new Map(registry.screens);
  screens.set(id, { ...registry.screens.get(id)!, ...change });
  return { ...registry, screens };
}

describe.each(backends())('what a start skips when unchanged on %s: the permission and dictionary seeds, the platform tables', (backend) => {
  let t: TestApp;
  const permissionNames = async (perms: string) =>
    (await authDb(t.db).selectFrom('sys_permission').select('name').where('perms', '=', perms).execute()).map((row) => row.name);

  /** What the app ran while it started (on a copy of the template's database, as a restart does), before any test acted. */
  let startStatements: string[];

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    startStatements = [...t.sql.executed];
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('skips both seeds when the catalogue, screens and dictionary files are those of the last seed', async () => {
    // An edit the seed would undo (the catalogue owns a button's name) stays: the seed did not run.
    await authDb(t.db).updateTable('sys_permission').set({ name: '改过' }).where('perms', '=', 'labour:worker:add').execute();
    expect(await seedCatalogueWhenChanged(t.db, t.app.screens)).toBe(false);
    expect(await permissionNames('labour:worker:add')).toEqual(['改过']);
  });

  it('runs when a screen file changes what the permissions derive from', async () => {
    const readOnly = withScreen(t.app.screens, WORKER, { readOnly: true });
    expect(await seedCatalogueWhenChanged(t.db, readOnly)).toBe(true);
    expect(await permissionNames('labour:worker:add')).toEqual([]);
    expect(await seedCatalogueWhenChanged(t.db, readOnly)).toBe(false);
    expect(await seedCatalogueWhenChanged(t.db, t.app.screens)).toBe(true);
    expect(await permissionNames('labour:worker:add')).toEqual(['添加']);
  });

  it('runs when a dictionary file is added', async () => {
    const registry = {
      ...t.app.screens,
      dictSeeds: [...t.app.screens.dictSeeds, { code: 'start_skip_test', name: '测试字典', items: [{ value: '1', text: '一' }] }],
    };
    expect(await seedCatalogueWhenChanged(t.db, registry)).toBe(true);
    const added = await t.db.selectFrom('sys_dict').select('dict_name').where('dict_code', '=', 'start_skip_test').execute();
    expect(added).toEqual([{ dict_name: '测试字典' }]);
    expect(await seedCatalogueWhenChanged(t.db, registry)).toBe(false);
  });

  it('stamps the platform tables and the readings rollup when it makes them, so a restart runs none of their statements', async () => {
    for (const [step, setUp] of [
      [PLATFORM_TABLES_STEP, createPlatformTables],
      [READING_ROLLUP_STEP, createRollupTable],
    ] as const) {
      expect(await readStartStamp(t.db, step)).toBe(fingerprintOf(await recordedStatements(setUp)));
      expect(await setUpWhenChanged(t.db, step, setUp)).toBe(false);
    }
  });

  it('with the source of a build, a restart on the same files does not plan again; other files or another build plan and compare', async () => {
    let plans = 0;
    const plan = () => {
      plans += 1;
      return 'plan-1';
    };
    const source = startSource('build-1', registryContent(t.app.screens))!;
    expect(await checkStartStamp(t.db, 'source-test', plan, source)).toEqual({ current: false, fingerprint: 'plan-1' });
    await writeStartStamp(t.db, 'source-test', 'plan-1', source);
    expect(await checkStartStamp(t.db, 'source-test', plan, source)).toEqual({ current: true });
    expect(plans).toBe(1);
    // An edited screen file is another source: planned, found current, and its source kept for the next start.
    const edited = startSource('build-1', registryContent(withScreen(t.app.screens, WORKER, { readOnly: true })))!;
    expect(edited).not.toBe(source);
    expect(await checkStartStamp(t.db, 'source-test', plan, edited)).toEqual({ current: true });
    expect(await checkStartStamp(t.db, 'source-test', plan, edited)).toEqual({ current: true });
    expect(plans).toBe(2);
    expect(startSource('build-2', registryContent(t.app.screens))).not.toBe(source);
    // Run from source (no build) it always plans; a stamp written so does not pass for the source of before.
    expect(startSource(undefined, registryContent(t.app.screens))).toBeUndefined();
    await writeStartStamp(t.db, 'source-test', 'plan-0');
    expect(await checkStartStamp(t.db, 'source-test', plan, edited)).toEqual({ current: false, fingerprint: 'plan-1' });
    await writeStartStamp(t.db, 'source-test', 'plan-1', edited);
    await forgetStartStamps(t.db, ['source-test']);
    expect(await checkStartStamp(t.db, 'source-test', plan, edited)).toEqual({ current: false, fingerprint: 'plan-1' });
  });

  it('reads the label cache’s announcing function and triggers at a restart instead of making them again', async () => {
    // The app started on a copy of the template's database, as a restart does (listPath.test hears them announce).
    expect(startStatements.some((statement) => statement.includes('pg_trigger'))).toBe(true);
    expect(startStatements.filter((statement) => /create or replace function|create trigger/i.test(statement))).toEqual([]);
  });

  it('issues no DDL at all at a restart: platform tables, partitions and triggers are found, not made again', async () => {
    expect(startStatements.length).toBeGreaterThan(0);
    expect(startStatements.filter((statement) => /^\s*(create|alter|drop)\b/i.test(statement))).toEqual([]);
  });

  it('makes the announcing function again when its body differs, and a trigger that is missing', async () => {
    const triggerOf = async () =>
      (await sql<{ n: string }>`select count(*) as n from pg_trigger where tgname = 'lab_team_announce_change'`.execute(t.db)).rows[0].n;
    expect(Number(await triggerOf())).toBe(1);
    await sql`create or replace function sys_announce_table_change() returns trigger language plpgsql as $$ begin return null; end $$`.execute(t.db);
    await sql`drop trigger lab_team_announce_change on lab_team`.execute(t.db);
    // Only the catalog side is under test here; the announcements themselves are heard in listPath.test.
    const quietFeed: ChangeFeed = { live: false, listen: async () => () => {}, close: async () => {} };
    const cache = new TableLabelCache(quietFeed);
    await cache.watch(t.db, ['lab_team']);
    cache.close();
    const { rows } = await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'sys_announce_table_change'`.execute(t.db);
    expect(rows.map((row) => row.body)).toEqual([expect.stringContaining("pg_notify('sys_table_change', tg_table_name)")]);
    expect(Number(await triggerOf())).toBe(1);
  });
});
