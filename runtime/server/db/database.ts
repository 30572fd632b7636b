import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabasePoolStats } from '../../core/monitor/monitor.types';
import type { AppDb, DB } from './dbTypes';
import { PGliteDialect } from './pgliteDialect';
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
  /** Connections now: for the monitoring page. */
  poolStats(): DatabasePoolStats;
  close(): Promise<void>;
}

const POOL_SIZE = 10;

/** pg's parsers, with ours for dates, timestamps and numerics (per pool, not process-wide). */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const parser = VALUE_PARSERS[oid] as ((raw: string) => unknown) | undefined;
    return parser && format !== 'binary' ? parser : pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, types: pgTypes });
  // An idle connection the server drops (restart, terminated backend) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL 空闲连接异常：${error.message}`));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const poolStats = () => ({ max: POOL_SIZE, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', poolStats, close: () => db.destroy() };
}

async function openPGlite(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create({ dataDir, parsers: VALUE_PARSERS });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
  const poolStats = () => ({ max: 1, total: 1, idle: dialect.mutex.locked ? 0 : 1, waiting: dialect.mutex.waiting });
  return { db, kind: 'pglite', poolStats, close: () => db.destroy() };
}

/** Opens the platform database: PostgreSQL when a URL is given, else embedded PGlite. */
export function createDatabase({ databaseUrl, dataDir = './data' }: DatabaseOptions = {}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPGlite(dataDir);
}
