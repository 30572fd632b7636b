import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
/** initdb refuses to run as root; Debian's packages create this user to own clusters. */
const CLUSTER_OWNER = 'postgres';

/** The newest Debian PostgreSQL bin folder holding initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((version) => ['initdb', 'pg_ctl'].every((tool) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, 'bin', tool))))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(DEBIAN_POSTGRES_ROOT, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayCluster {
  url: string;
  /** Fast shutdown: open sessions are ended with 57P01, as on a restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, with trust
 * auth: a test may stop and start it without touching the machine's server. As root (CI), the
 * tools run as the `postgres` user, which owns the folder.
 */
export async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'pg-outage-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', CLUSTER_OWNER]);
    const { stdout: group } = await run('id', ['-g', CLUSTER_OWNER]);
    chownSync(folder, Number(stdout), Number(group));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', CLUSTER_OWNER, '--', path.join(binDir, name), ...args]) : run(path.join(binDir, name), args);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => tool('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'server.log'), '-w', ...args]);

  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  await pgCtl('-o', serverOptions, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('-m', 'fast', 'stop').then(() => undefined),
    start: () => pgCtl('-o', serverOptions, 'start').then(() => undefined),
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
