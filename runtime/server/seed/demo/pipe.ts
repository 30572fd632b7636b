import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';

/** The base data every project's 管道焊接 starts from: what a piping contractor's welding engineer keeps. */
const SPECS = [
  { specName: 'Φ57×3.5', nominalSize: 'DN50', outerDiameter: 57, thickness: 3.5, schedule: 'SCH40', inchDia: 2 },
  { specName: 'Φ89×5', nominalSize: 'DN80', outerDiameter: 89, thickness: 5, schedule: 'SCH40', inchDia: 3 },
  { specName: 'Φ159×6', nominalSize: 'DN150', outerDiameter: 159, thickness: 6, schedule: 'SCH40', inchDia: 6 },
  { specName: 'Φ273×8', nominalSize: 'DN250', outerDiameter: 273, thickness: 8, schedule: 'SCH30', inchDia: 10 },
];
const MATERIALS = [
  { materialCode: '20#', category: '1', standard: 'GB/T 8163', materialGroup: 'Fe-1', preheat: '不预热', pwht: '不要求' },
  { materialCode: 'Q345R', category: '2', standard: 'GB/T 713', materialGroup: 'Fe-3', preheat: '≥80℃（厚度>25mm）', pwht: '按设计' },
  { materialCode: '06Cr19Ni10', category: '3', standard: 'GB/T 14976', materialGroup: 'Fe-8', preheat: '不预热', pwht: '不要求' },
  { materialCode: '15CrMoG', category: '4', standard: 'GB/T 5310', materialGroup: 'Fe-4', preheat: '150–200℃', pwht: '680–700℃' },
];
const WPS = [
  {
    wpsNo: 'WPS-01',
    pqrNo: 'PQR-2023-01',
    methodCode: 'GTAW',
    methodName: '钨极氩弧焊',
    materialGroup: 'Fe-1',
    thicknessRange: '1.5–8',
    diameterRange: '≥25',
    fillerMetal: 'ER50-6',
    preheatTemp: '不预热',
    pwht: '不要求',
  },
  {
    wpsNo: 'WPS-02',
    pqrNo: 'PQR-2023-02',
    methodCode: 'GTAW+SMAW',
    methodName: '氩弧焊打底+焊条电弧焊盖面',
    materialGroup: 'Fe-1/Fe-3',
    thicknessRange: '5–30',
    diameterRange: '≥76',
    fillerMetal: 'ER50-6/J507',
    preheatTemp: '≥15℃',
    pwht: '按设计',
  },
  {
    wpsNo: 'WPS-03',
    pqrNo: 'PQR-2023-05',
    methodCode: 'GTAW',
    methodName: '钨极氩弧焊（不锈钢）',
    materialGroup: 'Fe-8',
    thicknessRange: '1.5–12',
    diameterRange: '≥25',
    fillerMetal: 'ER308L',
    preheatTemp: '不预热',
    pwht: '不要求',
  },
];
const POSITIONS = [
  { positionCode: '1G', positionName: '水平转动', description: '管子水平放置并转动，平焊位置施焊' },
  { positionCode: '2G', positionName: '垂直固定', description: '管子垂直固定，横焊位置施焊' },
  { positionCode: '5G', positionName: '水平固定', description: '管子水平固定，全位置施焊' },
  { positionCode: '6G', positionName: '45°倾斜固定', description: '管子45°倾斜固定，全位置施焊' },
];
const TEST_METHODS = [
  { methodCode: 'RT', technique: '双壁单影', standard: 'NB/T 47013.2-2015', acceptLevel: 'II', equipment: 'XXG-2505 X射线机', sensitivity: 'AB级' },
  { methodCode: 'UT', technique: '单面双侧', standard: 'NB/T 47013.3-2015', acceptLevel: 'I', equipment: 'CTS-9006 数字超声仪', sensitivity: 'Φ2×40-18dB' },
  { methodCode: 'MT', technique: '磁轭法', standard: 'NB/T 47013.4-2015', acceptLevel: 'I', equipment: 'CJE-220 磁轭', sensitivity: 'A1-30/100' },
  { methodCode: 'PT', technique: '溶剂去除型', standard: 'NB/T 47013.5-2015', acceptLevel: 'I', equipment: 'DPT-5 着色渗透剂', sensitivity: 'B型试块' },
];
const WELDERS = ['王建国', '李德胜', '赵永刚', '孙海涛', '周明亮', '吴长江'];
/** Lines of one unit: class, medium, main spec and material, and the required NDT ratio of the class. */
const LINES = [
  {
    suffix: '1001',
    lineClass: 'GC1',
    medium: '液化烃',
    designPressure: 2.5,
    designTemp: 60,
    spec: 2,
    material: 1,
    ndtMethod: 'RT',
    ndtRatio: 100,
    surface: 'MT',
    surfaceRatio: 100,
    level: 'II',
  },
  {
    suffix: '1002',
    lineClass: 'GC2',
    medium: '工艺气',
    designPressure: 1.6,
    designTemp: 120,
    spec: 1,
    material: 0,
    ndtMethod: 'RT',
    ndtRatio: 20,
    surface: 'MT',
    surfaceRatio: 5,
    level: 'II',
  },
  {
    suffix: '2001',
    lineClass: 'GC2',
    medium: '蒸汽',
    designPressure: 1.0,
    designTemp: 250,
    spec: 3,
    material: 3,
    ndtMethod: 'RT',
    ndtRatio: 10,
    surface: 'MT',
    surfaceRatio: 5,
    level: 'III',
  },
  {
    suffix: '3001',
    lineClass: 'GC3',
    medium: '循环水',
    designPressure: 0.6,
    designTemp: 40,
    spec: 2,
    material: 0,
    ndtMethod: 'RT',
    ndtRatio: 5,
    surface: 'PT',
    surfaceRatio: 0,
    level: 'III',
  },
];
const DEFECTS = ['根部未焊透 8mm', '条形夹渣 6mm', '密集气孔', '根部未熔合 10mm', '裂纹'];

