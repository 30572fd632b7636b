import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { currentTimestamp } from '../db/clock';
import type { Reading } from './readingBatch';
import { READING_TABLE } from './readingTable';

/** Longest window a chart may ask for: a week per minute is 10,080 points. */
export const MAX_CHART_HOURS = 24 * 7;

// Every read names the device's project: the key is (project_id, device_id, time), so the device's
// range of the key is read, and under Citus the read goes to the project's shard alone.
// The column is qualified (r.time) everywhere: a bare `time` in ORDER BY would name the output
// column, the to_char text, and PostgreSQL would sort every reading of the device by it.

/** The device's latest reading, or null before its first upload. */
export async function latestReading(db: AppDb, projectId: string | null, deviceId: string): Promise<Reading | null> {
  const result = await sql<Reading>`select to_char(r.time, 'YYYY-MM-DD HH24:MI:SS') as time, r.metrics from ${sql.table(READING_TABLE)} r
      where r.project_id = ${projectId} and r.device_id = ${deviceId} order by r.time desc limit 1`.execute(db);
  return result.rows[0] ?? null;
}

/** The device's readings since a time, oldest first (the last hour of one device). */
export async function readingsSince(db: AppDb, projectId: string | null, deviceId: string, since: string): Promise<Reading[]> {
  const result = await sql<Reading>`select to_char(r.time, 'YYYY-MM-DD HH24:MI:SS') as time, r.metrics from ${sql.table(READING_TABLE)} r
      where r.project_id = ${projectId} and r.device_id = ${deviceId} and r.time >= ${since}::timestamp order by r.time`.execute(db);
  return result.rows;
}

/**
 * One point a minute over the last `hours`: the last reading of each minute, stamped with the
 * minute. Both ends bound `time`, so PostgreSQL reads only the partitions and the index range of
 * the window.
 */
export async function perMinute(db: AppDb, projectId: string | null, deviceId: string, hours: number, now: Date = new Date()): Promise<Reading[]> {
  const since = currentTimestamp(new Date(now.getTime() - hours * 3_600_000));
  const result = await sql<Reading>`select distinct on (date_trunc('minute', r.time))
        to_char(date_trunc('minute', r.time), 'YYYY-MM-DD HH24:MI') as time, r.metrics
      from ${sql.table(READING_TABLE)} r
      where r.project_id = ${projectId} and r.device_id = ${deviceId} and r.time >= ${since}::timestamp and r.time <= ${currentTimestamp(now)}::timestamp
      order by date_trunc('minute', r.time), r.time desc`.execute(db);
  return result.rows;
}
