import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { changeFile, drawingFile, signedSheetFile, visaConfirmFile, wpqReportFile } from './demoFiles';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';

/** Who does what in a project's technical work: 技术员 compiles, 技术负责人 reviews, 项目经理 approves, 施工员 discloses to the teams. */
export interface TechnologyStaff {
  technician: Person;
  lead: Person;
  manager: Person;
  foreman: Person;
}

/** A project's part of the technology seed: its teams and its welders (workers of 工种 焊工). */
export interface TechnologySite {
  projectId: string;
  code: string;
  staff: TechnologyStaff;
  teamIds: readonly string[];
  welderIds: readonly string[];
}

export interface TechnologySeed {
  drawings: SeedRecord[];
  versions: SeedRecord[];
  changes: SeedRecord[];
  disclosures: SeedRecord[];
  visas: SeedRecord[];
  wpqs: SeedRecord[];
  filings: SeedRecord[];
  history: FlowHistoryRow[];
}

const record = (projectId: string, createTime: string, fields: Record<string, unknown>): SeedRecord => ({ id: newId(), projectId, createTime, fields });
const at = (day: string, hour: number) => `${day} ${String(hour).padStart(2, '0')}:${String((hour * 7) % 60).padStart(2, '0')}:00`;

/** A petrochemical unit's drawing set: discipline, number prefix, name, design institute. */
export const DRAWINGS = [
  ['1', 'JS', '主控楼建筑平面图', '中石化宁波工程有限公司'],
  ['2', 'JG', '管廊钢结构布置图', '中石化宁波工程有限公司'],
  ['2', 'JG', '压缩机基础配筋图', '中石化宁波工程有限公司'],
  ['3', 'GPS', '循环水管网平面图', '浙江省化工工程有限公司'],
  ['4', 'DQ', '变配电所一次系统图', '浙江省化工工程有限公司'],
  ['5', 'NT', '控制室暖通平面图', '浙江省化工工程有限公司'],
  ['6', 'GD', '反应器区工艺管道轴测图', '中石化宁波工程有限公司'],
  ['7', 'SB', '塔器设备安装图', '中石化宁波工程有限公司'],
] as const;
export const VERSION_LETTERS = ['A', 'B', 'C'] as const;
const VERSION_NOTES = ['首版施工图', '按图纸会审意见修改', '按设计变更修改'];

/** 图纸管理: every drawing with two or three versions, a month apart, the first received about five months ago. */
function buildDrawings(site: TechnologySite, today: string, seed: TechnologySeed): SeedRecord[] {
  return DRAWINGS.map(([discipline, prefix, name, designUnit], index) => {
    const received = addDays(today, -150 + index * 4);
    const drawing = record(site.projectId, at(received, 9), {
      drawingNo: `${site.code}-${prefix}-${String(index + 1).padStart(3, '0')}`,
      drawingName: name,
      discipline,
      designUnit,
      receiveDate: received,
    });
    const count = index % 3 === 0 ? 3 : 2;
    for (let version = 0; version < count; version += 1) {
      const day = addDays(received, version * 35);
      seed.versions.push(
        record(site.projectId, at(day, 10), {
          drawingId: drawing.id,
          orderNum: version + 1,
          versionNo: VERSION_LETTERS[version],
          file: drawingFile(index, version),
          uploader: site.staff.technician.realname,
          uploadTime: day,
          note: VERSION_NOTES[version],
        }),
      );
    }
    return drawing;
  });
}

/** Records a flow's steps on one record, an hour or a day apart as the step says. */
function stepsOf(seed: TechnologySeed, projectId: string, screenId: string, recordId: string) {
  return (action: string, from: string | null, to: string, actor: Person, when: string, comment: string | null = null) =>
    seed.history.push(seededHistoryRow({ projectId, screenId, recordId, action, from, to, actor, comment, at: when }));
}

