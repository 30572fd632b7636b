import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { findRecord } from '../crud/readRecords';
import { ClientError } from '../sys/errorHandlers';
import { deviceOfKey, deviceScreens, type DeviceScreen } from './deviceScreens';
import { limitsOf } from './excursions';
import { ingestReadings, type DeviceDeps } from './ingestReadings';
import { parseReadings, READINGS_BODY_LIMIT } from './readingBatch';
import { latestReading, MAX_CHART_HOURS, perMinute } from './readingQueries';
import { requestDeviceKey } from '../recordKeys/recordKeys';

/** The one ingestion address of every device screen. */
export const DEVICE_READINGS_URL = '/api/device/readings';
const DEFAULT_CHART_HOURS = 24;

function chartHours(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_CHART_HOURS;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_CHART_HOURS) throw new ClientError(400, `hours 须为 1–${MAX_CHART_HOURS} 的整数`);
  return hours;
}

/** `GET /api{api}/readings?id=&hours=24` of a device screen: the metrics, the limits, the latest reading and one point a minute. */
function registerReadingsRoute(app: FastifyInstance, crud: CrudDeps, deps: DeviceDeps, screen: DeviceScreen): void {
  app.get(`/api${screen.api}/readings`, { config: { permission: permissionCode(screen, 'list') } }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const hours = chartHours(query.hours);
    // 记录不存在 for a device of another project, as queryById answers.
    const record = await findRecord(crud, screen, requireAuth(request), query.id);
    const id = String(record.id);
    const project = await projectOf(crud, screen, id);
    const limits = await limitsOf(deps.db, deps.registry, screen, project);
    return ok({
      metrics: screen.device.metrics,
      limits: Object.fromEntries(limits),
      latest: await latestReading(deps.db, project, id),
      series: await perMinute(deps.db, project, id, hours),
    });
  });
}

/** The project a device record belongs to (the API record does not carry it). */
async function projectOf(crud: CrudDeps, screen: DeviceScreen, id: string): Promise<string | null> {
  const row = await crud.db.selectFrom(screen.table).select('project_id').where('id', '=', id).executeTakeFirst();
  return row?.project_id === null || row?.project_id === undefined ? null : String(row.project_id);
}

/**
 * `POST /api/device/readings` with header `X-Device-Key`: a device of any device screen uploads
 * `{ readings: [{ time, metrics }] }`. Open to the network like a login but answered only for a
 * device's key (401); a batch with any bad reading is refused whole (400) and stores nothing;
 * otherwise `{ received, inserted, duplicates, alarms }`.
 */
export function registerDeviceRoutes(app: FastifyInstance, crud: CrudDeps, deps: DeviceDeps): void {
  const screens = deviceScreens(deps.registry);
  if (screens.length === 0) return;
  app.post(DEVICE_READINGS_URL, { config: { public: true, deviceUpload: true }, bodyLimit: READINGS_BODY_LIMIT }, async (request) => {
    const { screen, device } = await deviceOfKey(deps.db, deps.registry, requestDeviceKey(request.headers));
    const result = await ingestReadings(deps, screen, device, parseReadings(request.body, screen.device));
    return ok(result, `收到${result.received}条：新增${result.inserted}条，重复${result.duplicates}条，报警${result.alarms}条`);
  });
  for (const screen of screens) registerReadingsRoute(app, crud, deps, screen);
}
