import { withComputedColumns } from '../../core/screen/computedColumns';
import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DEMO_PROJECTS } from './demo/organisation';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** The marker row of this seed in sys_seed_state (beside the first-start seed's `initial`). */
const MARKER_ID = 'material.plan';

interface PlanSeed {
  planNo: string;
  planName: string;
  planType: string;
  planDate: string;
  status: string;
  items: [code: string, name: string, spec: string, unit: string, qty: number, price: number, needDate: string, usePart: string][];
}

const PLANS: readonly PlanSeed[] = [
  {
    planNo: 'JH202503001',
    planName: '三月份主体结构材料计划',
    planType: 'month',
    planDate: '2025-03-01',
    status: '3',
    items: [
      ['GJ-HRB400-16', '螺纹钢', 'HRB400 Φ16', 't', 120, 3850, '2025-03-10', '1#装置框架柱'],
      ['GJ-HRB400-25', '螺纹钢', 'HRB400 Φ25', 't', 86.5, 3790, '2025-03-12', '1#装置框架梁'],
      ['SN-C35', '商品混凝土', 'C35', 'm3', 1650, 455, '2025-03-15', '设备基础'],
      ['MB-18', '覆膜木模板', '1830×915×18', 'pcs', 900, 68.5, '2025-03-08', '模板工程'],
    ],
  },
  {
    planNo: 'JH202504001',
    planName: '四月份管道安装材料计划',
    planType: 'month',
    planDate: '2025-04-01',
    status: '2',
    items: [
      ['GD-20-DN150', '无缝钢管', '20# DN150 SCH40', 'm', 1200, 186, '2025-04-12', '工艺管廊'],
      ['FL-DN150', '对焊法兰', 'WN DN150 PN40', 'pcs', 240, 312, '2025-04-15', '工艺管廊'],
      ['HT-J422', '焊条', 'J422 Φ3.2', 'kg', 800, 9.6, '2025-04-10', '管道焊接'],
    ],
  },
  {
    planNo: 'JH2025W18',
    planName: '第18周零星材料计划',
    planType: 'week',
    planDate: '2025-04-28',
    status: '1',
    items: [
      ['AQ-WLW', '安全网', '密目式 1.8×6m', 'pcs', 150, 45, '2025-04-30', '外脚手架'],
      ['SN-PO425', '水泥', 'P.O 42.5', 'bag', 300, 26, '2025-05-02', '砌筑抹灰'],
    ],
  },
];

async function claimMarker(db: AppDb): Promise<boolean> {
  const claimed = await db
    .insertInto('sys_seed_state')
    .values({ id: MARKER_ID, mode: 'demo' })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Demo material plans with their detail rows for the first two demo projects. Runs once per
 * database (its own marker row), and only on a database that got the demo seed.
 */
export async function seedMaterialPlans(db: AppDb, registry: ScreenRegistry): Promise<void> {
  // One read decides at a restart: the demo seed's marker and this seed's own.
  const markers = await db.selectFrom('sys_seed_state').select(['id', 'mode']).where('id', 'in', ['initial', MARKER_ID]).execute();
  const modes = new Map(markers.map((marker) => [marker.id, marker.mode]));
  if (modes.get('initial') !== 'demo' || modes.has(MARKER_ID)) return;
  const master = screenOf(registry, 'material.plan');
  const [detail] = detailFields(master);
  const projects = await db
    .selectFrom('sys_depart')
    .select(['id', 'depart_name'])
    .where(
      'depart_name',
      'in',
      DEMO_PROJECTS.slice(0, 2).map((project) => project.name),
    )
    .execute();
  const applicant = await db.selectFrom('sys_user').select('username').where('username', '=', 'zhangwei').executeTakeFirst();
  const dept = await db.selectFrom('sys_depart').select('id').where('depart_name', '=', '物资部').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    if (!(await claimMarker(trx))) return;
    const plans: SeedRecord[] = [];
    const rows: SeedRecord[] = [];
    for (const project of projects) {
      for (const plan of PLANS) {
        const planId = newId();
        const { items, ...fields } = plan;
        plans.push({
          id: planId,
          fields: { ...fields, applicant: applicant?.username, dept: dept?.id },
          createTime: `${plan.planDate} 10:00:00`,
          projectId: String(project.id),
        });
        items.forEach(([materialCode, materialName, spec, unit, planQty, unitPrice, needDate, usePart], index) => {
          const row = withComputedColumns(detail.field, {
            planId,
            orderNum: index + 1,
            materialCode,
            materialName,
            spec,
            unit,
            planQty,
            unitPrice,
            needDate,
            usePart,
            urgent: '0',
          });
          rows.push({ id: newId(), fields: row, createTime: `${plan.planDate} 10:00:00`, projectId: String(project.id) });
        });
      }
    }
    await insertScreenRecords(trx, master, plans);
    await insertScreenRecords(trx, detailScreenOf(master, detail), rows);
  });
}
