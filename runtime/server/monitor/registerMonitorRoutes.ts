import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { AppReport, CacheReport, DatabasePoolStats } from '../../core/monitor/monitor.types';
import { countOnlineSessions } from '../auth/online/onlineRoutes';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import type { AppIdentity } from './appInfo';
import { diskReport, type WatchedFolder } from './diskUsage';
import { HttpTrace, registerHttpTrace } from './httpTrace';
import { MONITOR_PERMISSIONS } from './monitorPermissions';
import { RuntimeSampler } from './runtimeSampler';
import { serverReport } from './serverInfo';

export interface MonitorDeps {
  db: AppDb;
  database: { kind: 'pglite' | 'postgres'; poolStats(): DatabasePoolStats };
  dicts: DictService;
  identity: AppIdentity;
  /** Folders whose disks the disk page shows (data directory, upload directory). */
  folders: readonly WatchedFolder[];
}

const DATABASE_LABELS = { pglite: 'PGlite（嵌入式 PostgreSQL）', postgres: 'PostgreSQL' } as const;

function cacheReport(dicts: DictService): CacheReport {
  const stats = dicts.stats();
  const reads = stats.hits + stats.misses;
  return { name: '数据字典缓存', ...stats, hitRatio: reads > 0 ? Math.round((stats.hits / reads) * 1000) / 10 : null };
}

/**
 * 系统监控 (the Spring Boot actuator pages of upstream, for a Node server): GET
 * /api/sys/actuator/{disk,httptrace,runtime,cache,server,app}, each behind its page's
 * permission. Starts the HTTP trace hook and the runtime sampler, stopped when the app closes.
 * Figures are of this server process; with several instances each answers for itself.
 */
export function registerMonitorRoutes(app: FastifyInstance, deps: MonitorDeps): void {
  const trace = new HttpTrace();
  registerHttpTrace(app, trace);
  const sampler = new RuntimeSampler();
  sampler.start();
  app.addHook('onClose', async () => sampler.stop());
  const startedAt = Date.now();

  const route = (name: string, permission: string, answer: () => unknown) =>
    app.get(`/api/sys/actuator/${name}`, { config: { permission } }, async () => ok(await answer()));

  route('disk', MONITOR_PERMISSIONS.disk, () => diskReport(deps.folders));
  route('httptrace', MONITOR_PERMISSIONS.httpTrace, () => trace.report());
  route('runtime', MONITOR_PERMISSIONS.runtime, () => sampler.report());
  route('cache', MONITOR_PERMISSIONS.cache, () => cacheReport(deps.dicts));
  route('server', MONITOR_PERMISSIONS.server, () => serverReport(sampler.cpuPercent));
  route('app', MONITOR_PERMISSIONS.app, async (): Promise<AppReport> => ({
    ...deps.identity,
    startedAt,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    nodeVersion: process.version,
    database: { kind: deps.database.kind, label: DATABASE_LABELS[deps.database.kind], pool: deps.database.poolStats() },
    onlineSessions: await countOnlineSessions(deps.db),
  }));
}
