import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DatabasePoolStats } from '../../core/monitor/monitor.types';
import { PGliteChangeFeed, type ChangeFeed } from './changeFeed';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import type { AppDb, DB } from './dbTypes';
import { PGliteDialect } from './pgliteDialect';
import { PostgresChangeFeed, type PgDriver } from './postgresChangeFeed';
import { VALUE_PARSERS } from './typeParsers';

export interface DatabaseOptions {
  /** `postgres://…`: use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** PGlite data directory (default `./data`); `memory://` keeps everything in memory. */
  dataDir?: string;
}

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Notifications of committed changes, from this process and every other on the same database. */
  changes: ChangeFeed;
  /** Connections now: for the monitoring page. */
  poolStats(): DatabasePoolStats;
  /** The embedded database itself (PGlite only): for benchmarks that measure against PGlite's own query API. */
  pglite?: PGlite;
  close(): Promise<void>;
}

const POOL_SIZE = 10;

/** pg's parsers, with ours for dates, timestamps and numerics (per pool, not process-wide). */
function pgTypes(driver: PgDriver): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      const parser = VALUE_PARSERS[oid] as ((raw: string) => unknown) | undefined;
      return parser && format !== 'binary' ? parser : driver.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** How long a checkout waits for a new connection before the request answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

function warnConnectionLost(error: Error): void {
  console.warn(`PostgreSQL 连接已断开：${error.message}`);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // Loaded here only: a start on PGlite does not pay for the driver (a tenth of a second).
  const { default: driver } = await import('pg');
  const pool = new driver.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    types: pgTypes(driver),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A restart or a terminated backend (57P01) makes pg emit 'error' on the client, and with no
  // listener that ends the process. The pool listens only while a client is idle, so each client
  // gets a listener of its own that also covers the time it is checked out (between the
  // statements of a transaction). The failed query rejects as usual (the request answers 503),
  // the pool discards the dead client on release, and the next checkout connects anew.
  pool.on('connect', (client) => client.on('error', warnConnectionLost));
  // The pool re-emits an idle client's error, which the client's listener has already reported.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const poolStats = () => ({ max: POOL_SIZE, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const changes = new PostgresChangeFeed(driver, databaseUrl);
  const close = async () => {
    await changes.close();
    await db.destroy();
  };
  return { db, kind: 'postgres', changes, poolStats, close };
}

/** The folder PGlite keeps its files in, as PGlite reads `dataDir`; null for in-memory and browser stores. */
function dataFolderOf(dataDir: string): string | null {
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length);
  return /^[a-z0-9-]+:\/\//i.test(dataDir) ? null : dataDir;
}

async function openPGlite(dataDir: string): Promise<Database> {
  const folder = dataFolderOf(dataDir);
  // Before PGlite touches the files: one process at a time (see dataDirLock).
  const lock: DataDirLock | null = folder ? lockDataDir(folder) : null;
  let pglite: PGlite;
  try {
    // pg_trgm: the trigram indexes of contains search (migrateScreens creates the extension).
    pglite = await PGlite.create({ dataDir, parsers: VALUE_PARSERS, extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
  const poolStats = () => ({ max: 1, total: 1, idle: dialect.mutex.locked ? 0 : 1, waiting: dialect.mutex.waiting });
  const changes = new PGliteChangeFeed(pglite, db);
  const close = async () => {
    try {
      await changes.close();
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  return { db, kind: 'pglite', changes, poolStats, close, pglite };
}

/** Opens the platform database: PostgreSQL when a URL is given, else embedded PGlite. */
export function createDatabase({ databaseUrl, dataDir = './data' }: DatabaseOptions = {}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPGlite(dataDir);
}
