import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';

/**
 * The time series of every device screen: one row per device and time, the metrics as jsonb (so a
 * new metric in a screen file needs no migration), partitioned by month so that a day's chart
 * reads one partition and old months can be detached whole. The primary key (project, device,
 * time) makes a resent reading a no-op and serves "the last hour of one device" (read with its
 * project) as an index range scan; it leads with project_id, the distribution key under Citus,
 * which refuses a unique key without it. A device's readings all carry its current project
 * (`moveDevice` moves them with it), so the key is as idempotent as (device, time).
 */
export const READING_TABLE = 'dev_reading';
/** Months created ahead at start, so the first upload of a month never waits for DDL. */
const MONTHS_AHEAD = 2;

/** `YYYY-MM` of a local timestamp text or a date. */
export const monthOf = (time: string | Date): string =>
  typeof time === 'string' ? time.slice(0, 7) : `${time.getFullYear()}-${String(time.getMonth() + 1).padStart(2, '0')}`;

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The partition of the readings of `YYYY-MM`. */
const partitionName = (month: string): string => `${READING_TABLE}_${month.replace('-', '')}`;

/** Keeps the month partitions: created once per process, `if not exists` for other instances. */
export class ReadingPartitions {
  private readonly made = new Set<string>();

  constructor(private readonly db: AppDb) {}

  /**
   * Creates the partitioned table and this month's and the next MONTHS_AHEAD months' partitions,
   * those missing only: a restart finds them all with one catalog read, where a `create … if not
   * exists` each cost PGlite milliseconds of every start.
   */
  async createTable(now: Date = new Date()): Promise<void> {
    const months = [monthOf(now)];
    while (months.length <= MONTHS_AHEAD) months.push(nextMonth(months[months.length - 1]));
    const { rows } = await sql<{ relname: string }>`select relname from pg_class
      where relnamespace = current_schema()::regnamespace and relname in (${sql.join([READING_TABLE, ...months.map(partitionName)])})`.execute(this.db);
    const present = new Set(rows.map((row) => row.relname));
    if (!present.has(READING_TABLE))
      await sql`create table if not exists ${sql.table(READING_TABLE)} (
          device_id text not null,
          time timestamp not null,
          metrics jsonb not null,
          project_id text not null,
          tenant_id text,
          constraint dev_reading_pkey primary key (project_id, device_id, time)
        ) partition by range (time)`.execute(this.db);
    for (const month of months) {
      if (present.has(partitionName(month))) this.made.add(month);
      else await this.ensure(month);
    }
  }

  /** Makes sure the partitions of the months of these times exist (readings from before the server ran, say). */
  async ensureFor(times: readonly string[]): Promise<void> {
    for (const month of new Set(times.map((time) => monthOf(time)))) await this.ensure(month);
  }

  private async ensure(month: string): Promise<void> {
    if (this.made.has(month)) return;
    await sql`create table if not exists ${sql.table(partitionName(month))} partition of ${sql.table(READING_TABLE)}
        for values from (${sql.lit(`${month}-01`)}) to (${sql.lit(`${nextMonth(month)}-01`)})`.execute(this.db);
    this.made.add(month);
  }
}
