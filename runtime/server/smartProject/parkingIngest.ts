import type { ScreenFile } from '../../core/screen/screen.types';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { DEVICE_MESSAGES } from '../device/deviceScreens';
import type { PassRefusal } from '../labour/attendance/passBatch';
import { keyedRecord } from '../recordKeys/recordKeys';
import { ClientError } from '../sys/errorHandlers';
import type { VehicleBatch, VehiclePass } from './parkingPasses';

/** enable_status 启用. */
const ENABLED = '1';
/** The visit flow's states (schemas/smartproject/parking.json): 在场, 已离场. */
const ON_SITE = '1';
const LEFT = '2';

/** An enabled parking gate (车辆道闸) as the ingestion needs it. */
export interface ParkingGate {
  id: string;
  name: string;
  gateNo: string;
  projectId: string;
  tenantId: string;
}

export interface VehicleIngestResult {
  received: number;
  /** Entries that opened a visit and exits that closed one. */
  inserted: number;
  /** Passes this gate had already sent (same gate and time): nothing changed. */
  duplicates: number;
  refused: PassRefusal[];
}

/**
 * The enabled gate a key belongs to, found with the key in one statement as every keyed device
 * is (recordKeys.keyedRecord): 401 without a key or with one that is not this screen's, 403 for a stopped gate.
 */
export async function parkingGateOf(db: AppDb, gateScreen: ScreenFile, key: string | undefined): Promise<ParkingGate> {
  if (!key?.trim()) throw new ClientError(401, DEVICE_MESSAGES.noKey);
  const keyed = await keyedRecord(db, key.trim(), [
    {
      screenId: gateScreen.id,
      table: gateScreen.table,
      columns: { id: 'id', name: 'gate_name', gate_no: 'gate_no', status: 'status', project_id: 'project_id', tenant_id: 'tenant_id' },
    },
  ]);
  if (!keyed) throw new ClientError(401, DEVICE_MESSAGES.badKey);
  const { row } = keyed;
  if (String(row.status) !== ENABLED) throw new ClientError(403, `车辆道闸“${String(row.name)}”已停用，不接收通行记录`);
  return { id: String(row.id), name: String(row.name), gateNo: String(row.gate_no), projectId: String(row.project_id), tenantId: String(row.tenant_id) };
}

type Outcome = 'inserted' | 'duplicate' | string;

/** An entry opens a visit (在场) unless this gate sent it before or the vehicle is on site already. */
async function enter(db: AppDb, table: string, gate: ParkingGate, pass: VehiclePass, defaultType: string, now: string): Promise<Outcome> {
  const project = db.selectFrom(table).where('project_id', '=', gate.projectId);
  if (await project.select('id').where('in_gate_id', '=', gate.id).where('in_time', '=', pass.time).executeTakeFirst()) return 'duplicate';
  const onSite = await project.select('in_time').where('plate_no', '=', pass.plateNo).where('status', '=', ON_SITE).executeTakeFirst();
  if (onSite) return `车辆 ${pass.plateNo} 已在场（入场时间 ${String(onSite.in_time).slice(0, 19)}），不能重复入场`;
  const added = await db
    .insertInto(table)
    .values({
      id: newId(),
      plate_no: pass.plateNo,
      vehicle_type: pass.vehicleType ?? defaultType,
      in_time: pass.time,
      in_gate_id: gate.id,
      in_photo: pass.photo,
      status: ON_SITE,
      project_id: gate.projectId,
      tenant_id: gate.tenantId,
      create_by: `device:${gate.gateNo}`,
      create_time: now,
    })
    // The unique index (gate, time) settles two uploads of the same batch racing each other.
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0 ? 'inserted' : 'duplicate';
}

/** An exit closes the vehicle's open visit (已离场) unless this gate sent it before; without an open visit it is refused. */
async function leave(db: AppDb, table: string, gate: ParkingGate, pass: VehiclePass): Promise<Outcome> {
  const project = db.selectFrom(table).where('project_id', '=', gate.projectId).where('plate_no', '=', pass.plateNo);
  if (await project.select('id').where('out_gate_id', '=', gate.id).where('out_time', '=', pass.time).executeTakeFirst()) return 'duplicate';
  const visit = await project.select('id').where('status', '=', ON_SITE).where('in_time', '<=', pass.time).orderBy('in_time', 'desc').executeTakeFirst();
  if (!visit) return `车辆 ${pass.plateNo} 没有 ${pass.time} 之前的在场记录，不能离场`;
  await db
    .updateTable(table)
    .set({ out_time: pass.time, out_gate_id: gate.id, out_photo: pass.photo, status: LEFT })
    .where('id', '=', String(visit.id))
    .where('status', '=', ON_SITE)
    .execute();
  return 'inserted';
}

/**
 * Stores a gate's parsed batch in time order, in one transaction: entries open visits, exits close
 * them, a pass the gate sent before (same gate and time) changes nothing, so a gate may resend a
 * batch safely. Stamps the gate's 最近上传.
 */
export async function ingestVehiclePasses(
  db: AppDb,
  screens: { visits: ScreenFile; gates: ScreenFile },
  gate: ParkingGate,
  batch: VehicleBatch,
  now: Date = new Date(),
): Promise<VehicleIngestResult> {
  const stamp = currentTimestamp(now);
  const defaultType = String(screens.visits.entity.properties.vehicleType?.default ?? '');
  const result: VehicleIngestResult = { received: batch.received, inserted: 0, duplicates: 0, refused: [...batch.refused] };
  await db.transaction().execute(async (trx) => {
    for (const pass of batch.passes) {
      const outcome =
        pass.direction === 'in' ? await enter(trx, screens.visits.table, gate, pass, defaultType, stamp) : await leave(trx, screens.visits.table, gate, pass);
      if (outcome === 'inserted') result.inserted += 1;
      else if (outcome === 'duplicate') result.duplicates += 1;
      else result.refused.push({ index: pass.index, reason: outcome });
    }
    await trx.updateTable(screens.gates.table).set({ last_upload_time: stamp }).where('id', '=', gate.id).execute();
  });
  result.refused.sort((a, b) => a.index - b.index);
  return result;
}
