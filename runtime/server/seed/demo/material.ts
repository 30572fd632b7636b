import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';
import { DEMO_MATERIALS, type DemoMaterial } from './materialCatalogue';

/** The demo's three warehouses per project (brief: 主材库, 现场周转库, 露天堆场), with their dict `warehouse_type`. */
const WAREHOUSES = [
  { name: '主材库', type: '1', location: '生活区北侧 1# 库房' },
  { name: '现场周转库', type: '2', location: '装置区东侧临设' },
  { name: '露天堆场', type: '3', location: '装置区南侧硬化场地' },
] as const;

/** Suppliers and the 材料类别 (dict `material_category`) each supplies. */
const SUPPLIERS = [
  { name: '江苏沙钢物资贸易有限公司', categories: ['01'], credit: '91320582MA1MXK7A2B', contact: '顾建明', rating: 'A' },
  { name: '海螺水泥销售有限公司', categories: ['02'], credit: '91340200MA2T1B9K4C', contact: '汪立新', rating: 'A' },
  { name: '宁波中建商品混凝土有限公司', categories: ['02', '03'], credit: '91330211MA2H6Q3L5D', contact: '陈海波', rating: 'B' },
  { name: '天津钢管集团销售有限公司', categories: ['05'], credit: '91120116MA05N3P87E', contact: '刘振华', rating: 'A' },
  { name: '浙江中德阀门有限公司', categories: ['06'], credit: '91330304MA2AT5U18F', contact: '郑国栋', rating: 'B' },
  { name: '远东电缆有限公司', categories: ['07'], credit: '91320282MA1W2H5F3G', contact: '蒋文斌', rating: 'A' },
  { name: '东方雨虹防水技术股份有限公司', categories: ['08', '04'], credit: '91110000MA01C2KX4H', contact: '李春雨', rating: 'B' },
  { name: '四川大西洋焊接材料股份有限公司', categories: ['09'], credit: '91510300MA62Q8WJ5J', contact: '周永红', rating: 'A' },
  { name: '宁波华东五金机电城有限公司', categories: ['10', '11', '12'], credit: '91330203MA2GUP1W6K', contact: '徐伟', rating: 'C' },
] as const;

const RECEIVERS = ['王建国', '李国强', '张永胜', '刘海军', '陈志刚', '杨春生', '赵宏伟', '黄振华'];
const USE_PARTS = ['1#装置框架', '管廊基础', '设备基础', '罐区', '综合楼', '变电所', '循环水场', '工艺管道', '钢结构平台', '外脚手架'];
const RETURN_REASONS = ['施工完毕剩余材料退库', '规格领错退回', '工序调整暂不使用'];

/** What the material demo needs of a project. */
export interface MaterialDemoSite {
  projectId: string;
  /** 0-based index of the demo project: numbers bills apart per project. */
  index: number;
  teams: { id: string; name: string }[];
}

export interface MaterialDemoPeople {
  keeper: Person;
  manager: Person;
  /** 项目经理 of the project, when it has one: approves its plans. */
  projectManager: Person | null;
  managerUsername: string;
  materialDeptId: string | null;
}

export interface MaterialDemo {
  warehouses: SeedRecord[];
  materials: SeedRecord[];
  suppliers: SeedRecord[];
  plans: SeedRecord[];
  planItems: SeedRecord[];
  bills: Record<'inbound' | 'outbound' | 'return' | 'stocktake', { headers: SeedRecord[]; items: SeedRecord[] }>;
  stockPostings: SeedRecord[];
  supplyPostings: SeedRecord[];
  history: FlowHistoryRow[];
}

type BillKind = keyof MaterialDemo['bills'];
const BILL_SCREENS: Record<BillKind, string> = {
  inbound: 'material.inbound',
  outbound: 'material.outbound',
  return: 'material.return',
  stocktake: 'material.stocktake',
};
const BILL_PREFIX: Record<BillKind, string> = { inbound: 'RK', outbound: 'CK', return: 'TK', stocktake: 'PD' };
const FOREIGN_KEY: Record<BillKind, string> = { inbound: 'inboundId', outbound: 'outboundId', return: 'returnId', stocktake: 'stocktakeId' };

