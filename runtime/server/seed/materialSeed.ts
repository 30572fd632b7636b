import { sql } from 'kysely';
import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { findMaterialRisks } from '../jobs/handlers/materialRiskJob';
import { rebuildBalances } from '../posting/ledgerDrift';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { buildMaterialDemo, type MaterialDemo, type MaterialDemoSite } from './demo/material';
import type { Person } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** Who works the material demo (accounts.ts): 仓库管理员 陈静 keeps the stock, 材料主管 刘洋 plans and approves, 项目经理 张伟 approves plans where he is. */
const KEEPER = 'chenjing';
const MANAGER = 'liuyang';
const PROJECT_MANAGER = 'zhangwei';

async function person(db: AppDb, username: string): Promise<Person & { departIds: string[] }> {
  const row = await db.selectFrom('sys_user').select(['id', 'realname', 'depart_ids']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname), departIds: String(row.depart_ids ?? '').split(',') };
}

function rowsScreen(registry: ScreenRegistry, screenId: string): [ScreenFile, ScreenFile] {
  const master = screenOf(registry, screenId);
  return [master, detailScreenOf(master, detailFields(master)[0])];
}

/**
 * The material demo of every demo project (demo/material.ts): basic data, plans, posted bills and
 * their posting rows, inserted in bulk inside the first-start seed's transaction. The balances are
 * computed afterwards from the postings by finishMaterialSeed (the posting engine's rebuild).
 */
export async function seedMaterial(db: AppDb, registry: ScreenRegistry, random: Random, sites: readonly MaterialDemoSite[], now: Date): Promise<void> {
  const keeper = await person(db, KEEPER);
  const manager = await person(db, MANAGER);
  const projectManager = await person(db, PROJECT_MANAGER);
  const dept = await db.selectFrom('sys_depart').select('id').where('depart_name', '=', '物资部').executeTakeFirst();
  const today = currentTimestamp(now).slice(0, 10);
  const demos: MaterialDemo[] = sites.map((site) =>
    buildMaterialDemo(
      random,
      site,
      {
        keeper,
        manager,
        projectManager: projectManager.departIds.includes(site.projectId) ? projectManager : null,
        managerUsername: MANAGER,
        materialDeptId: dept ? String(dept.id) : null,
      },
      today,
    ),
  );
  const all = (pick: (demo: MaterialDemo) => SeedRecord[]) => demos.flatMap(pick);
  await insertScreenRecords(
    db,
    screenOf(registry, 'material.warehouse'),
    all((demo) => demo.warehouses),
  );
  await insertScreenRecords(
    db,
    screenOf(registry, 'project.material'),
    all((demo) => demo.materials),
  );
  await insertScreenRecords(
    db,
    screenOf(registry, 'project.supplier'),
    all((demo) => demo.suppliers),
  );
  const [plan, planItems] = rowsScreen(registry, 'material.plan');
  await insertScreenRecords(
    db,
    plan,
    all((demo) => demo.plans),
  );
  await insertScreenRecords(
    db,
    planItems,
    all((demo) => demo.planItems),
  );
  for (const kind of ['inbound', 'outbound', 'return', 'stocktake'] as const) {
    const [header, items] = rowsScreen(registry, `material.${kind}`);
    await insertScreenRecords(
      db,
      header,
      all((demo) => demo.bills[kind].headers),
    );
    await insertScreenRecords(
      db,
      items,
      all((demo) => demo.bills[kind].items),
    );
  }
  await insertScreenRecords(
    db,
    screenOf(registry, 'material.posting'),
    all((demo) => demo.stockPostings),
  );
  await insertScreenRecords(
    db,
    screenOf(registry, 'material.supplyPosting'),
    all((demo) => demo.supplyPostings),
  );
  await insertFlowHistory(
    db,
    demos.flatMap((demo) => demo.history),
  );
}

/**
 * After the seed's transaction: the balances of both material ledgers from the seeded postings,
 * then the 风险预警 the risk job would raise on that stock (without its bell notices: nobody has
 * signed in yet to miss them), dated yesterday like the rest of the history.
 */
export async function finishMaterialSeed(db: AppDb, registry: ScreenRegistry, now: Date): Promise<void> {
  // A ledger key is never NULL ('' is the empty batch), but the CRUD's column mapping stores '' as NULL.
  await sql`update mat_stock_posting set batch_no = '' where batch_no is null`.execute(db);
  await rebuildBalances(db, registry, 'material_stock');
  await rebuildBalances(db, registry, 'supplier_supply');
  const today = currentTimestamp(now).slice(0, 10);
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const warnDate = yesterday.toISOString().slice(0, 10);
  const findings = await findMaterialRisks(db, today);
  await insertScreenRecords(
    db,
    screenOf(registry, 'material.riskWarning'),
    findings.map(({ projectId, ...fields }) => ({ id: newId(), projectId, createTime: `${warnDate} 02:00:00`, fields: { ...fields, warnDate, status: '1' } })),
  );
}
