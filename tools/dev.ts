/**
 * `npm run dev`: the server (PORT, default 3000) and the web app with hot reload (WEB_PORT,
 * default 5173, proxying /api). Saving a screen file, a dictionary file or screens.json lints the
 * project and, when clean, rebuilds the server from the files (new routes, additive table changes,
 * permissions, edited dictionaries); the open page learns the outcome through Vite's HMR channel
 * (event `screens:status`) and fetches the screen files the server now uses from `/__screens/screen/<id>`.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createServer } from 'vite';
import { formatIssue } from '../runtime/server/lint/lintIssue';
import { lintProject } from '../runtime/server/lint/lintProject';
import { ReloadingServer } from '../runtime/server/screens/reload';
import type { ScreenFilesStatus } from '../runtime/web/render/dev/screenFilesStatus';
import { answerScreenFile } from './dev/screenFileEndpoint';
import { watchScreenFiles } from './dev/watchScreens';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;
const port = Number(env('PORT', '3000'));
const webPort = Number(env('WEB_PORT', '5173'));
const host = '127.0.0.1';

const server = await ReloadingServer.start({
  rootDir,
  port,
  host,
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  dataDir: env('DATA_DIR', './data'),
  seed: env('SEED', 'demo') as 'demo' | 'minimal' | 'none',
  adminPassword: process.env.ADMIN_PASSWORD?.trim() || undefined,
  logger: false,
});
if (server.current.seedReport.generatedPassword) console.log(`首次启动，admin 等账号的初始密码：${server.current.seedReport.generatedPassword}`);

// The page asks for it on load, so files already broken at the start show as broken (the lint
// also gets its code compiled here rather than on the first save).
const startProblems = lintProject(rootDir).map(formatIssue);
let status: ScreenFilesStatus = { ok: startProblems.length === 0, problems: startProblems, dicts: [], catalogueChanged: false, files: [] };

const vite = await createServer({
  configFile: path.join(rootDir, 'vite.config.ts'),
  root: path.join(rootDir, 'runtime/web'),
  cacheDir: process.env.VITE_CACHE_DIR,
  // The page fetches its screen files from the server (/__screens/screen) rather than bundling them.
  define: { 'import.meta.env.VITE_SCREEN_FILES_FROM_SERVER': JSON.stringify('true') },
  server: {
    port: webPort,
    strictPort: true,
    host,
    proxy: { '/api': { target: `http://${host}:${port}`, changeOrigin: true, ws: true } },
    // The files the server reloads from reach the page through it alone (below), never ahead of it.
    watch: { ignored: [path.join(rootDir, 'schemas'), path.join(rootDir, 'screens.json')] },
  },
  plugins: [
    {
      name: 'screen-status',
      configureServer(devServer) {
        // The page asks on load: a broken file saved before it opened still shows as broken.
        devServer.middlewares.use('/__screens/status', (_request, response) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(status));
        });
        // The page's screen files under `npm run dev`: the versions the server runs (the last good ones while a save is broken).
        devServer.middlewares.use('/__screens/screen', (request, response) => answerScreenFile(server.current.screens, request, response));
      },
    },
  ],
});
await vite.listen();

/** The web modules made from saved files (screens.json's menu lookup) are rebuilt on the page's next load. */
function forgetWebModules(files: string[]): void {
  const graph = vite.environments.client.moduleGraph;
  for (const file of files) graph.getModulesByFile(path.join(rootDir, file))?.forEach((module) => graph.invalidateModule(module));
}

// A screens.json change refused by the server stays pending until a save is accepted, so the page
// still reloads its menus when the fix is in another file (e.g. the screen file the catalogue names).
let cataloguePending = false;
const stopWatching = watchScreenFiles(rootDir, async (change) => {
  const started = Date.now();
  const outcome = await server.reloadScreens();
  const catalogueChanged = cataloguePending || change.catalogueChanged;
  cataloguePending = catalogueChanged && !outcome.ok;
  status = { ...outcome, ...change, catalogueChanged };
  if (outcome.ok) forgetWebModules(catalogueChanged ? [...change.files, 'screens.json'] : change.files);
  vite.ws.send({ type: 'custom', event: 'screens:status', data: status });
  if (outcome.ok) console.log(`已重新加载页面文件（${change.files.join('、')}），用时 ${Date.now() - started} ms`);
  else console.error(`页面文件有问题，服务器继续使用上一个正确版本：\n${outcome.problems.join('\n')}`);
});

console.log(`\n开发模式：前端 http://${host}:${webPort}（热更新），服务器 http://${host}:${port}；保存 schemas/ 或 screens.json，2 秒内在打开的页面上生效。\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopWatching();
    Promise.all([vite.close(), server.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
