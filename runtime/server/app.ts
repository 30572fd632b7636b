import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { seedMaterialPlans } from './seed/materialPlanSeed';
import { seed, type SeedMode, type SeedReport } from './seed/seed';
import { seedCatalogueWhenChanged } from './seed/seedCatalogueWhenChanged';
import { registerAccountRoutes } from './account/registerAccountRoutes';
import { registerAuthHook } from './auth/authHook';
import { materialTokenScope } from './auth/material/materialScope';
import { registerLoginRoutes } from './auth/loginRoutes';
import { registerPasswordRoutes } from './auth/passwordRoutes';
import { registerSignInRoutes, type SignInPlugins } from './auth/signInRoutes';
import { registerPermissionRoutes } from './auth/permissionRoutes';
import { categoryHooks } from './category/categoryHooks';
import { registerCategoryRoutes } from './category/registerCategoryRoutes';
import { checkHooks } from './checks/checkHooks';
import { mergeHooks } from './crud/hooks';
import { DataChangedNotifier, dataChangedHooks } from './dashboard/dataChangedHooks';
import { registerDashboardRoutes } from './dashboard/registerDashboardRoutes';
import { registerCrudRoutes } from './crud/registerCrudRoutes';
import { createDatabase, type Database } from './db/database';
import { flowHooks } from './flow/flowHooks';
import { ganttHooks } from './gantt/ganttHooks';
import { registerFlowRoutes } from './flow/registerFlowRoutes';
import { accumulateHooks } from './posting/accumulateGuards';
import { postingHooks } from './posting/postingHooks';
import { computeHooks } from './compute/computeHooks';
import { sumHooks } from './sums/sumHooks';
import { registerLedgerRoutes } from './posting/registerLedgerRoutes';
import type { AppDb } from './db/dbTypes';
import { migrateScreensWhenChanged } from './db/migrateWhenChanged';
import { dictCacheHooks } from './dict/dictCacheHooks';
import { DictService } from './dict/dictService';
import { registerJobs } from './jobs/registerJobs';
import { registerGateRoutes } from './labour/attendance/registerGateRoutes';
import { registerDeviceRoutes } from './device/registerDeviceRoutes';
import { deviceScreens } from './device/deviceScreens';
import { upgradeReadingKeys } from './device/readingKeys';
import { createRollupTable } from './device/readingRollup';
import { createPlatformTables, PLATFORM_TABLES_STEP, READING_ROLLUP_STEP } from './platformTables';
import { setUpWhenChanged } from './db/setUpWhenChanged';
import { startSource } from './db/startStamps';
import { ReadingPartitions } from './device/readingTable';
import { registerDictRoutes } from './dict/registerDictRoutes';
import { announcementHooks } from './notice/announcementHooks';
import { announceHooks, registerAnnounceRoutes } from './notice/announceScreens';
import { projectSettingsHooks } from './projectSettings/projectSettingsHooks';
import { safetyHooks } from './safety/safetyHooks';
import { registerParkingRoutes } from './smartProject/registerParkingRoutes';
import { writeDemoFiles } from './seed/demo/demoFiles';
import { writeDemoStreams } from './seed/demo/demoStream';
import { demoStreamProjects } from './seed/smartSiteSeed';
import { NoticeHub } from './notice/noticeHub';
import { SocketBus } from './notice/socketBus';
import { registerNotices } from './notice/registerNotices';
import { registerProxyRoutes } from './proxy/registerProxyRoutes';
import { prepareNotices } from './notice/seedAnnouncements';
import { registerRequestLog } from './log/registerRequestLog';
import { readAppIdentity } from './monitor/appInfo';
import { platformFolders } from './monitor/diskUsage';
import { registerMonitorRoutes } from './monitor/registerMonitorRoutes';
import { registerRecordKeyRoutes } from './recordKeys/registerRecordKeyRoutes';
import { registerRecordExportRoutes } from './recordExport/registerRecordExportRoutes';
import { printTemplateHooks } from './print/printTemplateHooks';
import { registerPrintRoutes } from './print/registerPrintRoutes';
import { registerReportRoutes } from './report/registerReportRoutes';
import { registerSheetRoutes } from './sheet/registerSheetRoutes';
import { loadScreenRegistry, registryContent, type ScreenRegistry } from './screens/screenRegistry';
import { registerSecurityHeaders } from './security/securityHeaders';
import { DEFAULT_SIGN_IN_THROTTLE, registerSignInThrottle, type SignInThrottle } from './security/signInThrottle';
import { serveWebApp } from './static/serveWebApp';
import { registerDepartRoutes } from './sys/departRoutes';
import { registerDepartSelectRoutes } from './sys/departSelectRoutes';
import { registerBodyBounds } from './sys/bodyBounds';
import { registerErrorHandlers } from './sys/errorHandlers';
import { registerHealthRoute } from './sys/healthRoute';
import { registerPickerRoutes } from './sys/registerPickerRoutes';
import { registerFileRoutes } from './files/registerFileRoutes';
import { registerExcelRoutes } from './excel/registerExcelRoutes';
import { registerDuplicateRoutes } from './duplicate/registerDuplicateRoutes';
import type { CrudDeps } from './crud/crudDeps';
import { UploadStore } from './files/uploadStore';
import { streamStatusHooks } from './files/streamStatusFields';
import { userHooks } from './sys/userHooks';
import { registerSurveys } from './survey/registerSurveys';
import { surveyHooks } from './survey/surveyHooks';
import { dataRuleFilters } from './sysadmin/dataRules/dataRuleFilters';
import { registerSysAdmin, sysAdminHooks } from './sysadmin/registerSysAdmin';
import { VxeHub } from './vxe/vxeHub';
import { VxeRelay } from './vxe/vxeRelay';
import { vxeHooks } from './vxe/vxeHooks';
import { registerVxeSocketRoute } from './vxe/vxeSocketRoute';

