import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { seed, type SeedMode, type SeedReport } from '../../tools/seed/seed';
import { createAuthTables } from './auth/authTables';
import { registerAuthHook } from './auth/authHook';
import { registerLoginRoutes } from './auth/loginRoutes';
import { registerPermissionRoutes } from './auth/permissionRoutes';
import { seedPermissions } from './auth/seedPermissions';
import { mergeHooks } from './crud/hooks';
import { registerCrudRoutes } from './crud/registerCrudRoutes';
import { createDatabase } from './db/database';
import type { AppDb } from './db/dbTypes';
import { migrateScreens } from './db/migrateScreens';
import { dictCacheHooks } from './dict/dictCacheHooks';
import { DictService } from './dict/dictService';
import { registerDictRoutes } from './dict/registerDictRoutes';
import { seedDicts } from './dict/seedDicts';
import { loadScreenRegistry, type ScreenRegistry } from './screens/screenRegistry';
import { serveWebApp } from './static/serveWebApp';
import { registerDepartRoutes } from './sys/departRoutes';
import { registerErrorHandlers } from './sys/errorHandlers';
import { registerHealthRoute } from './sys/healthRoute';
import { userHooks } from './sys/userHooks';

export interface BuildAppOptions {
  /** `postgres://…`: use a PostgreSQL server instead of embedded PGlite. */
  databaseUrl?: string;
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
  /** Folder of the built web app (default: <rootDir>/dist). */
  webDir?: string;
  /** Called for every route as it is registered (route tables, the anonymous-access test). */
  onRoute?: (route: RouteOptions) => void;
  /** Kysely plugins applied to every query (tracing, statement logs in tests). */
  queryPlugins?: KyselyPlugin[];
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
 * creates the auth tables, syncs permissions and dictionaries from the files, seeds a new
 * database once, then registers the auth hook, every route and the web app.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const rootDir = options.rootDir ?? REPOSITORY_ROOT;
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const db = (options.queryPlugins ?? []).reduce<AppDb>((plugged, plugin) => plugged.withPlugin(plugin), database.db);
  try {
    const registry = await loadScreenRegistry(rootDir);
    await migrateScreens(db, registry, { log: options.logger ? console.info : () => {} });
    await createAuthTables(db);
    await seedPermissions(db, registry);
    await seedDicts(db, registry);
    const seedReport = await seed(db, registry, { mode: options.seed ?? 'demo', adminPassword: options.adminPassword });

    const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
    app.decorate('db', db);
    app.decorate('screens', registry);
    app.decorate('seedReport', seedReport);
    app.addHook('onClose', () => database.close());
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    registerErrorHandlers(app);
    registerAuthHook(app, db);

    const dicts = new DictService(db, registry);
    registerLoginRoutes(app, { db, registry, allDictItems: () => dicts.allDictItems() });
    registerPermissionRoutes(app, db, registry);
    registerDepartRoutes(app, db);
    registerHealthRoute(app, db);
    registerDictRoutes(app, dicts);
    registerCrudRoutes(app, { db, registry, dicts, hooks: mergeHooks(userHooks, dictCacheHooks(dicts)) });
    await serveWebApp(app, options.webDir ? path.resolve(options.webDir) : path.join(rootDir, 'dist'));
    await app.ready();
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
