/**
 * What `npm start` and `npm run cluster` build before a server runs: the web app (dist/) and the
 * server compiled into one JavaScript file (.server-build/main.mjs), each when missing or older
 * than its sources.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'dist');
const builtIndex = path.join(webDir, 'index.html');
const WEB_SOURCES = ['runtime/web', 'runtime/core', 'schemas', 'screens.json', 'vite.config.ts', 'tools/build'];
/** The compiled server: run it with `node` (PORT, DATABASE_URL, … from the environment). */
export const SERVER_BUNDLE = path.join(root, '.server-build', 'main.mjs');
// How the bundle is built is one of its sources too.
const SERVER_SOURCES = ['runtime/server', 'runtime/core', 'package.json', 'tools/startBuild.ts'];

/** Newest modification time under a file or folder (0 when it does not exist): one stat per entry, at every start. */
function newestChange(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(target, { withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, entry.isDirectory() ? newestChange(path.join(target, entry.name)) : statSync(path.join(target, entry.name)).mtimeMs),
    stat.mtimeMs,
  );
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

/**
 * Plain-JavaScript packages compiled into the bundle. Loaded from node_modules they are hundreds of
 * files (Kysely alone is some 400 ES modules) that node resolves and compiles one by one at every start:
 * bundled, a restart answered 0.15–0.2 s sooner. Packages with WebAssembly, native or lazily loaded parts
 * (PGlite, pg, exceljs …) and pino, whose transports start workers from files beside it, stay outside.
 */
const BUNDLED_PACKAGES = [
  'kysely',
  'fastify',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/websocket',
  'ajv',
  'ajv-formats',
  'ajv-i18n',
  'dayjs',
  'ws',
  'helmet',
  'json-source-map',
  'fastest-levenshtein',
];

/** Every package the server may import, except those bundled (and what they import, pino among it). */
function externalPackages(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return names.filter((name) => !BUNDLED_PACKAGES.includes(name)).flatMap((name) => [name, `${name}/*`]);
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
    external: externalPackages(),
    // The bundled CommonJS packages call `require` (for node's own modules and the external packages).
    banner: { js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);" },
    define: {
      // The server finds the repository (screens.json, schemas/) from its own file's address.
      'import.meta.url': JSON.stringify(pathToFileURL(path.join(root, 'runtime/server/app.ts')).href),
      // The build's identity: what a restart's stamped steps planned with this code (runtime/server/db/startStamps.ts).
      __SERVER_BUILD__: JSON.stringify(randomUUID()),
    },
    logLevel: 'warning',
    // A third smaller for node to read at every start; names are kept, so stack traces still name their functions.
    minifyWhitespace: true,
    minifySyntax: true,
  });
}