/** A demo project as the pipe seed is given it. */
export interface PipeSiteInput {
  projectId: string;
  /** Two letters of the site, in every number (管线 P-<code>-1001, 委托单 WT-<code>-001). */
  code: string;
  /** The project's 建设单位 (project.developer) and 施工单位 (project.company, the general contractor) ids. */
  developerId: string;
  contractorId: string;
}

export interface PipeSite extends PipeSiteInput {
  inspector: Person;
  /** The seed's today, `YYYY-MM-DD`; the history reaches back about three months. */
  today: string;
}

export type PipeSeed = Record<
  'projects' | 'lines' | 'specs' | 'materials' | 'methods' | 'positions' | 'testMethods' | 'devices' | 'welders' | 'welds' | 'entrusts' | 'tasks',
  SeedRecord[]
> & {
  history: FlowHistoryRow[];
};

const at = (day: string, hour = 9) => `${day} ${String(hour).padStart(2, '0')}:30:00`;

/** Records of one base list, each with a fresh id, created on the first day. */
function baseRecords<T extends Record<string, unknown>>(site: PipeSite, first: string, items: readonly T[]): SeedRecord[] {
  return items.map((fields) => ({ id: newId(), fields: { ...fields }, createTime: at(first, 8), projectId: site.projectId }));
}

interface Joint {
  record: SeedRecord;
  line: number;
  welder: number;
}

