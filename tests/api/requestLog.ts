import { sql } from 'kysely';
import type { AppDb } from '../../runtime/server/db/dbTypes';

/** How many rows the operation log (sys_log) holds for requests to a URL. */
export async function loggedRequests(db: AppDb, url: string): Promise<number> {
  return Number((await sql<{ n: string }>`select count(*) as n from sys_log where request_url = ${url}`.execute(db)).rows[0].n);
}
