/**
 * `npm run bench:start`: how long a person waits for `npm start` (tools/start.ts) to answer.
 * - First start with seeding, on an empty data folder, three times, against the goal of 30 s.
 * - Restart on the seeded folder, web app built, three times interleaved with the baseline: a
 *   bare Fastify process opening the same PGlite data (bareServer.ts); goal ≤ 1.5× the baseline.
 * Each start is timed from spawning the process to its first answer to GET /. The web app is
 * built once first (or BENCH_WEB_DIST is used), so no start builds it. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startServerProcess } from './serverProcess';
import { formatSpread, spread } from './spread';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const RUNS = 3;
const FIRST_START_GOAL_S = 30;
const RESTART_GOAL_RATIO = 1.5;
const PRODUCT_ENV = { ADMIN_PASSWORD: 'Bench@Start2026', SEED: 'demo' };

function webDist(): { dir: string; built: boolean } {
  const given = process.env.BENCH_WEB_DIST;
  if (given && existsSync(path.join(given, 'index.html'))) return { dir: path.resolve(given), built: false };
  const dir = mkdtempSync(path.join(tmpdir(), 'start-bench-dist-'));
  console.error('构建前端（vite build）…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: dir } });
  if (build.status !== 0) throw new Error('vite build failed');
  return { dir, built: true };
}

/** Starts a script on DATA_DIR, answers the time to its first answer, and stops it. */
async function timeStart(script: string, env: Record<string, string>): Promise<number> {
  const server = await startServerProcess(script, PORT, env);
  await server.stop();
  return server.startMs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const web = webDist();
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'start-bench-data-'));
    folders.push(folder);
    return folder;
  };
  try {
    const firstStarts: number[] = [];
    let seeded = '';
    for (let run = 0; run < RUNS; run++) {
      seeded = newFolder();
      firstStarts.push(await timeStart('tools/start.ts', { ...PRODUCT_ENV, DATA_DIR: seeded, WEB_DIST_DIR: web.dir }));
      console.error(`首次启动 ${run + 1}: ${seconds(firstStarts[run])}`);
    }
    const restarts: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      restarts.push(await timeStart('tools/start.ts', { ...PRODUCT_ENV, DATA_DIR: seeded, WEB_DIST_DIR: web.dir }));
      bare.push(await timeStart('tools/bench/bareServer.ts', { DATA_DIR: seeded }));
      console.error(`重启 ${run + 1}: ${seconds(restarts[run])}，基线 ${seconds(bare[run])}`);
    }
    const ratio = spread(restarts.map((ms, run) => ms / bare[run]));
    const firstMedian = spread(firstStarts).median / 1000;
    console.log(`启动时间（${RUNS} 次，min / median / max，到第一个应答）`);
    console.log(
      `首次启动（含演示数据）        ${formatSpread(spread(firstStarts), seconds)}（目标 ≤ ${FIRST_START_GOAL_S} s，中位数${firstMedian <= FIRST_START_GOAL_S ? '达标' : '未达标'}）`,
    );
    console.log(`重启（已有数据，前端已构建）    ${formatSpread(spread(restarts), seconds)}`);
    console.log(`基线：Fastify + PGlite 同一数据 ${formatSpread(spread(bare), seconds)}`);
    console.log(
      `重启 / 基线                   ${formatSpread(ratio, (value) => `${value.toFixed(2)}×`)}（目标 ≤ ${RESTART_GOAL_RATIO}×，中位数${ratio.median <= RESTART_GOAL_RATIO ? '达标' : '未达标'}）`,
    );
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    if (web.built) rmSync(web.dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
