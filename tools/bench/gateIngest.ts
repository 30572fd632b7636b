/**
 * `npm run bench:gate`: gate ingestion (POST /api/labour/gate/passes) of batches of 10,000 passes on
 * PostgreSQL, against a plain insert of rows of the same shape into lab_attendance (one statement,
 * no key check, no roster lookup, no duplicate skipping) in the same run. Goal: p95 per batch ≤ 2 s.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench
 * creates and drops a database of its own. Prints min / median / max of 3 rounds. Not part of `npm test`.
 */
import { sql, type Transaction } from 'kysely';
import { insertRows } from '../../runtime/server/crud/bulkInsert';
import type { DB } from '../../runtime/server/db/dbTypes';
import { newId } from '../../runtime/server/db/ids';
import { issueRecordKey } from '../../runtime/server/recordKeys/recordKeys';
import { listen, median, projectIdOf, sequentialP95, spread, step, verdict, withBenchServer } from './serverBench';

const PASSES = 10_000;
const ROUNDS = 3;
const SAMPLES = 8;
const GOAL_MS = 2000;

interface Worker {
  id: string;
  idCode: string;
  teamId: string | null;
  jobName: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The `n`th batch's day: long before the demo history, one day per batch, so no batch repeats another. */
function batchDay(n: number): string {
  const date = new Date();
  date.setDate(date.getDate() - 400 - n);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** PASSES passes of the workers on `day`, each at a second of its own. */
function passesOf(workers: readonly Worker[], day: string) {
  return Array.from({ length: PASSES }, (_, i) => {
    const second = 6 * 3600 + Math.floor(i / workers.length) * 5;
    return {
      worker: workers[i % workers.length],
      time: `${day} ${pad(Math.floor(second / 3600))}:${pad(Math.floor((second % 3600) / 60))}:${pad(second % 60)}`,
      direction: i % 2 === 0 ? 'in' : 'out',
    };
  });
}

await withBenchServer('考勤闸机接入（issue 15）', async ({ app, db }) => {
  const projectId = await projectIdOf(db);
  const { rows } = await sql<{ id: string; id_code: string; team_id: string | null; job_name: string | null }>`select id, id_code, team_id, job_name
    from lab_worker where project_id = ${projectId}`.execute(db);
  const workers = rows.map((row) => ({ id: row.id, idCode: row.id_code, teamId: row.team_id, jobName: row.job_name }));
  const device = (await sql<{ id: string }>`select id from lab_device where project_id = ${projectId} and status = '1' order by device_sn limit 1`.execute(db))
    .rows[0];
  const key = await issueRecordKey(db, { screenId: 'labour.device', recordId: device.id });
  const base = await listen(app);
  let batch = 0;

  const ingest = async () => {
    const passes = passesOf(workers, batchDay((batch += 1))).map((pass) => ({
      idCode: pass.worker.idCode,
      time: pass.time,
      direction: pass.direction,
      way: '1',
      temperature: 36.5,
    }));
    const response = await fetch(`${base}/api/labour/gate/passes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': key },
      body: JSON.stringify({ passes }),
    });
    const body = (await response.json()) as { success: boolean; message: string; result: { inserted: number } };
    if (!body.success || body.result.inserted !== PASSES) throw new Error(`ingestion answered ${response.status}: ${body.message}`);
  };
  const plainInsert = async () => {
    const day = batchDay((batch += 1));
    const now = `${day} 20:00:00`;
    const plain = passesOf(workers, day).map((pass) => ({
      id: newId(),
      worker_id: pass.worker.id,
      team_id: pass.worker.teamId,
      job_name: pass.worker.jobName,
      passed_time: pass.time,
      direction: pass.direction,
      way: '1',
      temperature: 36.5,
      alarm: '0',
      device_id: device.id,
      project_id: projectId,
      tenant_id: '0',
      create_time: now,
    }));
    await db.transaction().execute((trx: Transaction<DB>) => insertRows(trx, 'lab_attendance', plain));
  };

  const names = [`同样 ${PASSES.toLocaleString()} 行的直接插入（基线）`, `闸机接口上传一批 ${PASSES.toLocaleString()} 条通行记录`];
  const p95s = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`第 ${round} 轮`);
    p95s.get(names[0])!.push(await sequentialP95(SAMPLES, plainInsert));
    p95s.get(names[1])!.push(await sequentialP95(SAMPLES, ingest));
  }
  const baseline = median(p95s.get(names[0])!);
  const ingestion = p95s.get(names[1])!;
  console.log(
    [
      '',
      `考勤闸机接入（issue 15）：PostgreSQL，每批 ${PASSES.toLocaleString()} 条；顺序 ${SAMPLES} 批的 p95，${ROUNDS} 轮（最小 / 中位 / 最大）`,
      `  ${names[0]}  p95 ${spread(p95s.get(names[0])!)} ms`,
      `  ${names[1]}  p95 ${spread(ingestion)} ms   对直接插入 ${(median(ingestion) / baseline).toFixed(1)}×   ≤ ${GOAL_MS} ms：${verdict(median(ingestion) <= GOAL_MS)}`,
    ].join('\n'),
  );
});
