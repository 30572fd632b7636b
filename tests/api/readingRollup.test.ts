import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingBucket, ReadingWindow, WidgetReadings, WidgetRow } from '../../runtime/core/dashboard/dashboard.types';
import { readingRows, windowStart } from '../../runtime/server/dashboard/readingWidget';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { createRollupTable } from '../../runtime/server/device/readingRollup';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Row = Pick<WidgetRow, 'dims' | 'values'>;

const STORE: Record<ReadingBucket, string> = { hour: 'YYYY-MM-DD HH24:00', day: 'YYYY-MM-DD', month: 'YYYY-MM' };
/** The widgets the rollup answers: 智慧首页's hourly trends and daily use, and a monthly use. */
const MONITOR_WIDGETS: WidgetReadings[] = [
  { metrics: ['pm25', 'pm10'], value: 'avg', bucket: 'hour', since: '24h' },
  { metrics: ['noise'], value: 'avg', bucket: 'day', since: '30d' },
];
const METER_WIDGETS: WidgetReadings[] = [
  { metrics: ['water', 'electricity'], value: 'usage', bucket: 'day', since: '30d' },
  { metrics: ['water', 'electricity'], value: 'usage', bucket: 'month', since: '12m' },
  { metrics: ['water'], value: 'usage', bucket: 'hour', since: '24h' },
];