/** Quantities of bulk units keep two decimals; counted units are whole. */
const BULK_UNITS = new Set(['t', 'm3', 'm2', 'kg', 'm']);
const roundQty = (material: DemoMaterial, value: number) => (BULK_UNITS.has(material.unit) ? Math.round(value * 100) / 100 : Math.round(value));
const money = (value: number) => Math.round(value * 100) / 100;

interface Balance {
  qty: number;
  amount: number;
}

interface Line {
  material: DemoMaterial;
  qty: number;
  price: number;
  amount: number;
}

/** A bill row of a line (the stocktake's rows are its own). */
function itemFields(kind: BillKind, billId: string, index: number, line: Line): Record<string, unknown> {
  return {
    [FOREIGN_KEY[kind]]: billId,
    orderNum: index + 1,
    materialCode: line.material.materialCode,
    materialName: line.material.materialName,
    spec: line.material.spec,
    unit: line.material.unit,
    batchNo: '',
    qty: line.qty,
    price: money(line.price),
    amount: line.amount,
    ...(kind === 'inbound' ? { checkResult: '1' } : {}),
  };
}

/** Months back from the current one the demo history starts (six months including the current). */
const MONTHS = 6;

function monthStart(day: string, monthsBack: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const time = (day: string, hour: number, minute = 0) => `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;

/**
 * Six months of a project's material management up to yesterday (the seed's `today` is the
 * server's local day, so nothing is dated in the future): 材料字典, 供应商, three warehouses,
 * monthly plans approved with their history, receipts against them, issues to the project's
 * teams, returns, one stocktake with differences and two reversals, all posted. Stock is simulated
 * day by day in date order, so no balance ever goes below zero; amounts leave at the moving average cost.
 */
export function buildMaterialDemo(random: Random, site: MaterialDemoSite, people: MaterialDemoPeople, today: string): MaterialDemo {
  const { projectId } = site;
  const lastDay = addDays(today, -1);
  const first = monthStart(today, MONTHS - 1);
  const demo: MaterialDemo = {
    warehouses: [],
    materials: [],
    suppliers: [],
    plans: [],
    planItems: [],
    bills: {
      inbound: { headers: [], items: [] },
      outbound: { headers: [], items: [] },
      return: { headers: [], items: [] },
      stocktake: { headers: [], items: [] },
    },
    stockPostings: [],
    supplyPostings: [],
    history: [],
  };
  const record = (createTime: string, fields: Record<string, unknown>, id = newId()): SeedRecord => ({ id, projectId, createTime, fields });
  const historyRow = (
    screenId: string,
    recordId: string,
    action: string,
    from: string | null,
    to: string,
    actor: Person,
    at: string,
    comment: string | null = null,
  ) => demo.history.push(seededHistoryRow({ projectId, screenId, recordId, action, from, to, actor, comment, at }));

  const warehouseIds = WAREHOUSES.map((warehouse, index) => {
    const row = record(time(first, 8), {
      warehouseCode: `CK${String(site.index + 1).padStart(2, '0')}${index + 1}`,
      warehouseName: warehouse.name,
      warehouseType: warehouse.type,
      location: warehouse.location,
      keeperId: people.keeper.id,
      status: '1',
    });
    demo.warehouses.push(row);
    return row.id;
  });
  const supplierIds = new Map<string, string>();
  SUPPLIERS.forEach((supplier) => {
    const row = record(time(first, 8, 30), {
      supplierName: supplier.name,
      creditCode: supplier.credit,
      supplyCategory: supplier.categories[0],
      contact: supplier.contact,
      phone: `139${String(random.int(10000000, 99999999))}`,
      rating: supplier.rating,
      blacklisted: '0',
    });
    demo.suppliers.push(row);
    for (const category of supplier.categories) if (!supplierIds.has(category)) supplierIds.set(category, row.id);
  });

  const stock = new Map<string, Balance>();
  const postedToday = new Map<string, number>();
  const keyOf = (warehouseId: string, material: DemoMaterial) => `${warehouseId}|${material.materialCode}`;
  const counters = new Map<string, number>();
  const billNo = (kind: BillKind, day: string) => {
    const prefix = `${BILL_PREFIX[kind]}${day.replace(/-/g, '')}`;
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return `${prefix}${String(site.index + 1)}${String(next).padStart(2, '0')}`;
  };

  /** Moves stock and writes the posting rows of one bill line; answers the amount that moved. */
  function post(
    kind: BillKind,
    billId: string,
    no: string,
    day: string,
    warehouseId: string,
    line: Line,
    direction: 'in' | 'out',
    sign: 1 | -1,
    supplierId?: string,
  ) {
    const balance = stock.get(keyOf(warehouseId, line.material)) ?? { qty: 0, amount: 0 };
    const delta = (direction === 'in' ? 1 : -1) * sign * line.qty;
    if (balance.qty + delta < -1e-9) throw new Error(`material demo: ${line.material.materialCode} would go below zero`);
    balance.qty = Math.round((balance.qty + delta) * 1000) / 1000;
    balance.amount = money(balance.amount + (direction === 'in' ? 1 : -1) * sign * line.amount);
    if (balance.qty === 0) balance.amount = 0;
    stock.set(keyOf(warehouseId, line.material), balance);
    const { materialCode, materialName, spec, unit } = line.material;
    // Postings of a day follow each other by the second, so their order is the order things happened.
    const sequence = (postedToday.get(day) ?? 0) + 1;
    postedToday.set(day, sequence);
    const at = `${day} ${String(10 + Math.floor(sequence / 3600)).padStart(2, '0')}:${String(Math.floor(sequence / 60) % 60).padStart(2, '0')}:${String(sequence % 60).padStart(2, '0')}`;
    const common = { bizDate: day, billNo: no, billScreen: BILL_SCREENS[kind], billId, direction, materialCode, materialName, spec, unit, price: line.price };
    demo.stockPostings.push(record(at, { ...common, warehouseId, batchNo: '', qty: sign * line.qty, amount: sign * line.amount }));
    if (supplierId) demo.supplyPostings.push(record(at, { ...common, supplierId, qty: sign * line.qty, amount: sign * line.amount }));
  }

  /** Average cost of a key now (for issues and stocktake differences). */
  const averagePrice = (warehouseId: string, material: DemoMaterial) => {
    const balance = stock.get(keyOf(warehouseId, material));
    return balance && balance.qty > 0 ? balance.amount / balance.qty : material.refPrice;
  };

  /** A posted bill of one warehouse (not a stocktake): header, rows, postings and flow history (created by the keeper, approved by the 材料主管). */
  function bill(
    kind: Exclude<BillKind, 'stocktake'>,
    day: string,
    warehouseId: string,
    header: Record<string, unknown>,
    lines: Line[],
    direction: 'in' | 'out',
    status = '3',
    supplierId?: string,
  ) {
    const id = newId();
    const no = billNo(kind, day);
    demo.bills[kind].headers.push(record(time(day, 9), { billNo: no, bizDate: day, warehouseId, ...header, status, initiatorId: people.keeper.id }, id));
    lines.forEach((line, index) => {
      demo.bills[kind].items.push(record(time(day, 9), itemFields(kind, id, index, line)));
      post(kind, id, no, day, warehouseId, line, direction, 1, supplierId);
    });
    historyRow(BILL_SCREENS[kind], id, 'create', null, '1', people.keeper, time(day, 9));
    historyRow(BILL_SCREENS[kind], id, 'submit', '1', '2', people.keeper, time(day, 9, 20));
    historyRow(BILL_SCREENS[kind], id, 'approve', '2', '3', people.manager, time(day, 14, 10));
    return { id, no };
  }

  /** 红冲: the original goes to 已红冲 and a reversal bill (红冲单) posts every row with the opposite sign. */
  function reverse(
    kind: BillKind,
    original: { id: string; no: string },
    day: string,
    warehouseId: string,
    header: Record<string, unknown>,
    lines: Line[],
    direction: 'in' | 'out',
    reason: string,
    supplierId?: string,
  ) {
    const originalHeader = demo.bills[kind].headers.find((row) => row.id === original.id)!;
    originalHeader.fields.status = '5';
    historyRow(BILL_SCREENS[kind], original.id, 'reverse', '3', '5', people.manager, time(day, 15), reason);
    const id = newId();
    const no = `${original.no}-红冲`;
    demo.bills[kind].headers.push(
      record(time(day, 15), { billNo: no, bizDate: day, warehouseId, ...header, status: '6', initiatorId: people.manager.id, reversalOf: original.id }, id),
    );
    lines.forEach((line, index) => {
      demo.bills[kind].items.push(record(time(day, 15), itemFields(kind, id, index, line)));
      post(kind, id, no, day, warehouseId, line, direction, -1, supplierId);
    });
  }

  // The project's working set: the materials its plans ask for (the rest stay in 材料字典 unused).
  const working = random.sample(DEMO_MATERIALS, 70);
  const line = (material: DemoMaterial, qty: number, price: number): Line => ({ material, qty, price, amount: money(qty * price) });

  interface Receipt {
    day: string;
    planId: string;
    rows: { material: DemoMaterial; qty: number; itemIndex: number }[];
  }
  const receipts: Receipt[] = [];
  const received = new Map<string, number>();
  const planRows = new Map<string, SeedRecord>();

  for (let month = 0; month < MONTHS; month += 1) {
    const start = monthStart(today, MONTHS - 1 - month);
    const planDate = addDays(start, 1);
    if (planDate > lastDay) continue;
    const planId = newId();
    const approved = addDays(planDate, 1) <= lastDay;
    const [year, monthNumber] = start.split('-');
    demo.plans.push(
      record(
        time(planDate, 9),
        {
          planNo: `JH${year}${monthNumber}${String(site.index + 1).padStart(2, '0')}`,
          planName: `${Number(monthNumber)}月份材料需用计划`,
          planType: 'month',
          planDate,
          applicant: people.managerUsername,
          dept: people.materialDeptId,
          status: approved ? '3' : '2',
          initiatorId: people.manager.id,
        },
        planId,
      ),
    );
    const approver = people.projectManager ?? people.manager;
    historyRow('material.plan', planId, 'create', null, '1', people.manager, time(planDate, 9));
    historyRow('material.plan', planId, 'submit', '1', '2', people.manager, time(planDate, 9, 30));
    if (approved) historyRow('material.plan', planId, 'approve', '2', '3', approver, time(addDays(planDate, 1), 10), '同意，按需用日期组织进场');
    const chosen = random.sample(working, random.int(9, 12));
    // The second-to-last month's plan has two rows that never fully arrive (a 计划到货逾期 warning each).
    const short = month === MONTHS - 2 ? new Set(random.sample(chosen, 2)) : new Set<DemoMaterial>();
    const first: Receipt = { day: addDays(planDate, random.int(3, 6)), planId, rows: [] };
    const second: Receipt = { day: addDays(planDate, random.int(12, 18)), planId, rows: [] };
    chosen.forEach((material, index) => {
      const planQty = Math.max(1, roundQty(material, material.monthly * (0.6 + random.next() * 0.6)));
      const row = record(time(planDate, 9), {
        planId,
        orderNum: index + 1,
        materialCode: material.materialCode,
        materialName: material.materialName,
        spec: material.spec,
        unit: material.unit,
        planQty,
        unitPrice: material.refPrice,
        amount: money(planQty * material.refPrice),
        receivedQty: 0,
        needDate: addDays(planDate, random.int(10, 20)),
        usePart: random.pick(USE_PARTS),
        urgent: random.chance(0.1) ? '1' : '0',
      });
      demo.planItems.push(row);
      planRows.set(`${planId}|${material.materialCode}`, row);
      const firstQty = roundQty(material, planQty * (0.5 + random.next() * 0.2));
      const rest = roundQty(material, (planQty - firstQty) * (short.has(material) ? 0.4 : 1));
      if (firstQty > 0) first.rows.push({ material, qty: firstQty, itemIndex: index });
      if (rest > 0) second.rows.push({ material, qty: rest, itemIndex: index });
    });
    if (approved) receipts.push(first, second);
  }

  // One receipt of the fourth month carries a price well above the supplier's usual (采购价格异常).
  const outlier = receipts[Math.min(receipts.length - 1, 6)];
  const outlierCode = outlier?.rows[0]?.material.materialCode;

  const outbound: { day: string; warehouseId: string; material: DemoMaterial; qty: number; teamId: string }[] = [];
  let reversedReceipt = false;
  let reversedIssue = false;
  const stocktakeDay = addDays(monthStart(today, 1), -6);
  for (let day = first; day <= lastDay; day = addDays(day, 1)) {
    // Receipts of the day, grouped by supplier and warehouse (a delivery is one bill).
    for (const receipt of receipts.filter((candidate) => candidate.day === day)) {
      const groups = new Map<string, Receipt['rows']>();
      for (const row of receipt.rows) {
        const key = `${supplierIds.get(row.material.category)}|${warehouseIds[row.material.store]}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      for (const [key, rows] of groups) {
        const [supplierId, warehouseId] = key.split('|');
        const lines = rows.map((row) => {
          const factor = receipt === outlier && row.material.materialCode === outlierCode ? 1.25 : 0.96 + random.next() * 0.08;
          return line(row.material, row.qty, money(row.material.refPrice * factor));
        });
        const header = { billType: '1', planId: receipt.planId, supplierId, handlerId: people.keeper.id, acceptor: random.pick(RECEIVERS) };
        bill('inbound', day, warehouseId, header, lines, 'in', '3', supplierId);
        for (const row of rows)
          received.set(`${receipt.planId}|${row.material.materialCode}`, (received.get(`${receipt.planId}|${row.material.materialCode}`) ?? 0) + row.qty);
      }
    }
    // A delivery booked twice by mistake, reversed the same day (红冲).
    if (!reversedReceipt && receipts.length > 2 && day === receipts[2].day) {
      const material = receipts[2].rows[0].material;
      const supplierId = supplierIds.get(material.category)!;
      const warehouseId = warehouseIds[material.store];
      const lines = [line(material, receipts[2].rows[0].qty, material.refPrice)];
      const header = { billType: '1', supplierId, handlerId: people.keeper.id, acceptor: random.pick(RECEIVERS), remark: '送货单重复录入' };
      const original = bill('inbound', day, warehouseId, header, lines, 'in', '3', supplierId);
      reverse('inbound', original, day, warehouseId, header, lines, 'in', '送货单重复录入，红冲', supplierId);
      reversedReceipt = true;
    }
    // Issues to the teams on most working days.
    if (new Date(`${day}T00:00:00Z`).getUTCDay() % 2 === 1 && site.teams.length > 0) {
      const warehouseId = random.pick(warehouseIds);
      const available = working.filter((material) => (stock.get(keyOf(warehouseId, material))?.qty ?? 0) > 0);
      const picked = random.sample(available, Math.min(available.length, random.int(2, 5)));
      const team = random.pick(site.teams);
      const lines = picked.flatMap((material) => {
        const balance = stock.get(keyOf(warehouseId, material))!;
        const qty = Math.min(balance.qty, roundQty(material, balance.qty * (0.15 + random.next() * 0.25)));
        if (qty <= 0) return [];
        const price = averagePrice(warehouseId, material);
        const amount = qty === balance.qty ? balance.amount : money(qty * price);
        return [{ material, qty, price, amount }];
      });
      if (lines.length > 0) {
        const header = { teamId: team.id, receiver: random.pick(RECEIVERS), usePart: random.pick(USE_PARTS), handlerId: people.keeper.id };
        const issued = bill('outbound', day, warehouseId, header, lines, 'out');
        lines.forEach((issuedLine) => outbound.push({ day, warehouseId, material: issuedLine.material, qty: issuedLine.qty, teamId: team.id }));
        // One issue to the wrong team, reversed the same day.
        if (!reversedIssue && outbound.length > 40) {
          reverse('outbound', issued, day, warehouseId, header, lines, 'out', '领料班组填错，红冲后重新开单');
          reversedIssue = true;
        }
      }
    }
    // Returns: every other Friday part of a recent issue comes back.
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 5 && outbound.length > 0 && random.chance(0.5)) {
      const issue = outbound[outbound.length - 1 - random.int(0, Math.min(5, outbound.length - 1))];
      const qty = roundQty(issue.material, issue.qty * 0.1);
      if (qty > 0) {
        const price = averagePrice(issue.warehouseId, issue.material);
        bill(
          'return',
          day,
          issue.warehouseId,
          { teamId: issue.teamId, reason: random.pick(RETURN_REASONS), handlerId: people.keeper.id },
          [line(issue.material, qty, price)],
          'in',
        );
      }
    }
    // The monthly stocktake of 主材库 near the end of last month, with a few differences.
    if (day === stocktakeDay) {
      const warehouseId = warehouseIds[0];
      const counted = working.filter((material) => (stock.get(keyOf(warehouseId, material))?.qty ?? 0) > 0);
      const differing = new Set(random.sample(counted, Math.min(4, counted.length)));
      const id = newId();
      const no = billNo('stocktake', day);
      demo.bills.stocktake.headers.push(
        record(
          time(day, 9),
          { checkNo: no, checkDate: day, warehouseId, checkerId: people.keeper.id, status: '3', initiatorId: people.keeper.id, remark: '月末盘点' },
          id,
        ),
      );
      counted.forEach((material, index) => {
        const book = stock.get(keyOf(warehouseId, material))!.qty;
        const loss = differing.has(material) ? -Math.min(book, roundQty(material, Math.max(1, book * 0.02))) : 0;
        const actual = Math.round((book + loss) * 1000) / 1000;
        const diffQty = Math.round((actual - book) * 1000) / 1000;
        demo.bills.stocktake.items.push(
          record(time(day, 9), {
            stocktakeId: id,
            orderNum: index + 1,
            materialCode: material.materialCode,
            materialName: material.materialName,
            spec: material.spec,
            unit: material.unit,
            batchNo: '',
            bookQty: book,
            actualQty: actual,
            diffQty,
            diffReason: diffQty !== 0 ? '现场损耗' : null,
          }),
        );
        if (diffQty !== 0) {
          const balance = stock.get(keyOf(warehouseId, material))!;
          const amount = -diffQty === balance.qty ? balance.amount : money(-diffQty * averagePrice(warehouseId, material));
          post('stocktake', id, no, day, warehouseId, { material, qty: -diffQty, price: averagePrice(warehouseId, material), amount }, 'out', 1);
        }
      });
      historyRow('material.stocktake', id, 'create', null, '1', people.keeper, time(day, 9));
      historyRow('material.stocktake', id, 'submit', '1', '2', people.keeper, time(day, 11));
      historyRow('material.stocktake', id, 'approve', '2', '3', people.manager, time(day, 15), '盘亏已查明原因');
    }
  }

  for (const [key, qty] of received) {
    const row = planRows.get(key);
    if (row) row.fields.receivedQty = Math.round(qty * 1000) / 1000;
  }

  // 材料字典 last: a safety stock below what is left, except two materials that ran low (低于安全库存).
  const totals = new Map<string, number>();
  for (const [key, balance] of stock) totals.set(key.split('|')[1], (totals.get(key.split('|')[1]) ?? 0) + balance.qty);
  const stocked = working.filter((material) => (totals.get(material.materialCode) ?? 0) > 0);
  const low = new Set(random.sample(stocked, Math.min(2, stocked.length)).map((material) => material.materialCode));
  for (const material of DEMO_MATERIALS) {
    const left = totals.get(material.materialCode);
    const usual = roundQty(material, material.monthly * 0.1);
    const safetyStock = low.has(material.materialCode)
      ? roundQty(material, Math.max(usual, (left ?? 0) * 1.5 + 1))
      : left === undefined
        ? usual
        : Math.min(usual, roundQty(material, left * 0.5));
    demo.materials.push(
      record(time(first, 8), {
        materialCode: material.materialCode,
        materialName: material.materialName,
        spec: material.spec,
        unit: material.unit,
        category: material.category,
        refPrice: material.refPrice,
        safetyStock,
        enabled: '1',
      }),
    );
  }
  return demo;
}
