import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names are made by the tests from letters, digits and underscores only; anything else is a mistake. */
function identifier(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
  return name;
}

/** Creates database `name` (a copy of `template` when given) and returns its URL. */
export async function createDatabaseOn(serverUrl: string, name: string, template?: string): Promise<string> {
  const copy = template ? ` template ${identifier(template)}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${identifier(name)}${copy}`));
  return databaseUrl(serverUrl, name);
}

/** Drops database `name`, closing any connection left open. */
export async function dropDatabaseOn(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${identifier(name)} with (force)`));
}

/**
 * Waits until nobody holds a session on the database of `url` any more. pg's pool resolves `end()` before
 * its clients have disconnected; dropping the database `with (force)` at that moment kills them
 * mid-goodbye and the pool raises the error as an uncaught exception, and a template cannot be copied
 * while it has a session.
 */
export async function untilDisconnected(url: string, serverUrl = process.env.DATABASE_URL): Promise<void> {
  const database = new URL(url).pathname.slice(1);
  await withAdminClient(serverUrl ?? url, async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database]);
      if (Number(rows[0].n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

/**
 * A fresh database `t_<random>` on the PostgreSQL server of DATABASE_URL, for one test file, empty or a
 * copy of `template`; `drop()` removes it (closing any connection left open). Null when DATABASE_URL is not set.
 */
export async function withTestDatabaseUrl(serverUrl = process.env.DATABASE_URL, template?: string): Promise<TestDatabase | null> {
  if (!serverUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = await createDatabaseOn(serverUrl, name, template);
  return { url, drop: () => dropDatabaseOn(serverUrl, name) };
}