const CHANGES = [
  ['1', '管廊钢结构节点板加厚', '节点板由12mm调整为16mm，增加加劲肋', 38600, 3],
  ['3', '循环水管道改线避让既有电缆沟', '循环水回水管局部改线约45m，增设弯头4个', 52400, 5],
  ['2', '主控楼外墙涂料改为真石漆', '主控楼外立面涂料调整为真石漆，面积约1200m2', 86500, 0],
  ['4', '压缩机基础预埋件优化', '取消4处冗余预埋件，改为后置锚栓', -12800, -2],
  ['5', '变配电所电缆桥架规格调整', '桥架规格由300×150调整为400×200', 24300, 2],
  ['1', '反应器区平台栏杆补设踢脚板', '按规范补设踢脚板约180m', 9700, 1],
] as const;
/** The state each seeded change ends in, in CHANGES order: one of every state, two approved. */
const CHANGE_STATES = ['4', '4', '5', '3', '2', '1'];

/** 设计变更: raised by the 技术员, reviewed by the 技术负责人, approved by the 项目经理 (the 技术负责人 where no 项目经理 is on the project). */
function buildChanges(site: TechnologySite, drawings: readonly SeedRecord[], today: string, seed: TechnologySeed): SeedRecord[] {
  const { technician, lead, manager } = site.staff;
  return CHANGES.map(([reason, title, content, amount, days], index) => {
    const state = CHANGE_STATES[index];
    const raised = addDays(today, -140 + index * 24);
    const approved = state === '4' ? addDays(raised, 6) : undefined;
    const change = record(site.projectId, at(raised, 9), {
      changeNo: `${site.code}-BG-${String(index + 1).padStart(3, '0')}`,
      title,
      reason,
      drawingId: drawings[(index * 3) % drawings.length].id,
      content,
      amountImpact: amount,
      daysImpact: days,
      attachments: changeFile(index),
      initiatorId: technician.id,
      reviewerId: lead.id,
      approverId: manager.id,
      approvedAmount: approved ? Math.round(amount * 0.92) : undefined,
      approveDate: approved,
      status: state,
    });
    const step = stepsOf(seed, site.projectId, 'technology.change', change.id);
    step('create', null, '1', technician, at(raised, 9));
    if (state === '1') return change;
    step('submit', '1', '2', technician, at(raised, 15));
    if (state === '2') return change;
    if (state === '5') {
      step('reject', '2', '5', lead, at(addDays(raised, 2), 10), '变更理由不充分，属施工措施范畴，不予办理设计变更');
      return change;
    }
    step('review', '2', '3', lead, at(addDays(raised, 2), 10), '技术上可行');
    if (state === '4') step('approve', '3', '4', manager, at(addDays(raised, 6), 16), '同意，按核定金额执行');
    return change;
  });
}

const DISCLOSURES = [
  ['2', '施工组织设计交底', '工程概况、施工部署、进度计划、主要施工方法和质量安全保证措施。'],
  ['3', '管廊钢结构吊装专项方案交底', '吊装顺序、吊点设置、吊车站位、警戒区域和高处作业防护。'],
  ['4', '工艺管道焊接分项交底', '焊前预热、层间温度、焊材烘干与发放、焊口编号及无损检测比例。'],
  ['5', '受限空间作业安全技术交底', '气体检测、通风、监护人职责、应急救援器材和作业票管理。'],
  ['4', '大体积混凝土浇筑交底', '分层浇筑厚度、测温点布置、养护时间和裂缝控制措施。'],
  ['3', '临时用电专项方案交底', '三级配电两级保护、电缆敷设、接地与日常检查。'],
] as const;
/** One of every state, most of them given. */
const DISCLOSURE_STATES = ['4', '4', '4', '3', '2', '1'];

