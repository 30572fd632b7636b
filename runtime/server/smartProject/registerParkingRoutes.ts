import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { DataChangedNotifier } from '../dashboard/dataChangedHooks';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import { requestDeviceKey } from '../recordKeys/recordKeys';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ingestVehiclePasses, parkingGateOf } from './parkingIngest';
import { parseVehicleBatch } from './parkingPasses';

/** Where a parking gate (车辆道闸) posts the vehicles it lets in and out. */
export const PARKING_PASSES_URL = '/api/smartproject/parking/passes';
/** Tables of the screens smartproject.parkingGate (车辆道闸) and smartproject.parking (停车管理). */
const GATE_TABLE = 'sp_parking_gate';
const VISIT_TABLE = 'sp_parking_visit';
const BODY_LIMIT = 2 * 1024 * 1024;

export interface ParkingDeps {
  db: AppDb;
  registry: ScreenRegistry;
  dicts: DictService;
  dataChanged: DataChangedNotifier;
}

/**
 * `POST /api/smartproject/parking/passes` with header `X-Device-Key` (the key 车辆道闸 › 生成密钥
 * shows): `{ passes: [{ plateNo, time, direction: in|out, vehicleType?, photo? }] }`, answered
 * `{ received, inserted, duplicates, refused: [{ index, reason }] }`. Open to the network like the
 * labour gate's API (route config `deviceUpload` keeps it out of the operation log), answered only
 * for an enabled gate's key.
 */
export function registerParkingRoutes(app: FastifyInstance, deps: ParkingDeps): void {
  const gates = deps.registry.byTable(GATE_TABLE);
  const visits = deps.registry.byTable(VISIT_TABLE);
  const plateField = visits?.entity.properties.plateNo;
  const typeDict = visits?.entity.properties.vehicleType?.['x-dict'];
  if (!gates || !visits || !plateField || !typeDict) return;
  app.post(PARKING_PASSES_URL, { config: { public: true, deviceUpload: true }, bodyLimit: BODY_LIMIT }, async (request) => {
    const gate = await parkingGateOf(deps.db, gates, requestDeviceKey(request.headers));
    const vehicleTypes = new Set(((await deps.dicts.allDictItems())[typeDict] ?? []).filter((item) => !item.disabled).map((item) => String(item.value)));
    const result = await ingestVehiclePasses(deps.db, { visits, gates }, gate, parseVehicleBatch(request.body, { plateField, vehicleTypes }));
    if (result.inserted > 0) deps.dataChanged.changed(visits);
    return ok(result, `收到${result.received}条：入场或离场${result.inserted}条，重复${result.duplicates}条，拒收${result.refused.length}条`);
  });
}