/** One project's 管道焊接: base data, four lines, ~250 joints over 90 days, 委托单 in every state and a repaired failure with its R/K joints. */
export function buildPipe(random: Random, site: PipeSite): PipeSeed {
  const first = addDays(site.today, -92);
  const seed: PipeSeed = {
    projects: [],
    lines: [],
    specs: baseRecords(site, first, SPECS),
    materials: baseRecords(site, first, MATERIALS),
    methods: baseRecords(site, first, WPS),
    positions: baseRecords(site, first, POSITIONS),
    testMethods: baseRecords(site, first, TEST_METHODS),
    devices: [],
    welders: [],
    welds: [],
    entrusts: [],
    tasks: [],
    history: [],
  };
  const step = (screenId: string, recordId: string, action: string, from: string | null, to: string, day: string, comment?: string) =>
    seed.history.push(seededHistoryRow({ projectId: site.projectId, screenId, recordId, action, from, to, actor: site.inspector, comment, at: at(day, 15) }));
  const engineering = baseRecords(site, first, [
    {
      projectCode: `GD-${site.code}`,
      projectName: `${site.code}装置工艺管道安装工程`,
      unitName: `${site.code}-100 反应单元`,
      developerId: site.developerId,
      supervisor: '南京正信工程监理有限公司',
      contractorId: site.contractorId,
      ndtCompany: '江苏科信无损检测有限公司',
      startDate: first,
      endDate: addDays(site.today, 120),
    },
  ])[0];
  seed.projects.push(engineering);
  seed.devices = baseRecords(
    site,
    first,
    [1, 2, 3, 4].map((n) => ({
      machineNo: `HJ-${site.code}-0${n}`,
      machineName: n <= 2 ? '逆变氩弧焊机' : '逆变直流焊机',
      model: n <= 2 ? 'WS-400' : 'ZX7-400',
      manufacturer: '上海沪工',
      weldProcess: n <= 2 ? 'GTAW' : 'SMAW',
      currentMin: 20,
      currentMax: n <= 2 ? 250 : 400,
      voltageMin: 10,
      voltageMax: 36,
      calibrationDate: addDays(site.today, -300 + n * 20),
      calibrationValidTo: addDays(site.today, 65 + n * 20 - (n === 4 ? 70 : 0)),
      status: n === 4 ? '2' : '1',
    })),
  );
  seed.welders = baseRecords(
    site,
    first,
    WELDERS.map((name, n) => ({
      welderNo: `${site.code}${String(n + 1).padStart(2, '0')}`,
      welderName: name,
      company: '中建安装集团有限公司',
      certNo: `TS-${site.code}-${2022 + (n % 3)}-${String(310 + n)}`,
      certItems: n % 2 === 0 ? 'GTAW-FeⅡ-6G-3/60-FefS-02/10/12' : 'GTAW/SMAW-FeⅡ-6G(K)-12/159-FefS-02/10/12/Fef3J',
      certValidTo: addDays(site.today, n === 5 ? 18 : 200 + n * 60),
      stamp: `H${n + 1}`,
    })),
  );
  seed.lines = LINES.map((line) => ({
    id: newId(),
    fields: {
      engineeringId: engineering.id,
      unitName: engineering.fields.unitName,
      pipelineNo: `P-${site.code}-${line.suffix}`,
      lineClass: line.lineClass,
      medium: line.medium,
      designPressure: line.designPressure,
      designTemp: line.designTemp,
      specId: seed.specs[line.spec].id,
      materialId: seed.materials[line.material].id,
      ndtMethod: line.ndtMethod,
      ndtRatio: line.ndtRatio,
      surfaceMethod: line.surface,
      surfaceRatio: line.surfaceRatio,
      acceptLevel: line.level,
      plannedWelds: 80,
    },
    createTime: at(first, 8),
    projectId: site.projectId,
  }));

  // Joints: each line welded by two welders over 90 days, numbered 1… per line.
  const joints: Joint[] = [];
  const counts = LINES.map((_, li) => {
    const count = random.int(55, 70);
    for (let n = 1; n <= count; n++) joints.push(productionJoint(random, seed, engineering, li, n, addDays(first, Math.floor((n * 88) / count))));
    return count;
  });
  seed.welds.push(...joints.map((joint) => joint.record));
  entrustAll(random, site, seed, joints, step);
  // The last days' joints, today's included, wait for the next 委托单 (焊机报表 and the 设备大屏 show today's welding).
  LINES.forEach((_, li) => {
    for (let back = 3, n = counts[li] + 1; back >= 0; back--)
      for (let k = random.int(1, 3); k > 0; k--, n++) seed.welds.push(productionJoint(random, seed, engineering, li, n, addDays(site.today, -back)).record);
  });
  seed.tasks = buildTasks(random, site, seed);
  return seed;
}

