import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { AppDb, DB } from '../db/dbTypes';

/** One counter per route and client address: requests since `resets_at` minus the window. */
type RateLimitTables = { sys_rate_limit: { rate_key: string; hits: number; resets_at: Date } };
type RateLimitDb = Kysely<DB & RateLimitTables>;

/** Windows that ended this long ago are swept, at most once per this long by each process. */
const SWEEP_MS = 60_000;

/** Creates the counter table when missing (safe on every start). */
export async function createRateLimitTable(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_rate_limit')
    .ifNotExists()
    .addColumn('rate_key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('resets_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/**
 * Counts one request of `key` in its fixed window in one upsert on the database clock, so every
 * server process behind the balancer counts into the same row: a window that ended starts over
 * at 1. Resolves with the count and the milliseconds left in the window.
 */
export async function countRequest(db: AppDb, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const rdb: RateLimitDb = db.withTables<RateLimitTables>();
  const windowEnd = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql<boolean>`sys_rate_limit.resets_at <= now()`;
  const row = await rdb
    .insertInto('sys_rate_limit')
    .values({ rate_key: key, hits: 1, resets_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column('rate_key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else sys_rate_limit.hits + 1 end`,
        resets_at: sql<Date>`case when ${ended} then ${windowEnd} else sys_rate_limit.resets_at end`,
      }),
    )
    .returning(['hits', sql<number>`ceil(extract(epoch from resets_at - now()) * 1000)::float8`.as('ttl')])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
}

/** What the plugin hands `child`: the merged limits with the route they guard (its typings say otherwise). */
interface ChildOptions {
  routeInfo: { method?: string | string[]; url?: string };
}

/** Deletes the counters of windows that ended a while ago, at most once per SWEEP_MS in this process. */
class Sweeper {
  private sweptAt = 0;
  constructor(private readonly db: AppDb) {}

  async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = Date.now();
    await this.db
      .withTables<RateLimitTables>()
      .deleteFrom('sys_rate_limit')
      .where('resets_at', '<', sql<Date>`now() - make_interval(secs => ${SWEEP_MS / 1000})`)
      .execute();
  }
}

/** A store of one route's counters (`prefix` names the route; '' for the plugin's root store). */
class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: AppDb,
    private readonly sweeper: Sweeper,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.sweeper
      .sweep()
      .then(() => countRequest(this.db, `${this.prefix}${key}`, timeWindow))
      .then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
  }

  child(options: unknown): FastifyRateLimitStore {
    const { method = '', url = '' } = (options as ChildOptions).routeInfo;
    return new SharedRateLimitStore(this.db, this.sweeper, `${String(method)} ${url} `);
  }
}

/**
 * The rate-limit plugin's store over `sys_rate_limit` (the plugin's own keeps counts in each
 * process, so N servers would allow N times the limit). Each rate-limited route counts apart.
 */
export function sharedRateLimitStore(db: AppDb): FastifyRateLimitStoreCtor {
  const sweeper = new Sweeper(db);
  return class extends SharedRateLimitStore {
    constructor() {
      super(db, sweeper, '');
    }
  };
}
