import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import type { DeviceScreen } from '../../runtime/server/device/deviceScreens';
import { moveDevice } from '../../runtime/server/device/moveDevice';
import { forgetStartStamps } from '../../runtime/server/db/startStamps';
import { READING_KEYS_STEP, upgradeReadingKeys } from '../../runtime/server/device/readingKeys';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const MONITORS = '/api/smartproject/environment';
const DEVICE_TABLES = ['sd_tower', 'sd_elevator', 'sp_position_tag', 'sp_meter', 'sp_env_monitor'];

describe.each(backends())('readings keyed by project on %s: new keys, the upgrade of old ones, resent and moved readings', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  let otherProject: string;
  let monitorIds: string[];

  const keysOf = async () =>
    (
      await sql<{ table: string; columns: string[] }>`
        select c.relname as table, array_agg(a.attname::text order by u.ord) as columns
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        cross join lateral unnest(k.conkey) with ordinality as u(attnum, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
        where k.contype = 'p' and c.relname in ('dev_reading', 'dev_reading_hour') group by c.relname order by c.relname`.execute(t.db)
    ).rows;
  const NEW_KEYS = [
    { table: 'dev_reading', columns: ['project_id', 'device_id', 'time'] },
    { table: 'dev_reading_hour', columns: ['project_id', 'device_id', 'hour', 'metric'] },
  ];
  const count = async (table: string, where = sql`true`) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.db)).rows[0].n);
  const post = async (key: string, readings: { time: string; metrics: Record<string, number> }[]) =>
    (await t.request<{ inserted: number }>('POST', '/api/device/readings', { body: { readings }, headers: { 'x-device-key': key } })).body.result.inserted;
  const issueKey = async (id: string) => (await t.post<{ key: string }>(`${MONITORS}/issueKey?id=${id}`, {}, manager)).body.result.key;
  const ago = (minutes: number) => currentTimestamp(new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000 + 13_000));
  /** Rollup rows whose project is not their device's readings' project (none once the rollup is right). */
  const strayRollupRows = () =>
    count(
      'dev_reading_hour',
      sql`not exists (select 1 from dev_reading r where r.project_id = dev_reading_hour.project_id and r.device_id = dev_reading_hour.device_id)`,
    );
  const upgrade = async () => {
    const logged: string[] = [];
    await upgradeReadingKeys(t.db, DEVICE_TABLES, (message) => logged.push(message));
    return logged;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhengyu'), projectId: await t.departId(PROJECT_NAMES[0]) };
    otherProject = await t.departId(PROJECT_NAMES[1]);
    monitorIds = (await t.get<{ records: { id: string }[] }>(`${MONITORS}/list`, { ...manager, query: { pageSize: '50' } })).body.result.records.map(
      (record) => record.id,
    );
  }, 300_000);
  afterAll(() => t?.close());

  it('creates both keys led by project_id, and a start finds them so from its stamp, without reading the catalog', async () => {
    expect(DEVICE_TABLES.sort()).toEqual(
      [...t.app.screens.screens.values()]
        .filter((screen) => screen.device)
        .map((screen) => screen.table)
        .sort(),
    );
    expect(await keysOf()).toEqual(NEW_KEYS);
    const mark = t.sql.statements.length;
    expect(await upgrade()).toEqual([]);
    expect(t.sql.statements.slice(mark).filter((statement) => statement.includes('pg_constraint'))).toEqual([]);
    expect(t.sql.statements.slice(mark).every((statement) => statement.includes('sys_screen_migration') || statement.includes('to_regclass'))).toBe(true);
  });

  it('stores a resent reading once, reads by the device and its project, and a device moved with its readings keeps it once', async () => {
    const device = monitorIds[0];
    const key = await issueKey(device);
    const batch = [4, 3].map((minutes, i) => ({ time: ago(minutes), metrics: { pm10: 50 + i, pm25: 25 + i } }));
    expect(await post(key, batch)).toBe(2);
    expect(await post(key, batch)).toBe(0);
    const mark = t.sql.statements.length;
    const chart = await t.get<{ latest: { time: string } }>(`${MONITORS}/readings`, { ...manager, query: { id: device, hours: '1' } });
    expect(chart.body.result.latest.time).toBe(batch[1].time);
    const reads = t.sql.touching('dev_reading', mark);
    expect(reads.length).toBe(2);
    for (const statement of reads) expect(statement).toMatch(/where r\.project_id = \$1 and r\.device_id = \$2/);

    const readings = await count('dev_reading', sql`device_id = ${device}`);
    const rolled = await count('dev_reading_hour', sql`device_id = ${device}`);
    await moveDevice(t.db, t.app.screens.screens.get('smartproject.environment') as DeviceScreen, device, otherProject);
    expect(await count('dev_reading', sql`device_id = ${device} and project_id = ${otherProject}`)).toBe(readings);
    expect(await count('dev_reading_hour', sql`device_id = ${device} and project_id = ${otherProject}`)).toBe(rolled);
    expect(await count('dev_reading', sql`device_id = ${device} and project_id <> ${otherProject}`)).toBe(0);
    // The old batch resent after the move: skipped, not stored a second time under the new project.
    expect(await post(key, batch)).toBe(0);
    expect(await count('dev_reading', sql`device_id = ${device} and time = ${batch[0].time}::timestamp`)).toBe(1);
    const sums = await sql<{ n: string }>`select sum(n) as n from dev_reading_hour where device_id = ${device} and metric = 'pm10'`.execute(t.db);
    expect(Number(sums.rows[0].n)).toBe(await count('dev_reading', sql`device_id = ${device} and metrics ? 'pm10'`));
    expect(await post(key, [{ time: ago(1), metrics: { pm10: 60 } }])).toBe(1);
    expect(await count('dev_reading', sql`device_id = ${device} and project_id <> ${otherProject}`)).toBe(0);
  });

  it('upgrades tables of the old shape once, keeping their rows and filling a missing project from the device', async () => {
    const device = monitorIds[1];
    const project = String((await t.db.selectFrom('sp_env_monitor').select('project_id').where('id', '=', device).executeTakeFirstOrThrow()).project_id);
    const filled = (await sql<{ time: string }>`select time::text as time from dev_reading where device_id = ${device} limit 1`.execute(t.db)).rows[0].time;
    // The shape of earlier versions: readings keyed (device_id, time), project_id nullable; a rollup without project_id.
    await sql`alter table dev_reading drop constraint dev_reading_pkey, add constraint dev_reading_pkey primary key (device_id, time)`.execute(t.db);
    await sql`alter table dev_reading alter column project_id drop not null`.execute(t.db);
    await sql`update dev_reading set project_id = null where device_id = ${device} and time = ${filled}::timestamp`.execute(t.db);
    await sql`alter table dev_reading_hour drop constraint dev_reading_hour_pkey`.execute(t.db);
    await sql`alter table dev_reading_hour drop column project_id`.execute(t.db);
    await sql`alter table dev_reading_hour add constraint dev_reading_hour_pkey primary key (device_id, hour, metric)`.execute(t.db);
    expect(await keysOf()).toEqual([
      { table: 'dev_reading', columns: ['device_id', 'time'] },
      { table: 'dev_reading_hour', columns: ['device_id', 'hour', 'metric'] },
    ]);
    const before = { readings: await count('dev_reading') };
    // A database of those versions has no stamp of the new keys.
    await forgetStartStamps(t.db, [READING_KEYS_STEP]);

    // A reading of a device no table knows, without a project: nothing to fill it from, so the readings keep their old key.
    const orphan = ago(2);
    await sql`insert into dev_reading (device_id, time, metrics) values ('gone-device', ${orphan}::timestamp, '{"pm10": 1}'::jsonb)`.execute(t.db);
    expect(await upgrade()).toEqual([
      'dev_reading: 1 rows have no project_id (their device is gone or in no project), so the key stays (device_id, time)',
      'dev_reading_hour: primary key (project_id, device_id, hour, metric)',
    ]);
    expect(await keysOf()).toEqual([{ table: 'dev_reading', columns: ['device_id', 'time'] }, NEW_KEYS[1]]);
    // Ingestion carries on meanwhile: a new reading stored and rolled up, its resend skipped.
    const key = await issueKey(device);
    const reading = [{ time: ago(1), metrics: { pm10: 70 } }];
    expect(await post(key, reading)).toBe(1);
    expect(await post(key, reading)).toBe(0);

    await sql`delete from dev_reading where device_id = 'gone-device'`.execute(t.db);
    expect(await upgrade()).toEqual(['dev_reading: primary key (project_id, device_id, time)']);
    expect(await keysOf()).toEqual(NEW_KEYS);
    expect(await count('dev_reading')).toBe(before.readings + 1);
    const pm10 = await sql<{ n: string }>`select sum(n) as n from dev_reading_hour where metric = 'pm10'`.execute(t.db);
    expect(Number(pm10.rows[0].n)).toBe(await count('dev_reading', sql`metrics ? 'pm10'`));
    expect(await count('dev_reading', sql`project_id is null`)).toBe(0);
    expect(await count('dev_reading', sql`device_id = ${device} and time = ${filled}::timestamp and project_id = ${project}`)).toBe(1);
    expect(await strayRollupRows()).toBe(0);
    // Once: the next start reads the stamp and changes nothing.
    const mark = t.sql.statements.length;
    expect(await upgrade()).toEqual([]);
    expect(t.sql.statements.slice(mark).filter((statement) => statement.includes('pg_constraint'))).toEqual([]);
    expect(await post(key, reading)).toBe(0);
    expect(await post(key, [{ time: ago(0), metrics: { pm10: 71 } }])).toBe(1);
  });
});
