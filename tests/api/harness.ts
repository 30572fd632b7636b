import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import type { Envelope } from '../../runtime/core/http/envelope';
import { buildApp } from '../../runtime/server/app';
import type { SignInThrottle } from '../../runtime/server/security/signInThrottle';
import { authDb } from '../../runtime/server/auth/authDb';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { withTestDatabaseUrl } from './pgTestDatabase';
import { SqlLog } from './sqlLog';

export type Backend = 'pglite' | 'postgres';

/** The backends API tests run on: PGlite always, PostgreSQL as well when DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface CallOptions {
  token?: string;
  /** Sent as the `projectId` header. */
  projectId?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export interface TestApp {
  app: FastifyInstance;
  db: AppDb;
  /** Every route as registered (method may be a list). */
  routes: RouteOptions[];
  /** SQL of every statement the app has run. */
  sql: SqlLog;
  /** Signs in through POST /api/sys/login and returns the token; fails the test when refused. */
  login(username: string, password?: string): Promise<string>;
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<Answer<T>>;
  get<T = unknown>(url: string, options?: CallOptions): Promise<Answer<T>>;
  post<T = unknown>(url: string, body: unknown, options?: CallOptions): Promise<Answer<T>>;
  /** The id of a department or project by its name. */
  departId(name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Waits until the server holds no session on the test database any more. pg's pool resolves
 * `end()` before its clients have disconnected; dropping the database `with (force)` at that
 * moment kills them mid-goodbye and the pool raises the error as an uncaught exception.
 */
async function untilDisconnected(testUrl: string): Promise<void> {
  const database = new URL(testUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database]);
      if (Number(rows[0].n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/**
 * Test files sign in many times a minute from one address (127.0.0.1), and some fail on purpose,
 * so the test server's per-address throttle is out of their way; tests/api/signInThrottle.test.ts
 * checks the real defaults.
 */
export const UNTHROTTLED: SignInThrottle = {
  loginsPerMinute: 100_000,
  codeRequestsPerMinute: 100_000,
  captchasPerMinute: 100_000,
  addressFailuresBeforeCaptcha: 100_000,
};

/**
 * The real server (auth included) on a fresh database: in-memory PGlite, or a database of its
 * own on the PostgreSQL server of DATABASE_URL. Seeded with the demo data unless told otherwise;
 * every seeded account has TEST_ADMIN_PASSWORD.
 */
export async function startTestApp({
  backend = 'pglite',
  seed = 'demo',
  reportDirs,
  signInThrottle = UNTHROTTLED,
  uploadDir,
}: {
  backend?: Backend;
  seed?: 'demo' | 'minimal';
  reportDirs?: string[];
  signInThrottle?: Partial<SignInThrottle>;
  uploadDir?: string;
} = {}): Promise<TestApp> {
  const testDatabase = backend === 'postgres' ? await withTestDatabaseUrl() : null;
  if (backend === 'postgres' && !testDatabase) throw new Error('The postgres backend needs DATABASE_URL');
  const routes: RouteOptions[] = [];
  const sql = new SqlLog();
  const app = await buildApp({
    ...(testDatabase ? { databaseUrl: testDatabase.url } : { dataDir: 'memory://' }),
    seed,
    adminPassword: TEST_ADMIN_PASSWORD,
    onRoute: (route) => routes.push(route),
    queryPlugins: [sql],
    reportDirs,
    signInThrottle,
    uploadDir,
  }).catch(async (error: unknown) => {
    await testDatabase?.drop();
    throw error;
  });

  async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-access-token'] = options.token;
    if (options.projectId) headers.projectId = options.projectId;
    const response = await app.inject({
      method,
      url,
      headers,
      query: options.query,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }

  return {
    app,
    db: app.db,
    routes,
    sql,
    request,
    get: (url, options) => request('GET', url, options),
    post: (url, body, options) => request('POST', url, { ...options, body }),
    async login(username, password = TEST_ADMIN_PASSWORD) {
      const { body } = await request<{ token: string }>('POST', '/api/sys/login', { body: { username, password } });
      if (!body.success) throw new Error(`Login of ${username} refused: ${body.message}`);
      return body.result.token;
    },
    async departId(name) {
      const row = await authDb(app.db).selectFrom('sys_depart').select('id').where('depart_name', '=', name).executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await app.close();
      if (testDatabase) {
        await untilDisconnected(testDatabase.url);
        await testDatabase.drop();
      }
    },
  };
}
