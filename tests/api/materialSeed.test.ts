import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { ledgerDrift } from '../../runtime/server/posting/ledgerDrift';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const count = async (t: TestApp, query: ReturnType<typeof sql<{ n: string | number }>>) => Number((await query.execute(t.db)).rows[0].n);

describe.each(backends())('the material demo on %s', (backend) => {
  let t: TestApp;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    today = currentTimestamp().slice(0, 10);
  });
  afterAll(() => t.close());

  it('gives every project three warehouses, about two hundred materials, suppliers and six months of plans', async () => {
    for (const name of PROJECT_NAMES) {
      const projectId = await t.departId(name);
      const names = await t.db.selectFrom('mat_warehouse').select('warehouse_name').where('project_id', '=', projectId).execute();
      expect(names.map((row) => row.warehouse_name).sort()).toEqual(['主材库', '现场周转库', '露天堆场'].sort());
      expect(await count(t, sql`select count(*) as n from mat_material where project_id = ${projectId}`)).toBeGreaterThanOrEqual(200);
      expect(await count(t, sql`select count(*) as n from mat_supplier where project_id = ${projectId}`)).toBeGreaterThanOrEqual(8);
      expect(
        await count(t, sql`select count(*) as n from mat_plan where project_id = ${projectId} and plan_no like 'JH2%' and status in ('2', '3')`),
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps the ledgers consistent: balances are the sum of their postings, never below zero, nothing dated after yesterday', async () => {
    expect(await ledgerDrift(t.db, t.app.screens, 'material_stock')).toEqual([]);
    expect(await ledgerDrift(t.db, t.app.screens, 'supplier_supply')).toEqual([]);
    expect(await count(t, sql`select count(*) as n from mat_stock`)).toBeGreaterThan(100);
    expect(await count(t, sql`select count(*) as n from mat_stock where qty < 0`)).toBe(0);
    for (const [table, column] of [
      ['mat_stock_posting', 'biz_date'],
      ['mat_inbound', 'biz_date'],
      ['mat_outbound', 'biz_date'],
      ['mat_return', 'biz_date'],
      ['mat_stocktake', 'check_date'],
      ['mat_plan', 'plan_date'],
      ['mat_risk_warning', 'warn_date'],
    ])
      expect(await count(t, sql`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} >= ${today}::date`), table).toBe(0);
    // Running every key's postings in date order never dips below zero either.
    const dips = await count(
      t,
      sql`select count(*) as n from (
        select sum(case when direction = 'in' then qty else -qty end) over (partition by project_id, warehouse_id, material_code order by biz_date, create_time rows unbounded preceding) as running
        from mat_stock_posting) r where running < -0.0001`,
    );
    expect(dips).toBe(0);
  });

  it('has receipts, issues to teams, returns, a stocktake with differences and reversals, all with their flow history', async () => {
    expect(await count(t, sql`select count(*) as n from mat_inbound where status = '3'`)).toBeGreaterThan(20);
    expect(await count(t, sql`select count(*) as n from mat_outbound where status = '3' and team_id is not null`)).toBeGreaterThan(30);
    expect(await count(t, sql`select count(*) as n from mat_return where status = '3'`)).toBeGreaterThan(3);
    expect(await count(t, sql`select count(*) as n from mat_stocktake_item where diff_qty <> 0`)).toBeGreaterThan(0);
    expect(await count(t, sql`select count(*) as n from mat_inbound where status = '6' and bill_no like '%-红冲'`)).toBe(3);
    expect(await count(t, sql`select count(*) as n from mat_outbound where status = '6'`)).toBe(3);
    expect(
      await count(
        t,
        sql`select count(*) as n from mat_inbound b where status = '3' and not exists (select 1 from sys_flow_history h where h.record_id = b.id and h.action = 'approve')`,
      ),
    ).toBe(0);
    expect(await count(t, sql`select count(*) as n from mat_plan_item where received_qty > 0`)).toBeGreaterThan(20);
  });

  it('raises the three kinds of 风险预警 on that stock, open', async () => {
    const { rows } = await sql<{ warn_type: string }>`select distinct warn_type from mat_risk_warning where status = '1'`.execute(t.db);
    expect(rows.map((row) => row.warn_type).sort()).toEqual(['1', '2', '3']);
  });
});