export interface BuildAppOptions {
  /** `postgres://…`: use a PostgreSQL server instead of embedded PGlite. */
  databaseUrl?: string;
  /** An already open database, left open when the app closes (screen reloads in `npm run dev` share one). */
  database?: Database;
  /** PGlite data directory; `memory://` for tests. */
  dataDir?: string;
  /** Repository root holding screens.json, schemas/ and dist/ (default: this checkout). */
  rootDir?: string;
  seed?: SeedMode;
  /** First admin password; generated (and reported in `app.seedReport`) when absent. */
  adminPassword?: string;
  logger?: boolean;
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy?: boolean;
  /** Sign-in throttling per client address (default DEFAULT_SIGN_IN_THROTTLE); test servers that sign in often raise it. */
  signInThrottle?: Partial<SignInThrottle>;
  /** Folder of the built web app (default: <rootDir>/dist). */
  webDir?: string;
  /** Called for every route as it is registered (route tables, the anonymous-access test). */
  onRoute?: (route: RouteOptions) => void;
  /** Kysely plugins applied to every query (tracing, statement logs in tests). */
  queryPlugins?: KyselyPlugin[];
  /** SMS gateway and third-party / CAS / SSO identity providers (defaults: log sender, none). */
  signInPlugins?: SignInPlugins;
  /** Folder of uploaded files (default: <dataDir>/upload; a temporary folder for in-memory databases). */
  uploadDir?: string;
  /** Report folders besides <rootDir>/schemas/reports (test fixtures). */
  reportDirs?: string[];
  /** Seconds a scheduled job's lease lasts unrenewed (default 60): how soon a run whose process died is run again elsewhere. */
  jobLeaseSeconds?: number;
  /** The identity of the compiled server's build (tools/startBuild.ts), new with every build: see startSource. */
  build?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    screens: ScreenRegistry;
    /** What the first-start seed did on this start (`seeded: false` on later starts). */
    seedReport: SeedReport;
  }
}