/** 技术交底: compiled by the 技术员, reviewed by the 技术负责人, given to one or two teams by the 施工员 with the signed sheet. */
function buildDisclosures(random: Random, site: TechnologySite, today: string, seed: TechnologySeed): SeedRecord[] {
  const { technician, lead, foreman } = site.staff;
  return DISCLOSURES.map(([type, title, content], index) => {
    const state = DISCLOSURE_STATES[index];
    const written = addDays(today, -130 + index * 22);
    const given = state === '4' ? addDays(written, 5) : undefined;
    const disclosure = record(site.projectId, at(written, 9), {
      title,
      disclosureType: type,
      teamIds: random.sample(site.teamIds, Math.min(site.teamIds.length, random.int(1, 2))).join(','),
      plannedDate: addDays(written, 5),
      content,
      initiatorId: technician.id,
      reviewerId: lead.id,
      discloserId: foreman.id,
      disclosureDate: given,
      signedSheets: given ? signedSheetFile(index) : undefined,
      status: state,
    });
    const step = stepsOf(seed, site.projectId, 'technology.disclosure', disclosure.id);
    step('create', null, '1', technician, at(written, 9));
    if (state === '1') return disclosure;
    if (index === 1) {
      step('submit', '1', '2', technician, at(written, 14));
      step('sendBack', '2', '1', lead, at(addDays(written, 1), 9), '请补充吊车站位图和地基承载力验算');
    }
    step('submit', '1', '2', technician, at(addDays(written, 1), 15));
    if (state === '2') return disclosure;
    step('approve', '2', '3', lead, at(addDays(written, 2), 10));
    if (state === '4' && given) step('disclose', '3', '4', foreman, at(given, 8));
    return disclosure;
  });
}

const VISAS = [
  ['地下障碍物破除', '管廊基础开挖遇废弃混凝土基础', 'm3', 86, 420],
  ['雨季基坑抽排水', '连续降雨基坑积水抽排', '台班', 24, 680],
  ['既有管线保护', '开挖范围内既有消防管线临时支护', 'm', 65, 150],
  ['设计变更增加的钢结构', '节点板加厚增加的钢材用量', 't', 3.6, 9800],
  ['场地硬化返工', '业主要求调整临时道路走向后的硬化', 'm2', 420, 85],
  ['夜间施工照明', '业主要求抢工期增加夜间照明', '台班', 30, 260],
  ['临时设施移位', '配合业主新建变电所迁移临时办公区', '项', 1, 46000],
] as const;
/** One of every state, most of them confirmed. */
const VISA_STATES = ['4', '4', '5', '4', '3', '2', '1'];

/** 签证管理: about one a month; amounts are 工程量 × 综合单价 as the server computes them, the owner confirms a little less. */
function buildVisas(site: TechnologySite, today: string, seed: TechnologySeed): SeedRecord[] {
  const { technician, manager } = site.staff;
  const visas = VISAS.map(([title, reason, unit, quantity, unitPrice], index) => {
    const state = VISA_STATES[index];
    const happened = addDays(today, -150 + index * 21);
    const amount = Math.round(quantity * unitPrice * 100) / 100;
    const confirmed = state === '4' ? addDays(happened, 12) : undefined;
    const visa = record(site.projectId, at(happened, 10), {
      visaNo: `${site.code}-QZ-${String(index + 1).padStart(3, '0')}`,
      title,
      visaDate: happened,
      location: ['管廊区', '反应器区', '主控楼', '罐区'][index % 4],
      reason,
      quantity,
      unit,
      unitPrice,
      amount,
      initiatorId: technician.id,
      reviewerId: manager.id,
      confirmedAmount: confirmed ? Math.round(amount * 0.95) : undefined,
      confirmDate: confirmed,
      confirmFile: confirmed ? visaConfirmFile(index) : undefined,
      status: state,
    });
    const step = stepsOf(seed, site.projectId, 'technology.visa', visa.id);
    step('create', null, '1', technician, at(happened, 10));
    if (state === '1') return visa;
    step('submit', '1', '2', technician, at(addDays(happened, 1), 9));
    if (state === '2') return visa;
    step('review', '2', '3', manager, at(addDays(happened, 3), 11));
    if (state === '5') step('reject', '3', '5', technician, at(addDays(happened, 15), 16), '业主认为属合同包干范围，不予签认');
    if (state === '4' && confirmed) step('confirm', '3', '4', technician, at(confirmed, 15));
    return visa;
  });
  return visas;
}

const WPQS = [
  ['GTAW+SMAW', '20#', 'ER50-6 / J427', 3, 12, '6G'],
  ['GTAW', '06Cr19Ni10', 'ER308', 2, 8, '5G'],
  ['SMAW', 'Q345R', 'J507', 8, 32, '3G'],
  ['SAW', 'Q235B', 'H08A + HJ431', 10, 40, '1G'],
] as const;

