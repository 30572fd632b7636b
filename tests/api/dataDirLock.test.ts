import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from '../../runtime/server/db/dataDirLock';
import { createDatabase, type Database } from '../../runtime/server/db/database';

const run = promisify(execFile);
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx');

/** `tsx tools/migrate.ts --dry-run` on a data folder: exit code and what it printed. */
async function migrateDryRun(dataDir: string): Promise<{ code: number; stderr: string }> {
  return run(TSX, ['tools/migrate.ts', '--dry-run'], { cwd: REPOSITORY_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

/** Another process that takes the folder's lock as `npm start` would, and keeps it until killed. */
async function lockingProcess(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from './runtime/server/db/dataDirLock.ts'; lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  // One process (node with tsx's loader), not the tsx wrapper that would run the script in a child of its own.
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, npm_lifecycle_event: 'start', npm_command: 'start' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  return child;
}

/** The pid of a process that has ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

describe('the PGlite data folder lock', () => {
  let dataDir: string;
  let server: Database | null;
  const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);
  const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; host: string; command: string };
  const closeServer = async () => {
    await server?.close();
    server = null;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    server = await createDatabase({ dataDir });
  });
  afterAll(async () => {
    await closeServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records who holds the folder, and refuses a second opener in the same process', async () => {
    expect(holder()).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(createDatabase({ dataDir })).rejects.toThrow(`数据目录 ${dataDir} 正被进程 ${process.pid}（${holder().command}）使用，请先停止它`);
  });

  it('refuses a migration dry run from another process while the server holds the folder', async () => {
    const before = readFileSync(lockFile(), 'utf8');
    const refused = await migrateDryRun(dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n').at(-1)).toBe(`数据目录 ${dataDir} 正被进程 ${process.pid}（${holder().command}）使用，请先停止它`);
    expect(readFileSync(lockFile(), 'utf8')).toBe(before);
  });

  it('releases the folder on close', async () => {
    await closeServer();
    expect(existsSync(lockFile())).toBe(false);
  });

  // The server's PGlite is opened once (slow on a busy machine); the takeovers below take the lock alone.
  it('refuses while another process holds the folder, naming it, and takes the lock over once that process has died', async () => {
    const other = await lockingProcess(dataDir);
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow(`数据目录 ${dataDir} 正被进程 ${other.pid}（npm start）使用，请先停止它`);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    expect(holder().pid).toBe(other.pid);
    const lock = lockDataDir(dataDir);
    expect(holder().pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock whose process has ended, and refuses one held on another host', async () => {
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: deadPid(), host: hostname(), command: 'npm start', startedAt: new Date().toISOString(), processStart: null }),
    );
    lockDataDir(dataDir).release();
    writeFileSync(lockFile(), JSON.stringify({ pid: 4242, host: 'build-02', command: 'npm start', startedAt: new Date().toISOString(), processStart: null }));
    await expect(createDatabase({ dataDir })).rejects.toThrow(`数据目录 ${dataDir} 正被主机 build-02 上的进程 4242（npm start）使用，请先停止它`);
  });
});
