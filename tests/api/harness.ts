import type { FastifyInstance, RouteOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '../../runtime/core/http/envelope';
import { buildApp } from '../../runtime/server/app';
import type { SignInThrottle } from '../../runtime/server/security/signInThrottle';
import { authDb } from '../../runtime/server/auth/authDb';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import { writeDemoFiles } from '../../runtime/server/seed/demo/demoFiles';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { untilDisconnected, withTestDatabaseUrl } from './pgTestDatabase';
import { copyPGliteTemplate, testTemplate } from './testTemplates';
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
  /** Another server process's app on this same database (closed with this one): what a second server behind a balancer sees. */
  secondServer(signInThrottle?: Partial<SignInThrottle>): Promise<FastifyInstance>;
  close(): Promise<void>;
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
  const template = await testTemplate(backend, seed);
  const testDatabase = backend === 'postgres' ? await withTestDatabaseUrl(undefined, template?.kind === 'postgres' ? template.database : undefined) : null;
  if (backend === 'postgres' && !testDatabase) throw new Error('The postgres backend needs DATABASE_URL');
  // A copy of the PGlite template is opened here; the app then finds its database migrated and seeded, as on a later start.
  const folder = template?.kind === 'pglite' ? await copyPGliteTemplate(template.dataDir) : null;
  const copied: Database | null = backend === 'pglite' ? await createDatabase({ dataDir: folder?.dataDir ?? 'memory://' }) : null;
  // A template's demo files were written next to the template, not here: the test's own folder gets them.
  const ownUploads = template && !uploadDir && seed === 'demo' ? await mkdtemp(join(tmpdir(), 'smart-site-upload-')) : null;
  const uploads = uploadDir ?? ownUploads ?? undefined;
  if (template && seed === 'demo' && uploads) await writeDemoFiles(uploads, fileURLToPath(new URL('../..', import.meta.url)));
  const routes: RouteOptions[] = [];
  const sql = new SqlLog();
  const app = await buildApp({
    ...(testDatabase ? { databaseUrl: testDatabase.url } : { dataDir: 'memory://' }),
    ...(copied ? { database: copied } : {}),
    seed,
    adminPassword: TEST_ADMIN_PASSWORD,
    onRoute: (route) => routes.push(route),
    queryPlugins: [sql],
    reportDirs,
    signInThrottle,
    uploadDir: uploads,
  }).catch(async (error: unknown) => {
    await copied?.close();
    await folder?.remove();
    await testDatabase?.drop();
    throw error;
  });

  const seconds: FastifyInstance[] = [];

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
    async secondServer(throttle = signInThrottle) {
      const second = await buildApp({
        ...(testDatabase ? { databaseUrl: testDatabase.url } : { database: copied! }),
        seed,
        adminPassword: TEST_ADMIN_PASSWORD,
        signInThrottle: throttle,
        uploadDir: uploads,
      });
      seconds.push(second);
      return second;
    },
    async close() {
      for (const second of seconds) await second.close();
      await app.close();
      // buildApp closes only a database it opened itself.
      await copied?.close();
      await folder?.remove();
      if (ownUploads) await rm(ownUploads, { recursive: true, force: true });
      if (testDatabase) {
        await untilDisconnected(testDatabase.url);
        await testDatabase.drop();
      }
    },
  };
}
