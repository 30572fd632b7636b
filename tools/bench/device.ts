/**
 * `npm run bench:device`: device data (issue 17) on PostgreSQL with 10,000,000 sensor readings.
 *
 * Fills dev_reading in SQL (generate_series): READINGS_PER_DEVICE readings a device, one every
 * STEP_SECONDS, back from now, for DEVICES devices (a demo crane among them), so the readings span
 * about three months and four month partitions. Then, against baselines measured in the same run:
 * - reads: p95 of the last hour of one device (`readingsSince`, the rows themselves) and of the
 *   crane's 实时数据 as the detail page asks for it (`GET …/tower/readings?id=&hours=1` and the
 *   day's per-minute chart `hours=24`), against the primary-key lookup of the latest reading and
 *   the crane's `queryById`; goal ≤ 100 ms each. The same devices are also the project's environment
 *   monitors (智慧项目部, their readings carry PM2.5 and PM10): 智慧首页's PM10 now (the latest reading
 *   of every monitor) and its 24-hour dust trend (hourly means over every monitor, from the hourly
 *   rollup, counted after the fill as the demo seed does), as the dashboard asks for them, against the same `queryById`.
 * - ingestion: readings a second through POST /api/device/readings, CONCURRENT devices uploading
 *   batches of BATCH samples as `npm run simulate` does (uploadReadings; the rollup is kept in the
 *   same statement), against a plain INSERT of the same rows; goal ≥ 2,000 readings/s.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench
 * creates and drops a database of its own. `-- 2000000` fills fewer readings on a slow machine.
 */
import { sql } from 'kysely';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { perMinute, readingsSince, latestReading } from '../../runtime/server/device/readingQueries';
import { ROLLUP_TABLE, rollUpReadings } from '../../runtime/server/device/readingRollup';
import { READING_TABLE, ReadingPartitions } from '../../runtime/server/device/readingTable';
import { issueRecordKey } from '../../runtime/server/recordKeys/recordKeys';
import { SimulatedSensor, uploadReadings, type SensorReading } from '../simulate/sensorSimulator';
import { listen, median, projectIdOf, sequentialP95, signIn, spread, step, verdict, withBenchServer } from './serverBench';

const TOTAL = Number(process.argv[2] ?? 10_000_000);
const DEVICES = 20;
const READINGS_PER_DEVICE = Math.ceil(TOTAL / DEVICES);
const STEP_SECONDS = 15;
const ROUNDS = 3;
const SAMPLES = 40;
const READ_GOAL_MS = 100;
/** Ingestion: devices uploading at once, samples a batch (10 s of 1 Hz samples), uploads each. */
const CONCURRENT = 20;
const BATCH = 10;
const UPLOADS_PER_DEVICE = 30;
const INGEST_GOAL = 2000;