/** Production joint `n` of line `li`, welded on `day` by one of the line's two welders on one of three machines, not yet entrusted. */
function productionJoint(random: Random, seed: PipeSeed, engineering: SeedRecord, li: number, n: number, day: string): Joint {
  const line = LINES[li];
  const welder = (li * 2 + (n % 2)) % WELDERS.length;
  const record: SeedRecord = {
    id: newId(),
    fields: {
      lineId: seed.lines[li].id,
      unitName: engineering.fields.unitName,
      weldNo: String(n),
      kind: '1',
      specId: seed.specs[line.spec].id,
      materialId: seed.materials[line.material].id,
      weldType: random.chance(0.3) ? '1' : '3',
      wpsId: seed.methods[line.material === 2 ? 2 : n % 2].id,
      welderId: seed.welders[welder].id,
      positionId: seed.positions[random.int(0, 3)].id,
      weldDate: day,
      machineId: seed.devices[(li + n) % 3].id,
      maxCurrent: random.int(95, 185),
      // About one joint in 23 (other numbers on each line) was welded above every machine's 36 V limit: 焊机报表 flags it.
      maxVoltage: Math.max(random.int(12, 26), (n + li * 5) % 23 === 7 ? 38 : 0),
      status: '0',
    },
    createTime: at(day, 17),
    projectId: seed.lines[li].projectId,
  };
  return { record, line: li, welder };
}

type Step = (screenId: string, recordId: string, action: string, from: string | null, to: string, day: string, comment?: string) => void;

/**
 * 委托单 every two weeks per line, each taking the line's ratio of the joints welded since the
 * last one: older ones 已出报告 (every joint inspected), the last 检测中 (a few pending), one 草稿;
 * one failed joint per site waits for 返修扩检, one older one was repaired (R1) and expanded (K1, K2), all passed.
 */
function entrustAll(random: Random, site: PipeSite, seed: PipeSeed, joints: Joint[], step: Step): void {
  let serial = 0;
  const result = (joint: Joint, day: string, pass: boolean, entrust: SeedRecord) => {
    Object.assign(joint.record.fields, {
      status: pass ? '2' : '3',
      entrustId: entrust.id,
      ndtMethod: 'RT',
      ndtDate: day,
      filmCount: random.int(1, 3),
      qualifiedLevel: pass ? LINES[joint.line].level : 'IV',
      defectDesc: pass ? null : random.pick(DEFECTS),
      reportNo: entrust.fields.reportNo ?? null,
    });
    step('pipe.weldData', joint.record.id, pass ? 'pass' : 'fail', '1', pass ? '2' : '3', day);
  };
  LINES.forEach((line, li) => {
    const ofLine = joints.filter((joint) => joint.line === li);
    for (let start = 0, round = 0; start < ofLine.length; round++) {
      const batch = ofLine.slice(start, start + 14);
      start += 14;
      const lastDay = String(batch[batch.length - 1].record.fields.weldDate);
      const entrustDay = addDays(lastDay, 1);
      const isLast = start >= ofLine.length;
      const draft = isLast && li === 3;
      const state = draft ? '1' : isLast ? '2' : '3';
      serial += 1;
      const entrust: SeedRecord = {
        id: newId(),
        fields: {
          entrustNo: `WT-${site.code}-${String(serial).padStart(3, '0')}`,
          lineId: seed.lines[li].id,
          ndtMethod: line.ndtMethod,
          ndtRatio: line.ndtRatio,
          entrustDate: entrustDay,
          inspectorId: site.inspector.id,
          initiatorId: site.inspector.id,
          reportNo: state === '3' ? `RT-${site.code}-${String(serial).padStart(3, '0')}` : null,
          reportDate: state === '3' ? addDays(entrustDay, 4) : null,
          status: state,
        },
        createTime: at(entrustDay, 9),
        projectId: site.projectId,
      };
      seed.entrusts.push(entrust);
      step('pipe.entrust', entrust.id, 'create', null, '1', entrustDay);
      if (draft) continue;
      step('pipe.entrust', entrust.id, 'submit', '1', '2', entrustDay);
      const picked = random.sample(batch, Math.max(1, Math.ceil((line.ndtRatio * batch.length) / 100)));
      for (const joint of picked) {
        Object.assign(joint.record.fields, { status: '1', entrustId: entrust.id, ndtMethod: line.ndtMethod });
        step('pipe.weldData', joint.record.id, 'derived', '0', '1', entrustDay, '委托单「提交委托」');
      }
      const resultDay = addDays(entrustDay, 3);
      picked.forEach((joint, index) => {
        if (state === '2' && index % 3 === 0) return;
        const failsNow = state === '2' && index === 1;
        const failedEarlier = round === 1 && index === 0 && li === 1;
        result(joint, resultDay, !(failsNow || failedEarlier), entrust);
        if (failedEarlier) repaired(site, seed, joint, { joints, entrust, day: resultDay, step, result });
      });
      if (state === '3') step('pipe.entrust', entrust.id, 'complete', '2', '3', addDays(entrustDay, 4));
    }
  });
}