describe.each(backends())('hourly rollup of the readings on %s: bucketed widgets answer what the raw readings give', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  let monitorIds: string[];
  let meterIds: string[];

  /**
   * The widget's answer computed from the raw readings, by whole hours as the rollup counts them: from the
   * top of the hour the window begins in until now. A meter's use per bucket is its highest value minus
   * the previous bucket's (the first bucket's lowest value).
   */
  async function rawRows(ids: string[], readings: WidgetReadings, now: Date): Promise<Row[]> {
    const store = STORE[readings.bucket!];
    const window = sql`device_id = any(${ids}::text[]) and time >= date_trunc('hour', ${windowStart(readings.since as ReadingWindow, now)}::timestamp)
      and time <= ${currentTimestamp(now)}::timestamp`;
    const value = (metric: string) => sql`(metrics ->> ${metric})::float8`;
    const ref = (name: string, i: number) => sql.ref(`${name}${i}`);
    const statement =
      readings.value === 'avg'
        ? sql`select to_char(time, ${store}) as d0, ${sql.join(readings.metrics.map((metric, i) => sql`avg(${value(metric)}) as ${ref('m', i)}`))}
            from dev_reading where ${window} group by 1 order by 1`
        : sql`select d0, ${sql.join(readings.metrics.map((_, i) => sql`sum(${ref('u', i)}) as ${ref('m', i)}`))}
            from (select device_id, d0, ${sql.join(
              readings.metrics.map(
                (_, i) =>
                  sql`greatest(${ref('h', i)} - coalesce(lag(${ref('h', i)}) over (partition by device_id order by d0), ${ref('l', i)}), 0) as ${ref('u', i)}`,
              ),
            )}
              from (select device_id, to_char(time, ${store}) as d0, ${sql.join(
                readings.metrics.map((metric, i) => sql`max(${value(metric)}) as ${ref('h', i)}, min(${value(metric)}) as ${ref('l', i)}`),
              )}
                from dev_reading where ${window} group by 1, 2) per_bucket) grown
            group by 1 order by 1`;
    const { rows } = await statement.execute(t.db);
    return (rows as Record<string, unknown>[]).map((row) => ({
      dims: [String(row.d0)],
      values: readings.metrics.map((_, i) => (row[`m${i}`] === null ? null : Number(row[`m${i}`]))),
    }));
  }

  /** Equal buckets and values to the cent (the widget rounds to two decimals). */
  function expectSame(actual: Row[], expected: Row[]): void {
    expect(actual.map((row) => row.dims)).toEqual(expected.map((row) => row.dims));
    actual.forEach((row, r) =>
      row.values.forEach((value, v) => {
        const want = expected[r].values[v];
        if (want === null) expect(value).toBeNull();
        else expect(Math.abs(Number(value) - Number(want))).toBeLessThanOrEqual(0.0051);
      }),
    );
  }

  async function expectRollupEqualsRaw(): Promise<void> {
    const now = new Date();
    const devices = (ids: string[]) => ({ ids, projects: ids.map(() => manager.projectId!) });
    for (const readings of MONITOR_WIDGETS) expectSame(await readingRows(t.db, devices(monitorIds), readings, now), await rawRows(monitorIds, readings, now));
    for (const readings of METER_WIDGETS) expectSame(await readingRows(t.db, devices(meterIds), readings, now), await rawRows(meterIds, readings, now));
    const counted = await sql<{ rolled: string; raw: string }>`select
        (select sum(n) from dev_reading_hour where device_id = any(${monitorIds}::text[]) and metric = 'pm10') as rolled,
        (select count(*) from dev_reading where device_id = any(${monitorIds}::text[]) and metrics ? 'pm10') as raw`.execute(t.db);
    expect(Number(counted.rows[0].rolled)).toBe(Number(counted.rows[0].raw));
  }

  const post = async (key: string, readings: { time: string; metrics: Record<string, number> }[]) =>
    (await t.request<{ inserted: number }>('POST', '/api/device/readings', { body: { readings }, headers: { 'x-device-key': key } })).body.result.inserted;
  const issueKey = async (api: string, id: string) => (await t.post<{ key: string }>(`${api}/issueKey?id=${id}`, {}, manager)).body.result.key;
  const ago = (minutes: number) => currentTimestamp(new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000 + 20_000));

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhengyu'), projectId: await t.departId(PROJECT_NAMES[0]) };
    const ids = async (api: string) =>
      (await t.get<{ records: { id: string }[] }>(`${api}/list`, { ...manager, query: { pageSize: '50' } })).body.result.records.map((record) => record.id);
    monitorIds = await ids('/api/smartproject/environment');
    meterIds = await ids('/api/smartproject/waterElectricity');
  }, 300_000);
  afterAll(() => t?.close());

  it('answers the seeded month as the raw readings do', async () => {
    expect(monitorIds.length).toBeGreaterThan(0);
    expect(meterIds.length).toBeGreaterThan(0);
    await expectRollupEqualsRaw();
  });

  it('counts a resent batch once and a late reading in its own earlier hour', async () => {
    const monitorKey = await issueKey('/api/smartproject/environment', monitorIds[0]);
    const batch = [3, 2, 1].map((minutes, i) => ({ time: ago(minutes), metrics: { pm10: 40 + i, pm25: 20 + i } }));
    expect(await post(monitorKey, batch)).toBe(3);
    expect(await post(monitorKey, batch)).toBe(0);
    expect(await post(monitorKey, [{ time: ago(5 * 60 + 7), metrics: { pm10: 3, pm25: 2 } }])).toBe(1);

    const waterMeter = (
      await sql<{ id: string }>`select device_id as id from dev_reading where device_id = any(${meterIds}::text[]) and metrics ? 'water' limit 1`.execute(t.db)
    ).rows[0].id;
    const meterKey = await issueKey('/api/smartproject/waterElectricity', waterMeter);
    const last = await sql<{
      value: number;
    }>`select (metrics ->> 'water')::float8 as value from dev_reading where device_id = ${waterMeter} order by time desc limit 1`.execute(t.db);
    const meterBatch = [2, 1].map((minutes, i) => ({ time: ago(minutes), metrics: { water: last.rows[0].value + 3 + i } }));
    expect(await post(meterKey, meterBatch)).toBe(2);
    expect(await post(meterKey, meterBatch)).toBe(0);
    // Three days back, above that day's readings: the day's use grows, the next day's shrinks.
    expect(await post(meterKey, [{ time: ago(3 * 24 * 60 + 11), metrics: { water: last.rows[0].value + 1 } }])).toBe(1);

    await expectRollupEqualsRaw();
    // The dashboard itself answers the same: 智慧首页's dust trend over the project's monitors.
    const trend = (await t.get<{ rows: Row[] }>('/api/dashboard/smartproject.home/widget/dustTrend', manager)).body.result.rows;
    expectSame(trend, await rawRows(monitorIds, MONITOR_WIDGETS[0], new Date()));
  });

  it('fills a new rollup table from the readings already stored (a database of an earlier version)', async () => {
    await sql`drop table dev_reading_hour`.execute(t.db);
    await createRollupTable(t.db);
    await expectRollupEqualsRaw();
    // A fill stopped half-way (the table still marked) is redone at the next start; a finished one is left alone.
    await sql`update dev_reading_hour set n = n + 5`.execute(t.db);
    await createRollupTable(t.db);
    await expect(expectRollupEqualsRaw()).rejects.toThrow();
    await sql`comment on table dev_reading_hour is 'filling'`.execute(t.db);
    await createRollupTable(t.db);
    await expectRollupEqualsRaw();
  });
});
