/**
 * `npm run dev`: the server (PORT, default 3000) and the web app with hot reload (WEB_PORT,
 * default 5173, proxying /api). Saving a screen file or screens.json lints the project and, when
 * clean, rebuilds the server from the files (new routes, additive table changes, permissions);
 * the open page learns the outcome through Vite's HMR channel (event `screens:status`).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createServer } from 'vite';
import { ReloadingServer, type ReloadOutcome } from '../runtime/server/screens/reload';
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

let status: ReloadOutcome & { catalogueChanged: boolean; files: string[] } = { ok: true, problems: [], catalogueChanged: false, files: [] };

const vite = await createServer({
  configFile: path.join(rootDir, 'vite.config.ts'),
  root: path.join(rootDir, 'runtime/web'),
  cacheDir: process.env.VITE_CACHE_DIR,
  server: { port: webPort, strictPort: true, host, proxy: { '/api': { target: `http://${host}:${port}`, changeOrigin: true, ws: true } } },
  plugins: [
    {
      name: 'screen-status',
      configureServer(devServer) {
        // The page asks on load: a broken file saved before it opened still shows as broken.
        devServer.middlewares.use('/__screens/status', (_request, response) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(status));
        });
      },
    },
  ],
});
await vite.listen();

// A screens.json change refused by the server stays pending until a save is accepted, so the page
// still reloads its menus when the fix is in another file (e.g. the screen file the catalogue names).
let cataloguePending = false;
const stopWatching = watchScreenFiles(rootDir, async (change) => {
  const started = Date.now();
  const outcome = await server.reloadScreens();
  const catalogueChanged = cataloguePending || change.catalogueChanged;
  cataloguePending = catalogueChanged && !outcome.ok;
  status = { ...outcome, ...change, catalogueChanged };
  vite.ws.send({ type: 'custom', event: 'screens:status', data: status });
  if (outcome.ok) console.log(`已重新加载页面文件（${change.files.join('、')}），用时 ${Date.now() - started} ms`);
  else console.error(`页面文件有问题，服务器继续使用上一个正确版本：\n${outcome.problems.join('\n')}`);
});

console.log(`\n开发模式：前端 http://${host}:${webPort}（热更新），服务器 http://${host}:${port}；保存 schemas/ 或 screens.json 即生效。\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopWatching();
    Promise.all([vite.close(), server.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
