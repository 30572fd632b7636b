/**
 * `npm start`: builds the web app when dist/ is missing or older than its sources, then starts
 * the server (runtime/server/main.ts) in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist');
const builtIndex = path.join(webDir, 'index.html');
const WEB_SOURCES = ['runtime/web', 'runtime/core', 'schemas', 'screens.json', 'vite.config.ts'];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return WEB_SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

if (webBuildIsStale()) {
  console.log('正在构建前端（vite build）…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('前端构建失败，请查看上面的错误信息。');
    process.exit(build.status ?? 1);
  }
}

await import('../runtime/server/main');
