/**
 * `npm run bench:excel [-- rows]`: Excel import and export of 花名册 through the running server
 * against exceljs alone, on PGlite (in memory) and, when DATABASE_URL is set, on a fresh
 * PostgreSQL database. Import: a roster file of 50,000 rows (or `rows`; 16 columns, seven of them
 * dictionary labels, a unique ID number) posted to /api/labour/worker/importExcel, against reading
 * the same file with exceljs's streaming reader. Export: the same rows from
 * /api/labour/worker/exportXls over HTTP, against exceljs's streaming writer writing the same rows
 * (same columns, same cell values). Three runs of each, interleaved; min / median / max and the
 * ratio of the medians against the goals of issue 12. Not part of `npm test`.
 */
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../runtime/server/app';
import { authDb } from '../../runtime/server/auth/authDb';
import { excelFields } from '../../runtime/server/excel/excelFields';
import { multipartForm } from '../../tests/api/multipartForm';
import { withTestDatabaseUrl } from '../../tests/api/pgTestDatabase';
import { PROJECT_NAMES } from '../../tests/fixtures/testAccounts';
import { WORKER_FULL_HEADER, fullWorkerRow, writeWorkerWorkbook } from '../../tests/fixtures/workerWorkbook';

const ROWS = Number(process.argv[2] ?? 50_000);
const RUNS = 3;
const GOALS = { import: 5, export: 3 } as const;

/** Progress on stderr, so a slow phase on a busy machine shows where it is. */
const step = (what: string) => console.error(`[${(performance.now() / 1000).toFixed(1)} s] ${what}`);

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** A stream that drops what it is given, as a fast client would. */
const sink = () =>
  new Writable({
    write: (_chunk, _encoding, done) => done(),
  });

/** Baseline of the import: every cell of the file through exceljs's streaming reader. */
async function readWithExceljs(file: string): Promise<void> {
  let cells = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) for await (const row of sheet) row.eachCell(() => (cells += 1));
  if (cells < ROWS) throw new Error(`read only ${cells} cells`);
}

/** Baseline of the export: the exported columns with the rows' values (labels, as the export writes them), streamed by exceljs. */
async function writeWithExceljs(titles: string[], file: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink(), useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('花名册');
  sheet.columns = titles.map((title) => ({ header: title, key: title, width: Math.max(12, title.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let n = 1; n <= ROWS; n += 1) {
    const cells = fullWorkerRow(file, n);
    sheet.addRow(Object.fromEntries(titles.map((title) => [title, cells[WORKER_FULL_HEADER.indexOf(title)] ?? null]))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

interface Session {
  app: FastifyInstance;
  headers: Record<string, string>;
  baseUrl: string;
}

async function importWithProduct({ app, headers }: Session, file: string): Promise<void> {
  const form = multipartForm({}, [{ field: 'file', fileName: '花名册.xlsx', content: await readFile(file) }]);
  const response = await app.inject({ method: 'POST', url: '/api/labour/worker/importExcel', payload: form.payload, headers: { ...form.headers, ...headers } });
  const answer = response.json<{ success: boolean; message: string }>();
  if (!answer.success || !answer.message.endsWith(`：${ROWS}`)) throw new Error(`import failed: ${answer.message}`);
}

/** The export of one file's rows (its ID numbers start alike), read over HTTP and dropped. */
function exportWithProduct({ baseUrl, headers }: Session, file: number): Promise<void> {
  const url = `${baseUrl}/api/labour/worker/exportXls?idCode=${encodeURIComponent(`41${file}*`)}`;
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
      response.pipe(sink()).on('finish', resolve).on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

interface Figures {
  importMs: number[];
  readMs: number[];
  exportMs: number[];
  writeMs: number[];
}

async function measure(name: string, options: { databaseUrl?: string; dataDir?: string }, dir: string): Promise<Figures> {
  const adminPassword = `Bench@${randomBytes(6).toString('hex')}`;
  step(`${name}：启动服务（演示数据）`);
  const app = await buildApp({ ...options, seed: 'demo', adminPassword });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: adminPassword } });
    const token = login.json<{ result: { token: string } }>().result.token;
    const project = await authDb(app.db).selectFrom('sys_depart').select('id').where('depart_name', '=', PROJECT_NAMES[0]).executeTakeFirstOrThrow();
    const session: Session = {
      app,
      headers: { 'x-access-token': token, projectId: project.id },
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    };
    const titles = excelFields(app.screens.screens.get('labour.worker')!, 'export').map((field) => field.title);
    const figures: Figures = { importMs: [], readMs: [], exportMs: [], writeMs: [] };
    for (let run = 1; run <= RUNS; run += 1) {
      const file = path.join(dir, `workers-${run}.xlsx`);
      step(`${name}：第 ${run} 轮 导入 / 读取`);
      figures.readMs.push(await seconds(() => readWithExceljs(file)));
      figures.importMs.push(await seconds(() => importWithProduct(session, file)));
    }
    for (let run = 1; run <= RUNS; run += 1) {
      step(`${name}：第 ${run} 轮 导出 / 写出`);
      figures.writeMs.push(await seconds(() => writeWithExceljs(titles, run)));
      figures.exportMs.push(await seconds(() => exportWithProduct(session, run)));
    }
    return figures;
  } finally {
    await app.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0].toFixed(1)} / ${median(values).toFixed(1)} / ${sorted[sorted.length - 1].toFixed(1)} s`;
};

function report(name: string, figures: Figures): string[] {
  const importRatio = median(figures.importMs) / median(figures.readMs);
  const exportRatio = median(figures.exportMs) / median(figures.writeMs);
  const verdict = (ratio: number, goal: number) => `${ratio.toFixed(2)}×，目标 ≤ ${goal}×：${ratio <= goal ? '达标' : '未达标'}`;
  return [
    `${name}（${ROWS.toLocaleString('en-US')} 行，${RUNS} 轮，最小 / 中位数 / 最大）`,
    `  导入 /api/labour/worker/importExcel   ${spread(figures.importMs)}`,
    `  exceljs 流式读取同一文件              ${spread(figures.readMs)}`,
    `  导入比值                              ${verdict(importRatio, GOALS.import)}`,
    `  导出 /api/labour/worker/exportXls     ${spread(figures.exportMs)}`,
    `  exceljs 流式写出同样的行              ${spread(figures.writeMs)}`,
    `  导出比值                              ${verdict(exportRatio, GOALS.export)}`,
  ];
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'excel-bench-'));
  try {
    step('生成导入文件');
    for (let run = 1; run <= RUNS; run += 1) await writeWorkerWorkbook(path.join(dir, `workers-${run}.xlsx`), run, ROWS);
    const lines = ['Excel 导入导出性能测试（花名册，产品 vs exceljs 流式基线）', ...report('PGlite', await measure('PGlite', { dataDir: 'memory://' }, dir))];
    const database = await withTestDatabaseUrl();
    if (database) {
      try {
        lines.push(...report('PostgreSQL', await measure('PostgreSQL', { databaseUrl: database.url }, dir)));
      } finally {
        await database.drop();
      }
    }
    console.log(lines.join('\n'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
