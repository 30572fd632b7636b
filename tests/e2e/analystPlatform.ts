import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const COPIED = ['runtime', 'tools', 'schemas', 'generators', 'docs', 'screens.json', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface DevPlatform {
  /** Root of the throwaway copy of the repository the platform runs from. */
  root: string;
  webUrl: string;
  /** Everything the platform printed, for failure messages. */
  output(): string;
  /** Stops `npm run dev` and removes the copy. */
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `npm run dev` on a throwaway copy of the repository (its own schemas/ and screens.json, a fresh
 * embedded database), so a test can add screen files without touching the real ones.
 */
export async function startDevPlatform(options: { serverPort: number; webPort: number; adminPassword: string }): Promise<DevPlatform> {
  const root = mkdtempSync(join(tmpdir(), 'analyst-e2e-'));
  for (const entry of COPIED) cpSync(join(repoRoot, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  let output = '';
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['tools/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.serverPort),
      WEB_PORT: String(options.webPort),
      DATA_DIR: join(root, 'data'),
      DATABASE_URL: '',
      ADMIN_PASSWORD: options.adminPassword,
      VITE_CACHE_DIR: join(root, '.vite'),
    },
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => rmSync(root, { recursive: true, force: true }));
  try {
    await waitFor(`http://127.0.0.1:${options.serverPort}/api/health`, child, 120_000);
    await waitFor(webUrl, child, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { root, webUrl, output: () => output, stop };
}
