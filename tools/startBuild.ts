/**
 * What `npm start` and `npm run cluster` build before a server runs: the web app (dist/) and the
 * server compiled into one JavaScript file (.server-build/main.mjs), each when missing or older
 * than its sources.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist');
const builtIndex = path.join(webDir, 'index.html');
const WEB_SOURCES = ['runtime/web', 'runtime/core', 'schemas', 'screens.json', 'vite.config.ts', 'tools/build'];
/** The compiled server: run it with `node` (PORT, DATABASE_URL, … from the environment). */
export const SERVER_BUNDLE = path.join(root, '.server-build', 'main.mjs');
const SERVER_SOURCES = ['runtime/server', 'runtime/core', 'package.json'];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function isStale(built: string, sources: string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

export const webStale = (): boolean => isStale(builtIndex, WEB_SOURCES);
export const serverStale = (): boolean => isStale(SERVER_BUNDLE, SERVER_SOURCES);

/** Builds the web app with vite; exits the process with vite's status when it fails. */
export function buildWeb(): void {
  console.log('正在构建前端（vite build）…');
  const webBuild = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (webBuild.status !== 0) {
    console.error('前端构建失败，请查看上面的错误信息。');
    process.exit(webBuild.status ?? 1);
  }
}

/** Compiles runtime/server/main.ts into SERVER_BUNDLE. */
export async function buildServer(): Promise<void> {
  // Loaded only when a build is due: a restart with a current bundle does not need it.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'runtime/server/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The server finds the repository (screens.json, schemas/) from its own file's address.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(root, 'runtime/server/app.ts')).href) },
    logLevel: 'warning',
  });
}
