import { sql } from 'kysely';
import type { AppDb } from '../../db/dbTypes';
import { currentTimestamp } from '../../db/clock';
import type { JobContext, JobHandler } from '../jobHandler';
import { raiseWarnings, type WarningKind } from '../raiseWarnings';

/** 风险预警 of the material area, rung to the project's 材料主管 and 项目经理, always as urgent notices. */
const MATERIAL_RISKS: WarningKind = {
  screen: 'material.riskWarning',
  audience: [{ role: 'material_manager' }, { role: 'project_manager' }],
  headline: '新的风险预警',
  name: '风险预警',
  priority: 'H',
};
/** A receipt price this much above the supplier's average price for the material is a warning. */
const PRICE_TOLERANCE = 0.1;
/** The inbound flow state whose bills are in stock (已过账); reversed ones (已红冲) and reversal bills are not prices paid. */
const POSTED = '3';
const APPROVED_PLAN = '3';

/** A warning the rules found, before it is stored: `warnKey` names what it is about, so an open one is not raised twice. */
export interface RiskFinding {
  projectId: string;
  warnKey: string;
  warnType: '1' | '2' | '3';
  level: 'M' | 'H';
  materialCode: string;
  materialName: string;
  warehouseId?: string | null;
  supplierId?: string | null;
  planId?: string | null;
  detail: string;
}

type Rows = Record<string, unknown>[];
const num = (value: unknown) => Math.round(Number(value ?? 0) * 1000) / 1000;

/** 低于安全库存: a material of 材料字典 with a safety stock whose stock in all the project's warehouses is below it (once it has been stocked). */
async function belowSafetyStock(db: AppDb): Promise<RiskFinding[]> {
  const { rows } = await sql<Rows[number]>`
    select m.project_id, m.material_code, m.material_name, m.unit, m.safety_stock, sum(s.qty) as stock
    from mat_material m
    join mat_stock s on s.project_id = m.project_id and s.material_code = m.material_code
    where m.safety_stock > 0 and coalesce(m.enabled, '1') = '1'
    group by m.project_id, m.material_code, m.material_name, m.unit, m.safety_stock
    having sum(s.qty) < m.safety_stock`.execute(db);
  return rows.map((row) => ({
    projectId: String(row.project_id),
    warnKey: `stock:${String(row.material_code)}`,
    warnType: '1',
    level: num(row.stock) <= 0 ? 'H' : 'M',
    materialCode: String(row.material_code),
    materialName: String(row.material_name ?? ''),
    detail: `${String(row.material_name ?? '')}（${String(row.material_code)}）库存 ${num(row.stock)}，低于安全库存 ${num(row.safety_stock)}`,
  }));
}

/** 计划到货逾期: a row of an approved plan whose 需用日期 has passed (before today) with less received than planned. */
async function lateDeliveries(db: AppDb, today: string): Promise<RiskFinding[]> {
  const { rows } = await sql<Rows[number]>`
    select p.project_id, p.id as plan_id, p.plan_no, i.id as item_id, i.material_code, i.material_name, i.plan_qty, coalesce(i.received_qty, 0) as received_qty, i.need_date
    from mat_plan p join mat_plan_item i on i.plan_id = p.id
    where p.status = ${APPROVED_PLAN} and i.need_date < ${today}::date and coalesce(i.received_qty, 0) < i.plan_qty`.execute(db);
  return rows.map((row) => ({
    projectId: String(row.project_id),
    warnKey: `plan:${String(row.item_id)}`,
    warnType: '2',
    level: 'H',
    materialCode: String(row.material_code ?? ''),
    materialName: String(row.material_name ?? ''),
    planId: String(row.plan_id),
    detail: `计划 ${String(row.plan_no)} 的 ${String(row.material_name ?? '')} 需用日期 ${String(row.need_date).slice(0, 10)} 已过，计划 ${num(row.plan_qty)}，已到货 ${num(row.received_qty)}`,
  }));
}

/** 采购价格异常: a posted receipt row priced more than 10% above its supplier's average price for that material. */
async function priceOutliers(db: AppDb): Promise<RiskFinding[]> {
  const { rows } = await sql<Rows[number]>`
    with priced as (
      select b.project_id, b.supplier_id, b.warehouse_id, b.bill_no, i.id as item_id, i.material_code, i.material_name, i.price,
        avg(i.price) over (partition by b.project_id, b.supplier_id, i.material_code) as average
      from mat_inbound b join mat_inbound_item i on i.inbound_id = b.id
      where b.status = ${POSTED} and b.supplier_id is not null and i.price > 0)
    select * from priced where price > average * ${1 + PRICE_TOLERANCE}`.execute(db);
  return rows.map((row) => ({
    projectId: String(row.project_id),
    warnKey: `price:${String(row.item_id)}`,
    warnType: '3',
    level: 'M',
    materialCode: String(row.material_code ?? ''),
    materialName: String(row.material_name ?? ''),
    warehouseId: row.warehouse_id === null ? null : String(row.warehouse_id),
    supplierId: String(row.supplier_id),
    detail: `入库单 ${String(row.bill_no)} 的 ${String(row.material_name ?? '')} 单价 ${num(row.price)} 元，高于该供应商平均单价 ${num(row.average)} 元的 ${Math.round(PRICE_TOLERANCE * 100)}%`,
  }));
}

/** Every finding of the three rules, in rule order. */
export async function findMaterialRisks(db: AppDb, today: string): Promise<RiskFinding[]> {
  return [...(await belowSafetyStock(db)), ...(await lateDeliveries(db, today)), ...(await priceOutliers(db))];
}

/**
 * 物资风险预警: runs the three rules, stores a 风险预警 (待处理) for each finding that has no open
 * warning with the same key in its project, and tells the project's 材料主管 and 项目经理 with a bell
 * notice that opens it. A warning once handled (已处理) is raised again when the cause persists.
 */
export const materialRiskJob: JobHandler = {
  className: 'smartsite.job.MaterialRiskJob',
  title: '物资风险预警',
  async run(context: JobContext) {
    const findings = await findMaterialRisks(context.db, currentTimestamp(context.now).slice(0, 10));
    return raiseWarnings(context, MATERIAL_RISKS, findings);
  },
};
