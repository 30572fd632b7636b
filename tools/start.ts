/**
 * `npm start`: before a web build, dry-runs the screen migration on the existing database so a
 * refused table change stops the start at once (tools/migrate/startSteps.ts decides the order);
 * builds the web app when dist/ is missing or older than its sources, compiles the
 * server (runtime/server/main.ts) into one JavaScript file when that is missing or older than its
 * sources, and runs it in a plain node process. Not under tsx: its module hooks see every import
 * of the server's dependencies and made a restart take seconds longer.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseExists, startSteps } from './migrate/startSteps';
import { buildServer, buildWeb, SERVER_BUNDLE, serverStale, webStale } from './startBuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const steps = startSteps({
  webStale: webStale(),
  serverStale: serverStale(),
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

if (steps.includes('build-web')) buildWeb();
if (steps.includes('build-server')) await buildServer();

// The server stops itself on SIGINT / SIGTERM; this process passes them on and ends with it.
const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// `npm start -- --simulate`: gate devices post passes of the demo workers (tools/simulate).
if (process.argv.includes('--simulate')) {
  const { simulateAlongside } = await import('./simulate/alongsideServer');
  void simulateAlongside(`http://127.0.0.1:${process.env.PORT ?? 3000}`);
}
