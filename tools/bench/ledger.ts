/**
 * `npm run bench:ledger`: the stock ledger (schemas/ledgers/material_stock.json) on PostgreSQL with
 * 1,000,000 posting rows in mat_stock_posting of one project (three warehouses, 200 materials,
 * three years), against the plain list query of the same table (page 1 of 库存流水) in the same run:
 * - a month's ledger of one warehouse (GET /api/ledger/material_stock/balances), goal p95 ≤ 200 ms;
 * - a single issue posting (postBill of a one-row 出库 in its own transaction: the balance's
 *   conditional update and the posting row), goal p95 ≤ 20 ms; and, for information, the whole
 *   审核过账 request of such a bill (flow checks, history, posting, notice).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench
 * creates and drops a database of its own. Prints min / median / max of 3 rounds. Not part of `npm test`.
 */
import { sql } from 'kysely';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { rebuildBalances } from '../../runtime/server/posting/ledgerDrift';
import { postBill } from '../../runtime/server/posting/postingEngine';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { listen, median, projectIdOf, sequentialP95, signIn, spread, step, verdict, withBenchServer } from './serverBench';

const ROWS = 1_000_000;
const MATERIALS = 200;
const DAYS = 1095;
const ROUNDS = 3;
const SAMPLES = 40;
const GOAL_LEDGER_MS = 200;
const GOAL_POSTING_MS = 20;
const WAREHOUSES = ['bench-w1', 'bench-w2', 'bench-w3'];

/** Three warehouses and ROWS postings over three years: two receipts for each issue, issues smaller, so stock stays positive. */
async function fillPostings(db: AppDb, registry: ScreenRegistry, projectId: string): Promise<void> {
  for (const [i, id] of WAREHOUSES.entries())
    await sql`insert into mat_warehouse (id, warehouse_code, warehouse_name, warehouse_type, status, project_id, tenant_id, create_time, version)
      values (${id}, ${`BW${i + 1}`}, ${`基准库${i + 1}`}, '1', '1', ${projectId}, '0', localtimestamp, 0)`.execute(db);
  // Indexes are built once after the load (as a bulk load would): maintaining the trigram indexes row by row takes many minutes.
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where tablename = 'mat_stock_posting' and indexname <> 'mat_stock_posting_pkey'`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(db);
  await sql`
    insert into mat_stock_posting (id, bill_screen, bill_id, bill_no, direction, warehouse_id, material_code, material_name, spec, unit, batch_no,
      qty, price, amount, biz_date, project_id, tenant_id, create_time, version)
    select 'p' || n, 'material.inbound', 'bill' || (n / 5), 'BN' || (n / 5), case when (n / 3) % 3 = 0 then 'out' else 'in' end,
      'bench-w' || (1 + n % 3), 'M' || lpad((n % ${MATERIALS})::text, 4, '0'), '材料' || (n % ${MATERIALS}), '规格', 't', '',
      case when (n / 3) % 3 = 0 then 1 + (n / 7) % 3 else 1 + n % 7 end, 10, (case when (n / 3) % 3 = 0 then 1 + (n / 7) % 3 else 1 + n % 7 end) * 10, current_date - (n % ${DAYS}), ${projectId}, '0', localtimestamp - (n % ${DAYS}) * interval '1 day', 0
    from generate_series(1, ${ROWS}) as n`.execute(db);
  for (const index of indexes) await sql.raw(index.indexdef).execute(db);
  await rebuildBalances(db, registry, 'material_stock', projectId);
  await sql`vacuum analyze mat_stock_posting`.execute(db);
  await sql`vacuum analyze mat_stock`.execute(db);
}

/** `count` one-row issues of 1 t of M0001 from the first warehouse, waiting for approval (待审核). */
async function issuesToPost(db: AppDb, projectId: string, initiatorId: string, count: number, tag: string): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${tag}${i}`);
  for (const id of ids) {
    await sql`insert into mat_outbound (id, bill_no, warehouse_id, team_id, biz_date, status, initiator_id, project_id, tenant_id, create_time, version)
      values (${id}, ${`CK-${id}`}, ${WAREHOUSES[0]}, 'bench-team', current_date, '2', ${initiatorId}, ${projectId}, '0', localtimestamp, 0)`.execute(db);
    await sql`insert into mat_outbound_item (id, outbound_id, order_num, material_code, material_name, spec, unit, batch_no, qty, project_id, tenant_id, create_time, version)
      values (${`${id}i`}, ${id}, 1, 'M0001', '材料1', '规格', 't', '', 1, ${projectId}, '0', localtimestamp, 0)`.execute(db);
  }
  return ids;
}

