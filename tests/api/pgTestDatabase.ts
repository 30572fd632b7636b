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

/**
 * A fresh database `t_<random>` on the PostgreSQL server of DATABASE_URL, for one test file;
 * `drop()` removes it (closing any connection left open). Null when DATABASE_URL is not set.
 */
export async function withTestDatabaseUrl(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase | null> {
  if (!serverUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  // The name is made here from hex digits only, so it is safe as an identifier.
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
