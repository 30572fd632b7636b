/**
 * `npm run bench:excel-import [-- rows]`: imports a 班组管理 file of 50,000 rows (or `rows`)
 * through the real route (/api/labour/team/importExcel) of a server on an in-memory database,
 * and prints the time taken (wall clock, and the CPU time of this process, database included,
 * which stays comparable on a busy machine), the peak resident memory of the process before
 * and after the import, and the file's size. Not part of `npm test` (tests/api/excelImportLarge.test.ts
 * checks the same import without timing it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../runtime/server/app';
import { authDb } from '../../runtime/server/auth/authDb';
import { multipartForm } from '../../tests/api/multipartForm';
import { PROJECT_NAMES } from '../../tests/fixtures/testAccounts';
import { writeTeamWorkbook } from '../../tests/fixtures/teamWorkbook';

const ROWS = Number(process.argv[2] ?? 50_000);
/** Progress on stderr, so a slow phase on a busy machine shows where it is. */
const step = (what: string) => console.error(`[${(performance.now() / 1000).toFixed(1)} s] ${what}`);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
/** Peak resident set size of this process so far (maxRSS is in KiB). */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'excel-import-bench-'));
  const adminPassword = `Bench@${randomBytes(6).toString('hex')}`;
  step('启动服务（内存数据库，演示数据）');
  const app = await buildApp({ dataDir: 'memory://', seed: 'demo', adminPassword });
  try {
    const file = path.join(dir, 'teams.xlsx');
    step('生成导入文件');
    await writeTeamWorkbook(file, ROWS);
    const login = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: adminPassword } });
    const token = (login.json() as { result: { token: string } }).result.token;
    const project = await authDb(app.db).selectFrom('sys_depart').select('id').where('depart_name', '=', PROJECT_NAMES[0]).executeTakeFirstOrThrow();
    const form = multipartForm({}, [{ field: 'file', fileName: '班组.xlsx', content: await readFile(file) }]);
    step('导入');
    const before = peakRss();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({
      method: 'POST',
      url: '/api/labour/team/importExcel',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': token, projectId: project.id },
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const answer = response.json() as { success: boolean; message: string };
    console.log(`Excel 导入性能测试（班组管理，${ROWS.toLocaleString('en-US')} 行，内存数据库）`);
    console.log(`文件大小        ${mib((await stat(file)).size)}`);
    console.log(`结果            ${answer.success ? '成功' : '失败'}：${answer.message}`);
    console.log(`用时            ${seconds.toFixed(1)} s（${Math.round(ROWS / seconds)} 行/秒）`);
    console.log(`CPU 用时        ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
    console.log(`峰值内存 RSS    导入前 ${mib(before)}，导入后 ${mib(peakRss())}（含内存数据库）`);
    if (!answer.success) process.exitCode = 1;
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