/** 焊接工艺评定: the procedures the pipe and steel work is welded to, each with three to five qualified welders. */
function buildWpqs(random: Random, site: TechnologySite, today: string): SeedRecord[] {
  return WPQS.map(([process, base, filler, min, max, position], index) => {
    const day = addDays(today, -155 + index * 9);
    return record(site.projectId, at(day, 14), {
      wpqNo: `${site.code}-PQR-${String(index + 1).padStart(2, '0')}`,
      process,
      baseMaterial: base,
      fillerMaterial: filler,
      thicknessMin: min,
      thicknessMax: max,
      position,
      standard: 'NB/T 47014-2011',
      qualifiedDate: day,
      welderIds: random.sample(site.welderIds, Math.min(site.welderIds.length, random.int(3, 5))).join(','),
      reportFile: wpqReportFile(index),
    });
  });
}

/** 技术归档: the module's finished documents filed by category as they were closed. */
function buildFilings(site: TechnologySite, seed: TechnologySeed, start: number): SeedRecord[] {
  const archivist = site.staff.technician.id;
  const filed: SeedRecord[] = [];
  const file = (category: string, docName: string, files: string | undefined, day: string) =>
    filed.push(
      record(site.projectId, at(day, 16), {
        category,
        docNo: `${site.code}-DA-${String(filed.length + 1).padStart(3, '0')}`,
        docName,
        files,
        archiveDate: day,
        archivistId: archivist,
        retention: category === '1' ? '永久' : '长期',
      }),
    );
  const ofProject = (records: readonly SeedRecord[]) => records.slice(start);
  for (const drawing of ofProject(seed.drawings).slice(0, 3)) {
    const first = seed.versions.find((version) => version.fields.drawingId === drawing.id);
    file('1', `${drawing.fields.drawingName}（${drawing.fields.drawingNo}）`, first?.fields.file as string, addDays(String(drawing.fields.receiveDate), 3));
  }
  for (const change of seed.changes.filter((item) => item.projectId === site.projectId && item.fields.status === '4'))
    file('2', `设计变更 ${change.fields.changeNo} ${change.fields.title}`, change.fields.attachments as string, addDays(String(change.fields.approveDate), 2));
  for (const disclosure of seed.disclosures.filter((item) => item.projectId === site.projectId && item.fields.status === '4'))
    file('3', `${disclosure.fields.title}记录`, disclosure.fields.signedSheets as string, addDays(String(disclosure.fields.disclosureDate), 1));
  for (const visa of seed.visas.filter((item) => item.projectId === site.projectId && item.fields.status === '4'))
    file('4', `现场签证 ${visa.fields.visaNo} ${visa.fields.title}`, visa.fields.confirmFile as string, addDays(String(visa.fields.confirmDate), 2));
  for (const wpq of seed.wpqs.filter((item) => item.projectId === site.projectId))
    file('5', `焊接工艺评定报告 ${wpq.fields.wpqNo}`, wpq.fields.reportFile as string, addDays(String(wpq.fields.qualifiedDate), 5));
  return filed;
}

/** Five months of a project's technical work for every demo project, as records and the flow history they went through. */
export function buildTechnology(random: Random, sites: readonly TechnologySite[], now: string): TechnologySeed {
  const today = now.slice(0, 10);
  const seed: TechnologySeed = { drawings: [], versions: [], changes: [], disclosures: [], visas: [], wpqs: [], filings: [], history: [] };
  for (const site of sites) {
    const start = seed.drawings.length;
    const drawings = buildDrawings(site, today, seed);
    seed.drawings.push(...drawings);
    seed.changes.push(...buildChanges(site, drawings, today, seed));
    seed.disclosures.push(...buildDisclosures(random, site, today, seed));
    seed.visas.push(...buildVisas(site, today, seed));
    seed.wpqs.push(...buildWpqs(random, site, today));
    seed.filings.push(...buildFilings(site, seed, start));
  }
  return seed;
}