const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the whole server, ready to listen: opens the database, migrates the screen tables,
 * creates the auth tables, syncs permissions and dictionaries from the files when they changed, seeds a new
 * database once, then registers the auth hook, every route and the web app.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const rootDir = options.rootDir ?? REPOSITORY_ROOT;
  // The screen files are read while the database opens: PGlite's start leaves compilation running on
  // the other core, which the first wait for a file would otherwise sit out idle.
  const loading = loadScreenRegistry(rootDir);
  loading.catch(() => {}); // told below, once the database is open (and then closed)
  const database = options.database ?? (await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  const ownsDatabase = !options.database;
  const db = (options.queryPlugins ?? []).reduce<AppDb>((plugged, plugin) => plugged.withPlugin(plugin), database.db);
  try {
    const registry = await loading;
    // What the stamped steps plan from, so that a restart of the same build on the same files skips the planning.
    const registrySource = startSource(options.build, registryContent(registry));
    const codeSource = startSource(options.build, null);
    await migrateScreensWhenChanged(db, registry, { log: options.logger ? console.info : () => {}, source: registrySource });
    await setUpWhenChanged(db, PLATFORM_TABLES_STEP, createPlatformTables, codeSource);
    // Before the seed, which stores the demo devices' history; not stamped: it makes the coming months' partitions.
    const partitions = new ReadingPartitions(db);
    await partitions.createTable();
    // Before the rollup's fill, which writes the rollup's project_id. Not stamped: rows it cannot key yet are tried again next start.
    await upgradeReadingKeys(
      db,
      deviceScreens(registry).map((screen) => screen.table),
      options.logger ? console.info : () => {},
    );
    await setUpWhenChanged(db, READING_ROLLUP_STEP, createRollupTable, codeSource);
    await seedCatalogueWhenChanged(db, registry, registrySource);
    const seedReport = await seed(db, registry, { mode: options.seed ?? 'demo', adminPassword: options.adminPassword });
    await seedMaterialPlans(db, registry);
    await prepareNotices(db, seedReport.seeded && (options.seed ?? 'demo') === 'demo');

    // No HEAD twin for every GET: nothing asks the API with HEAD (the web app's files declare their own), and
    // the twins were a third of the router's routes, built at every start.
    const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, exposeHeadRoutes: false });
    app.decorate('db', db);
    app.decorate('screens', registry);
    app.decorate('seedReport', seedReport);
    if (ownsDatabase) app.addHook('onClose', () => database.close());
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    registerErrorHandlers(app);
    await registerSecurityHeaders(app);
    const signInThrottle = { ...DEFAULT_SIGN_IN_THROTTLE, ...options.signInThrottle };
    await registerSignInThrottle(app, db, signInThrottle);
    registerBodyBounds(app);
    // Before the auth hook: the plugin must see every upgrade, so it closes the socket of a refused one.
    await app.register(fastifyWebsocket);
    registerAuthHook(app, { db, changes: database.changes }, materialTokenScope(registry.screens.values()));
    registerRequestLog(app, db);

    const dicts = new DictService(db, registry);
    await dicts.cacheTableLabels(database.changes);
    app.addHook('onClose', async () => dicts.stopCachingTableLabels());
    const bus = new SocketBus(db, database.changes, (error, message) => app.log.warn({ err: error }, message));
    const noticeHub = new NoticeHub(bus);
    const vxeHub = new VxeHub();
    const vxeDeps = { db, registry, dicts, rowFilters: dataRuleFilters(db) };
    const vxeRelay = new VxeRelay(bus, vxeHub, vxeDeps);
    await bus.start();
    app.addHook('onClose', () => bus.stop());
    const signInDeps = { db, registry, allDictItems: () => dicts.allDictItems(), loginPolicy: signInThrottle };
    registerLoginRoutes(app, signInDeps);
    registerSignInRoutes(app, signInDeps, options.signInPlugins);
    registerPermissionRoutes(app, db, registry);
    registerDepartRoutes(app, db);
    registerPickerRoutes(app, db, registry);
    registerDepartSelectRoutes(app, db, registry);
    registerPasswordRoutes(app, db);
    registerNotices(app, db, noticeHub);
    const dataChanged = new DataChangedNotifier(db, noticeHub, bus, app.log);
    const uploads = await UploadStore.open({ uploadDir: options.uploadDir, dataDir: options.dataDir });
    const jobHooks = await registerJobs(app, { db, dicts, hub: noticeHub, registry, dataChanged, uploads, leaseSeconds: options.jobLeaseSeconds });
    registerVxeSocketRoute(app, vxeDeps, vxeHub, vxeRelay);
    registerHealthRoute(app, db);
    if (seedReport.seeded && (options.seed ?? 'demo') === 'demo') {
      await writeDemoFiles(uploads.root, rootDir);
      await writeDemoStreams(uploads.root, await demoStreamProjects(db, registry), (message) => app.log.warn(message));
    }
    const dataDir = database.kind === 'pglite' ? (options.dataDir ?? './data') : null;
    registerMonitorRoutes(app, { db, database, dicts, identity: readAppIdentity(rootDir), folders: platformFolders(dataDir, uploads.root) });
    await registerFileRoutes(app, uploads);
    registerAccountRoutes(app, db, uploads);
    registerDictRoutes(app, dicts);
    registerCategoryRoutes(app, db, registry);
    registerSysAdmin(app, db, registry);
    const crudDeps: CrudDeps = {
      db,
      registry,
      dicts,
      hooks: mergeHooks(
        userHooks,
        dictCacheHooks(dicts, registry),
        categoryHooks,
        announcementHooks(noticeHub),
        announceHooks(noticeHub, registry),
        safetyHooks,
        projectSettingsHooks(registry),
        jobHooks,
        vxeHooks(vxeDeps, vxeRelay, app.log),
        sysAdminHooks(registry),
        dataChangedHooks(registry, dataChanged),
        surveyHooks(registry),
        postingHooks({ registry }),
        computeHooks(registry),
        sumHooks(registry),
        ganttHooks(registry),
        accumulateHooks(registry),
        printTemplateHooks(registry),
        streamStatusHooks(registry, uploads),
        checkHooks(() => crudDeps, registry.screens.values()),
        flowHooks({ db, registry, hub: noticeHub }),
      ),
      rowFilters: dataRuleFilters(db),
      uploads,
      hub: noticeHub,
    };
    registerCrudRoutes(app, crudDeps);
    registerDashboardRoutes(app, crudDeps);
    registerSurveys(app, crudDeps);
    registerAnnounceRoutes(app, crudDeps);
    registerFlowRoutes(app, { ...crudDeps, hub: noticeHub });
    registerLedgerRoutes(app, crudDeps);
    registerRecordKeyRoutes(app, crudDeps);
    registerSheetRoutes(app, crudDeps);
    registerRecordExportRoutes(app, crudDeps);
    registerPrintRoutes(app, crudDeps);
    registerGateRoutes(app, { db, registry, dicts, dataChanged });
    registerParkingRoutes(app, { db, registry, dicts, dataChanged });
    registerDeviceRoutes(app, crudDeps, { db, registry, hub: noticeHub, dataChanged, partitions });
    await registerExcelRoutes(app, crudDeps, uploads, { soleProcess: database.kind === 'pglite' });
    registerDuplicateRoutes(app, db, registry);
    registerReportRoutes(app, crudDeps, options.reportDirs);
    registerProxyRoutes(app, db);
    await serveWebApp(app, options.webDir ? path.resolve(options.webDir) : path.join(rootDir, 'dist'));
    await app.ready();
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
