/**
 * `npm start`: before a web build, dry-runs the screen migration on the existing database so a
 * refused table change stops the start at once (tools/migrate/startSteps.ts decides the order);
 * builds the web app when dist/ is missing or older than its sources, compiles the
 * server (runtime/server/main.ts) into one JavaScript file when that is missing or older than its
 * sources, and runs it in a plain node process. Not under tsx: its module hooks see every import
 * of the server's dependencies and made a restart take seconds longer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { databaseExists, startSteps } from './migrate/startSteps';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist');
const builtIndex = path.join(webDir, 'index.html');
const WEB_SOURCES = ['runtime/web', 'runtime/core', 'schemas', 'screens.json', 'vite.config.ts', 'tools/build'];
const serverBundle = path.join(root, '.server-build', 'main.mjs');
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

const steps = startSteps({
  webStale: isStale(builtIndex, WEB_SOURCES),
  serverStale: isStale(serverBundle, SERVER_SOURCES),
  databaseExists: databaseExists(process.env, process.cwd()),
});

if (steps.includes('check-migrations')) {
  console.log('正在检查表结构变更（构建前端之前）…');
  // A child process: the embedded database is opened, checked and closed before the server opens it.
  const check = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(root, 'tools/migrate/check.ts')], {
    cwd: process.cwd(),
    stdio: 'inherit',
  });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

if (steps.includes('build-web')) {
  console.log('正在构建前端（vite build）…');
  const webBuild = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (webBuild.status !== 0) {
    console.error('前端构建失败，请查看上面的错误信息。');
    process.exit(webBuild.status ?? 1);
  }
}

if (steps.includes('build-server')) {
  await build({
    entryPoints: [path.join(root, 'runtime/server/main.ts')],
    outfile: serverBundle,
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

// The server stops itself on SIGINT / SIGTERM; this process passes them on and ends with it.
const server = spawn(process.execPath, [serverBundle], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// `npm start -- --simulate`: gate devices post passes of the demo workers (tools/simulate).
if (process.argv.includes('--simulate')) {
  const { simulateAlongside } = await import('./simulate/alongsideServer');
  void simulateAlongside(`http://127.0.0.1:${process.env.PORT ?? 3000}`);
}