await withBenchServer('台账（issue 14）', async ({ app, db, password }) => {
  const projectId = await projectIdOf(db);
  step(`写入 ${ROWS.toLocaleString()} 行 mat_stock_posting`);
  await fillPostings(db, app.screens, projectId);
  const base = await listen(app);
  const headers = { 'x-access-token': await signIn(base, password), projectId };
  const fetchOk = async (url: string, init: RequestInit = {}, as = headers) => {
    const response = await fetch(url, { ...init, headers: { ...as, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    const body = (await response.json()) as { success: boolean; message: string };
    if (response.status !== 200 || !body.success) throw new Error(`${url} answered ${response.status}: ${body.message}`);
  };
  const lastMonth = new Date();
  lastMonth.setDate(0);
  const end = lastMonth.toISOString().slice(0, 10);
  const begin = `${end.slice(0, 8)}01`;
  const listUrl = `${base}/api/materialmgmt/posting/list?pageNo=1&pageSize=10`;
  const ledgerUrl = `${base}/api/ledger/material_stock/balances?begin=${begin}&end=${end}&warehouseId=${WAREHOUSES[0]}&pageNo=1&pageSize=50`;
  const outbound = app.screens.screens.get('material.outbound')!;
  const manager = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'liuyang', password }),
  });
  const managerToken = ((await manager.json()) as { result?: { token?: string } }).result?.token;
  const adminId = String((await sql<{ id: string }>`select id from sys_user where username = 'admin'`.execute(db)).rows[0].id);
  let batch = 0;
  const engineIds: string[] = [];
  const approveIds: string[] = [];
  const names = [
    '库存流水列表第 1 页（基线）',
    `一个仓库一个月的台账（${begin} ~ ${end}）`,
    '一张出库单过账（postBill）',
    '审核过账请求（整个流程操作，参考）',
  ];
  for (const url of [listUrl, ledgerUrl]) await fetchOk(url);
  const p95s = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`第 ${round} 轮`);
    batch += 1;
    engineIds.push(...(await issuesToPost(db, projectId, adminId, SAMPLES + 1, `be${batch}-`)));
    approveIds.push(...(await issuesToPost(db, projectId, adminId, SAMPLES + 1, `ba${batch}-`)));
    p95s.get(names[0])!.push(await sequentialP95(SAMPLES, () => fetchOk(listUrl)));
    p95s.get(names[1])!.push(await sequentialP95(SAMPLES, () => fetchOk(ledgerUrl)));
    p95s
      .get(names[2])!
      .push(
        await sequentialP95(SAMPLES, () =>
          db.transaction().execute((trx) => postBill(trx, { registry: app.screens }, outbound, { id: engineIds.pop()!, projectId }, 1, 'bench', '3')),
        ),
      );
    if (managerToken)
      p95s.get(names[3])!.push(
        await sequentialP95(SAMPLES, () =>
          fetchOk(
            `${base}/api/materialmgmt/outbound/flow/transition`,
            { method: 'POST', body: JSON.stringify({ id: approveIds.pop(), action: 'approve' }) },
            {
              'x-access-token': managerToken,
              projectId,
            },
          ),
        ),
      );
  }
  const baseline = median(p95s.get(names[0])!);
  const lines = [
    '',
    `台账（issue 14）：PostgreSQL，mat_stock_posting ${ROWS.toLocaleString()} 行；顺序请求 ${SAMPLES} 次的 p95，${ROUNDS} 轮（最小 / 中位 / 最大）`,
  ];
  const goals: Record<string, number> = { [names[1]]: GOAL_LEDGER_MS, [names[2]]: GOAL_POSTING_MS };
  for (const name of names) {
    const values = p95s.get(name)!;
    if (values.length === 0) continue;
    const goal = goals[name] ? `   ≤ ${goals[name]} ms：${verdict(median(values) <= goals[name])}` : '';
    lines.push(`  ${name}  p95 ${spread(values)} ms   对列表 ${(median(values) / baseline).toFixed(1)}×${goal}`);
  }
  console.log(lines.join('\n'));
});
