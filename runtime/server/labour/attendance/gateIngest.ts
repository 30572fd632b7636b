import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { DEVICE_TABLE, type GateDevice } from './gateDevice';
import { FEVER_CELSIUS, type ParsedBatch, type ParsedPass, type PassRefusal } from './passBatch';

/** Tables of the screens labour.attendance (考勤数据) and labour.worker (花名册). */
export const PASS_TABLE = 'lab_attendance';
const WORKER_TABLE = 'lab_worker';

/** What a batch did: new passes stored, repeats of stored passes skipped, passes refused with reasons. */
export interface IngestResult {
  received: number;
  inserted: number;
  duplicates: number;
  refused: PassRefusal[];
}

/** A roster entry as a pass copies it: the team and trade at the time of the pass. */
interface RosterWorker {
  id: string;
  idCode: string;
  teamId: string | null;
  jobName: string | null;
}

/** An ID card number as a refusal may show it: region and last four digits only. */
export function maskIdCode(idCode: string): string {
  return idCode.length > 10 ? `${idCode.slice(0, 6)}********${idCode.slice(-4)}` : idCode;
}

/** The roster entries of the device's project that the batch names, by ID card number and by id. */
async function rosterOf(
  db: AppDb,
  device: GateDevice,
  passes: readonly ParsedPass[],
): Promise<{ byIdCode: Map<string, RosterWorker>; byId: Map<string, RosterWorker> }> {
  const idCodes = [...new Set(passes.flatMap((pass) => (pass.idCode ? [pass.idCode] : [])))];
  const ids = [...new Set(passes.flatMap((pass) => (pass.workerId ? [pass.workerId] : [])))];
  const rows = await db
    .selectFrom(WORKER_TABLE)
    .select(['id', 'id_code', 'team_id', 'job_name'])
    .where('project_id', '=', device.projectId)
    .where('tenant_id', '=', device.tenantId)
    // One array parameter each, however many workers the batch names.
    .where((eb) => eb.or([eb('id_code', '=', sql<string>`any(${idCodes}::text[])`), eb('id', '=', sql<string>`any(${ids}::text[])`)]))
    .execute();
  const workers = rows.map((row) => ({
    id: String(row.id),
    idCode: String(row.id_code ?? '').toUpperCase(),
    teamId: row.team_id === null ? null : String(row.team_id),
    jobName: row.job_name === null ? null : String(row.job_name),
  }));
  return { byIdCode: new Map(workers.map((worker) => [worker.idCode, worker])), byId: new Map(workers.map((worker) => [worker.id, worker])) };
}

/**
 * Stores a parsed batch of one device: each pass is matched to the project's roster (unknown
 * people are refused), then all are inserted in one statement that skips a pass already stored
 * for the same device, time and person (the unique index of labour.attendance), so a device may
 * resend a batch safely. Updates the device's 最近上传.
 */
export async function ingestPasses(db: AppDb, device: GateDevice, batch: ParsedBatch, now: Date = new Date()): Promise<IngestResult> {
  const refused = [...batch.refused];
  const uploadTime = currentTimestamp(now);
  const { byIdCode, byId } = await rosterOf(db, device, batch.passes);
  const rows: Record<string, unknown>[] = [];
  for (const pass of batch.passes) {
    const worker = pass.workerId ? byId.get(pass.workerId) : byIdCode.get(pass.idCode ?? '');
    if (!worker) {
      refused.push({
        index: pass.index,
        reason: pass.workerId ? `人员编号 ${pass.workerId} 不在本项目花名册中` : `身份证号 ${maskIdCode(pass.idCode ?? '')} 不在本项目花名册中`,
      });
      continue;
    }
    rows.push({
      id: newId(),
      worker_id: worker.id,
      team_id: worker.teamId,
      job_name: worker.jobName,
      passed_time: pass.passedTime,
      direction: pass.direction,
      way: pass.way,
      temperature: pass.temperature,
      alarm: pass.temperature !== null && pass.temperature >= FEVER_CELSIUS ? '1' : '0',
      device_id: device.id,
      device_type: device.deviceType,
      device_sn: device.deviceSn,
      upload_time: uploadTime,
      site_photo: pass.photo,
      project_id: device.projectId,
      tenant_id: device.tenantId,
      create_by: `device:${device.deviceSn}`,
      create_time: uploadTime,
    });
  }
  const inserted = await insertNewPasses(db, rows);
  await db.updateTable(DEVICE_TABLE).set({ last_upload_time: uploadTime }).where('id', '=', device.id).execute();
  refused.sort((a, b) => a.index - b.index);
  return { received: batch.received, inserted, duplicates: rows.length - inserted, refused };
}

/**
 * Inserts the rows in one statement (one JSON parameter, see crud/bulkInsert) skipping those the
 * unique index already holds — also repeats within the batch; answers how many were new.
 */
async function insertNewPasses(db: AppDb, rows: readonly Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = sql.join(Object.keys(rows[0]).map((column) => sql.ref(column)));
  const result = await sql<{ count: string }>`with added as (
      insert into ${sql.table(PASS_TABLE)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(PASS_TABLE)}, cast(${JSON.stringify(rows)} as json))
      on conflict do nothing
      returning 1
    ) select count(*) as count from added`.execute(db);
  return Number(result.rows[0].count);
}