/** A failed joint after 返修扩检: its repair joint <n>R1 and two of the welder's uninspected joints as <n>K1, <n>K2, all passed on re-inspection. */
function repaired(
  site: PipeSite,
  seed: PipeSeed,
  failed: Joint,
  context: { joints: Joint[]; entrust: SeedRecord; day: string; step: Step; result: (joint: Joint, day: string, pass: boolean, entrust: SeedRecord) => void },
): void {
  const { day, step, entrust } = context;
  const no = String(failed.record.fields.weldNo);
  failed.record.fields.status = '4';
  step('pipe.weldData', failed.record.id, 'repair', '3', '4', addDays(day, 1));
  const repair: Joint = {
    line: failed.line,
    welder: failed.welder,
    record: {
      id: newId(),
      fields: { ...failed.record.fields, weldNo: `${no}R1`, baseNo: no, kind: '2', repairOf: failed.record.id, weldDate: addDays(day, 2), status: '1' },
      createTime: at(addDays(day, 1), 16),
      projectId: site.projectId,
    },
  };
  seed.welds.push(repair.record);
  const expanded = context.joints
    .filter((joint) => joint.line === failed.line && joint.welder === failed.welder && joint.record.fields.status === '0')
    .slice(0, 2);
  expanded.forEach((joint, index) =>
    Object.assign(joint.record.fields, { expandNo: `${no}K${index + 1}`, kind: '3', expandOf: failed.record.id, status: '1' }),
  );
  for (const joint of [repair, ...expanded]) {
    step('pipe.weldData', joint.record.id, 'derived', joint === repair ? null : '0', '1', addDays(day, 1), '焊接数据「返修扩检」');
    context.result(joint, addDays(day, 4), true, entrust);
  }
}

/** 焊接任务: each welder's daily task on their line over the last 30 working days. */
function buildTasks(random: Random, site: PipeSite, seed: PipeSeed): SeedRecord[] {
  const tasks: SeedRecord[] = [];
  for (let back = 30; back >= 0; back--) {
    const day = addDays(site.today, -back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
    LINES.forEach((_, li) => {
      const welder = (li * 2 + (back % 2)) % WELDERS.length;
      const planned = random.int(2, 5);
      tasks.push({
        id: newId(),
        fields: {
          taskDate: day,
          welderId: seed.welders[welder].id,
          lineId: seed.lines[li].id,
          wpsId: seed.methods[li % 2].id,
          machineId: seed.devices[li % 3].id,
          plannedCount: planned,
          doneCount: back === 0 ? null : Math.max(0, planned - (random.chance(0.2) ? 1 : 0)),
          content: `${String(seed.lines[li].fields.pipelineNo)} 管段组对焊接`,
        },
        createTime: at(day, 7),
        projectId: site.projectId,
      });
    });
  }
  return tasks;
}
