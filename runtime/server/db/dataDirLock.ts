/**
 * An exclusive lock on a PGlite data folder. PGlite is PostgreSQL without its postmaster, so
 * nothing stops a second process (a migration, a dry run, a second server) from opening the same
 * files: both then write pages behind each other's back, which lost rows and left folders that
 * would not open. The first opener writes `smartsite.lock` into the folder with O_EXCL; a later
 * one reads who holds it and refuses, or takes the lock over when that process is gone.
 *
 * Why not proper-lockfile: it judges staleness by a modification time its timer keeps fresh, so
 * an event loop busy for longer than its stale period (a large migration) loses the lock, and it
 * records no owner to name in the refusal. The owner's pid (and on Linux its start time, so a
 * reused pid is not taken for the holder) answers "is it still running" exactly on one host.
 * Two processes taking over the same stale lock in the same instant are not told apart.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'smartsite.lock';
/** A lock file still empty or garbled after this long was left by a writer that died mid-write. */
const UNREADABLE_GRACE_MS = 5_000;

interface LockOwner {
  pid: number;
  host: string;
  command: string;
  /** When the lock was taken, for people reading the file. */
  startedAt: string;
  /** The process's start in clock ticks after boot (/proc/<pid>/stat), null off Linux. */
  processStart: string | null;
}

export interface DataDirLock {
  /** Removes the lock file, unless another process has since taken it over. */
  release(): void;
}

/** Lock files held by this process: its own pid in a file it does not hold is a previous run's. */
const heldByThisProcess = new Set<string>();

/** Field 22 of /proc/<pid>/stat: when the process started; null where there is no /proc or no such process. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** How the process was started, as a person would type it: `npm start`, `npm run migrate`, or the script and its arguments. */
function commandOfThisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  // npx sets the lifecycle event too ('npx', with npm_command 'exec'); its script path below says more.
  if (script && process.env.npm_command !== 'exec') return script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`;
  const [entry = '', ...args] = process.argv.slice(1);
  return [path.relative(process.cwd(), entry) || entry, ...args].join(' ').trim() || path.basename(process.execPath);
}

function pidIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Whether the recorded owner still holds the folder; an owner on another host cannot be checked and counts as holding it. */
function ownerIsAlive(owner: LockOwner, file: string): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return heldByThisProcess.has(file);
  if (!pidIsRunning(owner.pid)) return false;
  const start = processStartOf(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

/** Whether an unreadable lock file may still be being written by the process that created it. */
function isRecent(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < UNREADABLE_GRACE_MS;
  } catch {
    return false;
  }
}

function lockedMessage(dataDir: string, owner: LockOwner | null): string {
  if (!owner) return `数据目录 ${dataDir} 正被另一进程使用，请先停止它`;
  const where = owner.host === hostname() ? '' : `主机 ${owner.host} 上的`;
  return `数据目录 ${dataDir} 正被${where}进程 ${owner.pid}（${owner.command}）使用，请先停止它`;
}

/** Creates the lock file with our owner record; false when it already exists. */
function createLockFile(file: string, owner: LockOwner): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(descriptor, JSON.stringify(owner, null, 2));
  } finally {
    closeSync(descriptor);
  }
  return true;
}

/**
 * Takes the lock of a PGlite data folder (created if missing), or throws with a Chinese message
 * naming the process that holds it. A lock whose process has ended is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: commandOfThisProcess(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  };
  // Twice at most: once more after removing a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (createLockFile(file, owner)) {
      heldByThisProcess.add(file);
      return {
        release() {
          if (!heldByThisProcess.delete(file)) return;
          const current = readOwner(file);
          if (current?.pid === owner.pid && current.startedAt === owner.startedAt) rmSync(file, { force: true });
        },
      };
    }
    const holder = readOwner(file);
    if (holder ? ownerIsAlive(holder, file) : isRecent(file)) throw new Error(lockedMessage(dataDir, holder));
    rmSync(file, { force: true });
  }
  throw new Error(lockedMessage(dataDir, readOwner(file)));
}