await withBenchServer('特种设备读数（issue 17）', async ({ app, db, password }) => {
  const projectId = await projectIdOf(db);
  const cranes = await sql<{ id: string }>`select id from sd_tower where project_id = ${projectId} order by device_name`.execute(db);
  const crane = cranes.rows[0].id;
  const deviceIds = [crane, ...Array.from({ length: DEVICES - 1 }, (_, i) => `bench-device-${i + 1}`)];
  const now = new Date();
  const end = currentTimestamp(now);

  // The months the fill reaches, made as the server makes them for an upload of an old reading.
  const partitions = new ReadingPartitions(db);
  const months: string[] = [];
  for (let back = 0; back <= Math.ceil((READINGS_PER_DEVICE * STEP_SECONDS) / 86_400 / 28); back += 1)
    months.push(currentTimestamp(new Date(now.getFullYear(), now.getMonth() - back, 15)));
  await partitions.ensureFor(months);

  step(`写入 ${(READINGS_PER_DEVICE * DEVICES).toLocaleString()} 条读数（${DEVICES} 台设备，每 ${STEP_SECONDS} 秒一条）`);
  const fillStarted = performance.now();
  for (const [index, deviceId] of deviceIds.entries()) {
    // 7 s past the whole minute, so no reading falls on the demo history's minutes.
    await sql`insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
      select ${deviceId}, ${end}::timestamp - make_interval(secs => n * ${STEP_SECONDS} + 7),
        jsonb_build_object('load', round((2.5 + 2 * abs(sin(n / 7.0)))::numeric, 2), 'moment', round((48 + 30 * abs(sin(n / 7.0)))::numeric, 1),
          'height', 30, 'radius', round((18 + 20 * abs(sin(n / 13.0)))::numeric, 1), 'windSpeed', round((4 + 2 * sin(n / 300.0))::numeric, 1), 'tilt', 0.3,
          'pm25', round((30 + 20 * abs(sin(n / 97.0)))::numeric, 1), 'pm10', round((60 + 40 * abs(sin(n / 83.0)))::numeric, 1)),
        ${projectId}, '0'
      from generate_series(1, ${READINGS_PER_DEVICE}) as n`.execute(db);
    if (index % 5 === 4) step(`  ${((index + 1) * READINGS_PER_DEVICE).toLocaleString()} 条`);
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  // The server keeps the hourly rollup as it ingests; a bulk insert counts it afterwards, as the demo seed does.
  const rollupStarted = performance.now();
  await rollUpReadings(db, deviceIds);
  const rollupSeconds = (performance.now() - rollupStarted) / 1000;
  await sql`analyze ${sql.table(READING_TABLE)}`.execute(db);
  await sql`analyze ${sql.table(ROLLUP_TABLE)}`.execute(db);
  const rollupRows = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(ROLLUP_TABLE)}`.execute(db)).rows[0].n);
  const count = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(READING_TABLE)}`.execute(db)).rows[0].n);
  const partitionCount = Number(
    (await sql<{ n: string }>`select count(*) as n from pg_inherits where inhparent = ${READING_TABLE}::regclass`.execute(db)).rows[0].n,
  );
  step(
    `共 ${count.toLocaleString()} 条，${partitionCount} 个月分区，写入用时 ${fillSeconds.toFixed(0)} s；小时汇总 ${rollupRows.toLocaleString()} 行，用时 ${rollupSeconds.toFixed(0)} s`,
  );

  // The filled devices as the project's environment monitors too (the crane stays a crane): 智慧首页 reads them.
  for (const [index, deviceId] of deviceIds.slice(1).entries())
    await sql`insert into sp_env_monitor (id, device_name, device_no, status, project_id, tenant_id, create_by, create_time)
      values (${deviceId}, ${`压测监测点${index + 1}`}, ${`B-ENV-${index + 1}`}, '1', ${projectId}, '0', 'bench', ${end})`.execute(db);
  const monitors = Number((await sql<{ n: string }>`select count(*) as n from sp_env_monitor where project_id = ${projectId}`.execute(db)).rows[0].n);
  const base = await listen(app);
  const token = await signIn(base, password);
  const get = async (path: string) => {
    const response = await fetch(`${base}/api${path}`, { headers: { 'X-Access-Token': token, projectId } });
    const body = (await response.json()) as { success: boolean; message: string; result: { series?: unknown[] } };
    if (!body.success) throw new Error(`${path} answered ${response.status}: ${body.message}`);
    return body.result;
  };
  const daySeries = (await get(`/specialdevice/tower/readings?id=${crane}&hours=24`)).series?.length ?? 0;
  const hourRows = (await readingsSince(db, projectId, crane, currentTimestamp(new Date(Date.now() - 3_600_000)))).length;

  const reads: [string, () => Promise<void>][] = [
    ['最新一条读数（主键查找，基线）', async () => void (await latestReading(db, projectId, crane))],
    [
      `一台设备最近一小时的读数（${hourRows} 条）`,
      async () => void (await readingsSince(db, projectId, crane, currentTimestamp(new Date(Date.now() - 3_600_000)))),
    ],
    ['一天的每分钟曲线（查询本身）', async () => void (await perMinute(db, projectId, crane, 24))],
    ['塔吊详情 queryById（接口基线）', async () => void (await get(`/specialdevice/tower/queryById?id=${crane}`))],
    ['实时数据接口 hours=1', async () => void (await get(`/specialdevice/tower/readings?id=${crane}&hours=1`))],
    [`实时数据接口 hours=24（${daySeries} 个点）`, async () => void (await get(`/specialdevice/tower/readings?id=${crane}&hours=24`))],
    [`智慧首页 PM10 实时（${monitors} 台监测点各自的最新读数）`, async () => void (await get('/dashboard/smartproject.home/widget/pm10'))],
    [`智慧首页 扬尘 24 小时曲线（${monitors} 台监测点，每小时平均）`, async () => void (await get('/dashboard/smartproject.home/widget/dustTrend'))],
  ];
  const readP95 = new Map<string, number[]>(reads.map(([name]) => [name, []]));

  // Ingestion: each round a fresh set of devices (keys of demo-shaped crane records), each uploading its batches in turn.
  const ingestDevices = async (round: number) => {
    const keys: string[] = [];
    for (let i = 0; i < CONCURRENT; i += 1) {
      const id = `bench-ingest-${round}-${i}`;
      await sql`insert into sd_tower (id, device_name, filing_no, status, project_id, tenant_id, create_by, create_time)
        values (${id}, ${`压测塔吊${round}-${i}`}, ${`B-${round}-${i}`}, '1', ${projectId}, '0', 'bench', ${end})`.execute(db);
      keys.push(await issueRecordKey(db, { screenId: 'specialdevice.tower', recordId: id }));
    }
    return keys;
  };
  const ingestStart = (round: number) => new Date(now.getTime() - (round + 1) * 3_600_000);
  const ingest = async (round: number): Promise<number> => {
    const keys = await ingestDevices(round);
    const started = performance.now();
    await Promise.all(
      keys.map(async (key) => {
        const sensor = new SimulatedSensor({ baseUrl: base, random: Math.random }, { key, kind: 'tower' });
        for (let upload = 1; upload <= UPLOADS_PER_DEVICE; upload += 1) {
          const answer = await uploadReadings(base, key, sensor.batch(new Date(ingestStart(round).getTime() + upload * BATCH * 1000), BATCH));
          if (!answer.success || answer.result?.inserted !== BATCH) throw new Error(`upload answered: ${answer.message}`);
        }
      }),
    );
    return (CONCURRENT * UPLOADS_PER_DEVICE * BATCH) / ((performance.now() - started) / 1000);
  };
  const plainInsert = async (round: number): Promise<number> => {
    const sensor = new SimulatedSensor({ baseUrl: base, random: Math.random }, { key: '', kind: 'tower' });
    const rows: { device_id: string; time: string; metrics: SensorReading['metrics'] }[] = [];
    for (let i = 0; i < CONCURRENT; i += 1)
      for (let upload = 1; upload <= UPLOADS_PER_DEVICE; upload += 1)
        for (const reading of sensor.batch(new Date(ingestStart(round).getTime() - 1_800_000 + upload * BATCH * 1000), BATCH))
          rows.push({ device_id: `bench-plain-${round}-${i}`, time: reading.time, metrics: reading.metrics });
    const started = performance.now();
    // The same number of statements as uploads, each a plain multi-row insert of one batch, CONCURRENT at a time.
    await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        for (let upload = 0; upload < UPLOADS_PER_DEVICE; upload += 1) {
          const batch = rows.slice((i * UPLOADS_PER_DEVICE + upload) * BATCH, (i * UPLOADS_PER_DEVICE + upload + 1) * BATCH);
          await db
            .insertInto(READING_TABLE as never)
            .values(batch.map((row) => ({ ...row, metrics: JSON.stringify(row.metrics), project_id: projectId, tenant_id: '0' })) as never)
            .execute();
        }
      }),
    );
    return rows.length / ((performance.now() - started) / 1000);
  };
  const rates = { plain: [] as number[], api: [] as number[] };

  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`第 ${round} 轮`);
    for (const [name, run] of reads) {
      await run();
      readP95.get(name)!.push(await sequentialP95(SAMPLES, run));
    }
    rates.plain.push(await plainInsert(round));
    rates.api.push(await ingest(round));
  }

  const lines = [
    '',
    `特种设备读数（issue 17）：PostgreSQL，dev_reading ${count.toLocaleString()} 条（${DEVICES} 台设备，${partitionCount} 个月分区，SQL 写入 ${fillSeconds.toFixed(0)} s）`,
    `  小时汇总 ${ROLLUP_TABLE} ${rollupRows.toLocaleString()} 行（由读数一次汇总 ${rollupSeconds.toFixed(0)} s）`,
    `  读取：顺序 ${SAMPLES} 次的 p95，${ROUNDS} 轮（最小 / 中位 / 最大）`,
  ];
  const [directBase, , , apiBase] = reads.map(([name]) => median(readP95.get(name)!));
  reads.forEach(([name], index) => {
    const values = readP95.get(name)!;
    const baseline = index < 3 ? directBase : apiBase;
    const isBaseline = index === 0 || index === 3;
    lines.push(
      `    ${name}  p95 ${spread(values)} ms` +
        (isBaseline ? '' : `   对基线 ${(median(values) / baseline).toFixed(1)}×   ≤ ${READ_GOAL_MS} ms：${verdict(median(values) <= READ_GOAL_MS)}`),
    );
  });
  lines.push(
    `  写入：${CONCURRENT} 台设备同时上传，每批 ${BATCH} 条，每台 ${UPLOADS_PER_DEVICE} 批（${(CONCURRENT * UPLOADS_PER_DEVICE * BATCH).toLocaleString()} 条一轮）`,
    `    同样批次的直接 INSERT（基线）  ${spread(rates.plain, 0)} 条/s`,
    `    POST /api/device/readings  ${spread(rates.api, 0)} 条/s   为直接插入的 ${(median(rates.api) / median(rates.plain)).toFixed(2)}   ≥ ${INGEST_GOAL} 条/s：${verdict(median(rates.api) >= INGEST_GOAL)}`,
  );
  console.log(lines.join('\n'));
});
