import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { Envelope, Page } from '../../runtime/core/http/envelope';
import type { AuthContext } from '../../runtime/server/auth/authContext';
import { registerCrudRoutes } from '../../runtime/server/crud/registerCrudRoutes';
import { mergeHooks, type HooksByScreen } from '../../runtime/server/crud/hooks';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { migrateScreens } from '../../runtime/server/db/migrateScreens';
import { dictCacheHooks } from '../../runtime/server/dict/dictCacheHooks';
import { DictService } from '../../runtime/server/dict/dictService';
import { registerDictRoutes } from '../../runtime/server/dict/registerDictRoutes';
import { seedDicts } from '../../runtime/server/dict/seedDicts';
import { loadScreenRegistry, type ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { registerErrorHandlers } from '../../runtime/server/sys/errorHandlers';
import { withTestDatabaseUrl } from './pgTestDatabase';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** Databases the dialect-independent tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const DATABASE_KINDS: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Records every statement sent to the database, to prove that a rejected request ran no SQL. */
class StatementLog implements KyselyPlugin {
  readonly statements: RootOperationNode[] = [];

  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.statements.push(node);
    return node;
  }

  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

/** A record as the API answers it. */
export type TestRecord = Record<string, unknown>;

export interface CrudTestApp {
  app: FastifyInstance;
  /** Sends an API request (`url` without `/api`) as `caller`; expects HTTP 200 and returns the envelope. */
  send<R = TestRecord>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: TestCaller, body?: object): Promise<Envelope<R>>;
  /** A successful list answer's page. */
  page(url: string, caller?: TestCaller): Promise<Page<TestRecord>>;
  db: AppDb;
  registry: ScreenRegistry;
  dicts: DictService;
  statements: StatementLog['statements'];
  /** Declared route configs by `METHOD url`. */
  routeConfigs: Map<string, unknown>;
  close(): Promise<void>;
}

/** Overrides of the default caller, sent as the JSON header `x-test-caller`. */
export type TestCaller = Partial<AuthContext>;

const BASE_CALLER: AuthContext = {
  userId: 'u-tester',
  username: 'tester',
  realname: '测试员',
  tenantId: '0',
  isAdmin: true,
  roleIds: [],
  roleCodes: [],
  permissions: new Set(),
  projectIds: new Set(),
  projectId: null,
  token: 'test-token',
};

/**
 * The CRUD and dictionary modules mounted on a bare Fastify app with a fake auth hook: the
 * caller is described by the JSON header `x-test-caller` (the real auth is tested elsewhere).
 */
export async function buildCrudTestApp(kind: 'pglite' | 'postgres', extraHooks: HooksByScreen = {}): Promise<CrudTestApp> {
  const testDatabase = kind === 'postgres' ? await withTestDatabaseUrl() : null;
  const database: Database = await createDatabase(testDatabase ? { databaseUrl: testDatabase.url } : { dataDir: 'memory://' });
  const registry = await loadScreenRegistry(REPO_ROOT);
  await migrateScreens(database.db, registry, { log: () => {} });
  await seedDicts(database.db, registry);
  const log = new StatementLog();
  const db = database.db.withPlugin(log);
  const dicts = new DictService(db, registry);
  const app = Fastify();
  const routeConfigs = new Map<string, unknown>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeConfigs.set(`${method} ${route.url}`, route.config);
  });
  registerErrorHandlers(app);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-caller'];
    const caller = typeof header === 'string' ? (JSON.parse(header) as TestCaller) : {};
    request.auth = { ...BASE_CALLER, ...caller };
  });
  registerCrudRoutes(app, { db, registry, dicts, hooks: mergeHooks(dictCacheHooks(dicts, registry), extraHooks) });
  registerDictRoutes(app, dicts);
  await app.ready();
  const send = async <R>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: TestCaller = {}, body?: object): Promise<Envelope<R>> => {
    const response = await app.inject({ method, url: `/api${url}`, headers: as(caller), payload: body });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered HTTP ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope<R>;
  };
  const page = async (url: string, caller: TestCaller = {}): Promise<Page<TestRecord>> => {
    const answer = await send<Page<TestRecord>>('GET', url, caller);
    if (!answer.success) throw new Error(`GET ${url} failed: ${answer.message}`);
    return answer.result;
  };
  return {
    app,
    send,
    page,
    db,
    registry,
    dicts,
    statements: log.statements,
    routeConfigs,
    close: async () => {
      await app.close();
      await database.close();
      await testDatabase?.drop();
    },
  };
}

/** Headers for a request made by `caller` (e.g. `{ projectId: 'p1' }`). */
function as(caller: TestCaller): Record<string, string> {
  return { 'x-test-caller': JSON.stringify(caller) };
}
