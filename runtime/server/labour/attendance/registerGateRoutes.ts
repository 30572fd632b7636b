import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/http/envelope';
import type { DataChangedNotifier } from '../../dashboard/dataChangedHooks';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import type { DictService } from '../../dict/dictService';
import { currentAttendanceSettings } from '../../labourSettings/labourSettings';
import type { ScreenRegistry } from '../../screens/screenRegistry';
import { DEVICE_TABLE, gateDeviceOf } from './gateDevice';
import { ingestPasses, PASS_TABLE } from './gateIngest';
import { gateRoster } from './gateRoster';
import { GATE_BODY_LIMIT, parseBatch } from './passBatch';
import { requestDeviceKey } from '../../recordKeys/recordKeys';

/** The ingestion address a gate device posts its passes to. */
export const GATE_PASSES_URL = '/api/labour/gate/passes';
/** Where a gate device downloads the workers it lets in. */
export const GATE_ROSTER_URL = '/api/labour/gate/roster';
/** Dictionary of the 通行方式 codes a pass may carry (domain-fields §3.2). */
const WAY_DICT = 'pass_way';

export interface GateDeps {
  db: AppDb;
  registry: ScreenRegistry;
  dicts: DictService;
  dataChanged: DataChangedNotifier;
}

/**
 * `POST /api/labour/gate/passes` with header `X-Device-Key`: a gate device (考勤设备) uploads a
 * batch of passes. Open to the network like a login, but answered only for the key of an enabled
 * device (401/403); a malformed batch is refused whole (400); otherwise each pass is stored,
 * skipped as a repeat, or refused with its reason: `{ received, inserted, duplicates, refused: [{ index, reason }] }`.
 * `GET /api/labour/gate/roster` with the same key: the site hours (考勤设置) and the workers the
 * gate lets in today (人员下发).
 */
export function registerGateRoutes(app: FastifyInstance, deps: GateDeps): void {
  const deviceScreen = deps.registry.byTable(DEVICE_TABLE);
  const passScreen = deps.registry.byTable(PASS_TABLE);
  if (!deviceScreen || !passScreen) return;
  app.post(GATE_PASSES_URL, { config: { public: true, deviceUpload: true }, bodyLimit: GATE_BODY_LIMIT }, async (request) => {
    const device = await gateDeviceOf(deps.db, deviceScreen.id, requestDeviceKey(request.headers));
    const ways = new Set(((await deps.dicts.allDictItems())[WAY_DICT] ?? []).filter((item) => !item.disabled).map((item) => String(item.value)));
    const result = await ingestPasses(deps.db, device, parseBatch(request.body, ways));
    if (result.inserted > 0) deps.dataChanged.changed(passScreen);
    return ok(result, `收到${result.received}条：新增${result.inserted}条，重复${result.duplicates}条，拒收${result.refused.length}条`);
  });
  app.get(GATE_ROSTER_URL, { config: { public: true } }, async (request) => {
    const device = await gateDeviceOf(deps.db, deviceScreen.id, requestDeviceKey(request.headers));
    const { workStart, workEnd, restDays } = await currentAttendanceSettings(deps.db, device.tenantId, currentTimestamp().slice(0, 10));
    return ok({
      device: { name: device.deviceName, sn: device.deviceSn },
      hours: { workStart, workEnd, restDays },
      workers: await gateRoster(deps.db, device),
    });
  });
}
