import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { siteMapFile } from './demoFiles';
import type { DemoProject } from './organisation';

/** Where each demo project lies (its 移动点位 scatter around it), in project order. */
const SITE_CENTRES: readonly [number, number][] = [
  [121.6265, 30.0317],
  [119.5528, 34.6012],
  [114.6053, 22.7194],
];
/** Planned completion, contract sum (万元) and a short overview of each demo project. */
const PLANS = [
  { end: '2027-06-30', budget: 186500, memo: '120万吨/年乙烯二期配套装置的设备安装、工艺管道和钢结构工程' },
  { end: '2027-12-31', budget: 325800, memo: '炼化一体化项目常减压、加氢裂化装置及配套管廊的施工总承包' },
  { end: '2028-05-31', budget: 142600, memo: '乙烯裂解装置及罐区的土建、安装和试车配合' },
];
const PATROL_POINTS = ['大门门卫', '1#管廊入口', '临时用电总配电箱', '焊接作业区', '吊装作业区', '材料堆场', '罐区东侧消防通道', '危化品库'];
const POINT_AREAS = ['出入口', '管廊区', '临时用电', '装置区', '装置区', '材料区', '罐区', '仓储区'];
const POINT_NOTES = [
  '核对进场人员和车辆登记',
  '检查管廊爬梯、临边防护和安全网',
  '检查配电箱锁闭、接地和漏电保护器试跳',
  '检查动火作业票、气瓶间距和接火盆',
  '检查吊装警戒区、指挥人员和吊索具',
  '检查材料码放高度和标识牌',
  '检查消防通道畅通和灭火器压力',
  '检查危化品双人双锁和出入库记录',
];
const PDA_MODELS = ['Honeywell EDA51', 'Urovo DT50', 'Zebra TC26'];
/** Minutes between two patrol points of a round. */
const POINT_INTERVAL = 7;
const PATROL_DAYS = 14;

export interface ProjectSettingsSite {
  projectId: string;
  index: number;
  code: string;
  project: DemoProject;
  /** User ids of the accounts working on the project with their role codes, in account order. */
  members: { userId: string; roleCode: string }[];
}

export interface ProjectSettingsSeed {
  /** The card fields of each project's own sys_depart row. */
  cards: { projectId: string; fields: Record<string, unknown> }[];
  members: SeedRecord[];
  approvals: SeedRecord[];
  pdas: SeedRecord[];
  points: SeedRecord[];
  trajectories: SeedRecord[];
}

const record = (fields: Record<string, unknown>, createTime: string, projectId?: string): SeedRecord => ({ id: newId(), fields, createTime, projectId });

/** How far a project is by time: the days from its start to today over the days to its planned end. */
function progressOf(start: string, end: string, today: string): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`);
  const share = (day(today) - day(start)) / (day(end) - day(start));
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

function patrolOf(site: ProjectSettingsSite, today: string, createTime: string): Pick<ProjectSettingsSeed, 'pdas' | 'points' | 'trajectories'> {
  const { projectId, index, code } = site;
  const [longitude, latitude] = SITE_CENTRES[index];
  const points = PATROL_POINTS.map((name, n) =>
    record(
      {
        pointCode: `XJ-${code}-${String(n + 1).padStart(3, '0')}`,
        pointName: name,
        area: POINT_AREAS[n],
        longitude: Number((longitude + (n % 4) * 0.0012).toFixed(6)),
        latitude: Number((latitude + Math.floor(n / 4) * 0.0009).toFixed(6)),
        status: '1',
        remark: POINT_NOTES[n],
      },
      createTime,
      projectId,
    ),
  );
  // The safety and quality officers carry the project's handhelds; a third one is kept spare.
  const holders = site.members.filter((member) => member.roleCode === 'safety_officer' || member.roleCode === 'quality_officer');
  const pdas = PDA_MODELS.map((model, n) =>
    record(
      {
        deviceNo: `PDA-${code}-${String(n + 1).padStart(2, '0')}`,
        deviceName: `巡检终端${n + 1}号`,
        model,
        imei: `86${String(4213 + index * 37 + n).padStart(6, '0')}${String(1000000 + n * 7919 + index * 131).slice(-7)}`,
        holderId: holders[n]?.userId ?? null,
        registerDate: site.project.start,
        status: n < holders.length ? '1' : '0',
        remark: n < holders.length ? null : '备用机',
      },
      createTime,
      projectId,
    ),
  );
  // Each carried handheld walks every point once a day, morning (safety) or afternoon (quality).
  const trajectories = pdas.slice(0, holders.length).flatMap((pda, n) =>
    Array.from({ length: PATROL_DAYS }, (_, back) => addDays(today, -PATROL_DAYS + back)).flatMap((day) =>
      points.map((point, p) => {
        const minutes = (n === 0 ? 9 * 60 : 15 * 60) + p * POINT_INTERVAL;
        const time = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
        return record({ pdaId: pda.id, inspectorId: holders[n].userId, pointId: point.id, passTime: time }, time, projectId);
      }),
    ),
  );
  return { pdas, points, trajectories };
}

/**
 * 项目设置 of the demo: each project's card (its owner among the 建设单位 `developers`, the general
 * contractor's 企业 row `contractorId`), its members (the accounts working there, with their roles),
 * 审批配置 (签证 reviewed by the project manager, 设计变更 and 技术交底 by the technical lead), and two weeks of PDA patrols over eight inspection points.
 */
export function buildProjectSettings(
  sites: readonly ProjectSettingsSite[],
  developers: readonly SeedRecord[],
  contractorId: string,
  today: string,
): ProjectSettingsSeed {
  const seed: ProjectSettingsSeed = { cards: [], members: [], approvals: [], pdas: [], points: [], trajectories: [] };
  for (const site of sites) {
    const { projectId, index, project } = site;
    const plan = PLANS[index % PLANS.length];
    seed.cards.push({
      projectId,
      fields: {
        projectCode: `HT-${site.code}-${project.start.slice(0, 4)}-${String(index + 1).padStart(3, '0')}`,
        developerId: developers[index % developers.length].id,
        contractorId,
        startDate: project.start,
        endDate: plan.end,
        budget: plan.budget,
        progress: progressOf(project.start, plan.end, today),
        mapImage: siteMapFile(index),
        memo: plan.memo,
      },
    });
    const joined = `${project.start} 09:00:00`;
    seed.members.push(...site.members.map(({ userId, roleCode }) => record({ userId, projectRole: roleCode, joinDate: project.start }, joined, projectId)));
    const lead = site.members.find((member) => member.roleCode === 'tech_lead')?.userId;
    const manager = site.members.find((member) => member.roleCode === 'project_manager')?.userId;
    const approvers: [string, string | undefined, string][] = [
      ['visa_review', manager, '现场签证提交后由项目经理审核'],
      ['change_review', lead, '设计变更提交后由技术负责人审核'],
      ['disclosure_review', lead, '技术交底提交后由技术负责人审核'],
    ];
    for (const [approvalItem, approverId, remark] of approvers)
      if (approverId) seed.approvals.push(record({ approvalItem, approverId, remark }, joined, projectId));
    const patrol = patrolOf(site, today, joined);
    seed.pdas.push(...patrol.pdas);
    seed.points.push(...patrol.points);
    seed.trajectories.push(...patrol.trajectories);
  }
  return seed;
}
