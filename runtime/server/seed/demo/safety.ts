import type { ProjectDanger, ProjectQualityProblem, SafetyAnnex, SafetyNotice, SafetyScoreRule } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays, randomDay, workingTime } from './dates';
import { annexFile } from './demoFiles';
import { buildInspectionHistory, type InspectionFields, type InspectionHistory, type IssueKind, type Person } from './inspectionHistory';
import { DANGERS, QUALITY_PROBLEMS, SITE_AREAS } from './siteLibraries';

/** The fields of 安全巡检 (schemas/safety/inspection.json) the history goes into. */
export const SAFETY_INSPECTION_FIELDS: InspectionFields = {
  issueType: 'hiddenType',
  describe: 'safetyDescribe',
  require: 'safetyRequire',
  deadline: 'safetyDeadline',
  photos: 'safetyPhotos',
  grade: 'problemGrade',
  area: 'areaName',
  contractor: 'constructionId',
  initiator: 'initiatorId',
  initiatorTime: 'initiatorTime',
  rectifier: 'rectifyId',
  reviewer: 'reviewId',
  state: 'status',
  rectifyDescribe: 'rectifyDescribe',
  rectifyPhotos: 'rectifyPhotos',
  rectifyTime: 'rectifyTime',
};

const record = (projectId: string, createTime: string, fields: Record<string, unknown>): SeedRecord => ({ id: newId(), projectId, createTime, fields });

/** The 危险源 library of a project (every common danger, enabled). */
export function buildDangers(projectId: string, createTime: string): SeedRecord[] {
  return DANGERS.map((danger) =>
    record(projectId, createTime, {
      hiddenName: danger.name,
      hiddenCategory: danger.category,
      riskLevel: danger.risk,
      problemGrade: danger.grade,
      applicableArea: danger.area,
      possibleAccident: danger.accident,
      controlMeasure: danger.measure,
      enabled: '1',
    } satisfies ProjectDanger),
  );
}

/** The 质量问题库 of a project. */
export function buildQualityProblems(projectId: string, createTime: string): SeedRecord[] {
  return QUALITY_PROBLEMS.map((problem) =>
    record(projectId, createTime, {
      problemName: problem.name,
      problemCategory: problem.category,
      problemGrade: problem.grade,
      standard: problem.standard,
      rectifyMeasure: problem.measure,
      enabled: '1',
    } satisfies ProjectQualityProblem),
  );
}

/** 评分规则: 一般 2, 较大 5, 重大 10 points per issue, 3 per overdue issue, 2 per repeat. */
export const DEMO_SCORE_RULES: readonly SafetyScoreRule[] = [
  { ruleType: '1', problemGrade: '1', deductScore: 2, description: '每发现一条一般隐患扣2分', enabled: '1' },
  { ruleType: '1', problemGrade: '2', deductScore: 5, description: '每发现一条较大隐患扣5分', enabled: '1' },
  { ruleType: '1', problemGrade: '3', deductScore: 10, description: '每发现一条重大隐患扣10分', enabled: '1' },
  { ruleType: '2', deductScore: 3, description: '隐患超过整改期限未整改，每条扣3分', enabled: '1' },
  { ruleType: '3', deductScore: 2, description: '同一月内同类隐患重复出现，每重复一次扣2分', enabled: '1' },
];

export function buildScoreRules(projectId: string, createTime: string): SeedRecord[] {
  return DEMO_SCORE_RULES.map((rule) => record(projectId, createTime, { ...rule }));
}

/** Library rows as issue kinds: the issue type is the row's id. */
export function dangerKinds(dangers: readonly SeedRecord[]): IssueKind[] {
  return dangers.map((danger) => {
    const template = DANGERS.find((candidate) => candidate.name === danger.fields.hiddenName)!;
    return { id: danger.id, grade: template.grade, finding: template.finding, measure: template.measure };
  });
}

export function qualityProblemKinds(problems: readonly SeedRecord[]): IssueKind[] {
  return problems.map((problem) => {
    const template = QUALITY_PROBLEMS.find((candidate) => candidate.name === problem.fields.problemName)!;
    return { id: problem.id, grade: template.grade, finding: template.finding, measure: template.measure };
  });
}

export interface InspectionStaff {
  initiators: readonly Person[];
  rectifiers: readonly Person[];
  reviewers: readonly Person[];
}

/** 60–120 issues of an inspection screen over the five months before `now`, with their flow history. */
export function buildInspections(
  random: Random,
  screenId: string,
  fields: InspectionFields,
  site: { projectId: string; kinds: readonly IssueKind[]; contractors: readonly string[] },
  staff: InspectionStaff,
  now: string,
): InspectionHistory {
  return buildInspectionHistory(random, {
    screenId,
    projectId: site.projectId,
    fields,
    from: addDays(now.slice(0, 10), -150),
    now,
    count: random.int(60, 120),
    kinds: site.kinds,
    contractors: site.contractors,
    areas: SITE_AREAS,
    ...staff,
  });
}

/** 安全通知 of the demo (通知类型 dictionary codes). */
const SAFETY_NOTICES: readonly NoticeText[] = [
  {
    title: '关于加强冬季施工安全管理的通知',
    type: '1',
    body: '<p>各参建单位：</p><p>入冬以来气温骤降，请各单位落实防冻、防滑、防火、防中毒措施，严格执行动火作业审批，每日班前开展安全交底。</p>',
  },
  {
    title: '关于开展动火作业专项检查的通知',
    type: '1',
    body: '<p>项目部定于本周开展动火作业专项检查，重点检查作业票办理、气体检测、监护人到位和消防器材配置情况，请各单位提前自查。</p>',
  },
  { title: '关于管廊区域临边防护限期整改的通知', type: '2', body: '<p>近期巡检发现管廊区域临边防护缺失问题反复出现，请责任单位三日内完成整改并提交复查。</p>' },
  { title: '大风天气暂停吊装作业的预警', type: '4', body: '<p>气象台发布大风蓝色预警，预计风力6级以上，明日全天暂停一切吊装和高处作业。</p>' },
  { title: '关于召开月度安全生产例会的通知', type: '5', body: '<p>请各参建单位项目负责人和专职安全员于本周五上午9:00到项目部会议室参加月度安全生产例会。</p>' },
];

/** 质量通知 of the demo. */
const QUALITY_NOTICES: readonly NoticeText[] = [
  {
    title: '关于开展钢筋隐蔽工程验收专项检查的通知',
    body: '<p>各参建单位：</p><p>本周起开展钢筋隐蔽工程验收专项检查，重点检查保护层厚度、搭接长度和验收记录，请各单位提前自查并整理资料。</p>',
  },
  { title: '关于冬季混凝土施工质量控制的通知', body: '<p>气温持续低于5℃，请严格执行冬期施工方案，做好混凝土测温、覆盖保温和同条件试块留置。</p>' },
  { title: '关于焊口返修率偏高的质量通报', body: '<p>上月管道焊口一次合格率低于目标，请各安装单位加强焊工技能复训，返修焊口须经质检员确认后方可复检。</p>' },
  { title: '关于防水卷材进场复检的通知', body: '<p>新进场的SBS改性沥青防水卷材须按批次见证取样复检，复检合格前不得使用。</p>' },
];

/** The title, body and (安全通知 only) type of a demo notice. */
interface NoticeText {
  title: string;
  type?: string;
  body: string;
}

export interface NoticeSeed {
  notices: SeedRecord[];
  /** The 通知公告 rows of the released notices (their read receipts). */
  announcements: Record<string, unknown>[];
}

/** Notices of a project (安全通知, 质量通知): released to the inspection staff and some contractors, the newest still a draft. */
function buildNotices(
  library: readonly NoticeText[],
  random: Random,
  projectId: string,
  companies: readonly string[],
  sender: Person,
  receivers: readonly Person[],
  now: string,
): NoticeSeed {
  const notices: SeedRecord[] = [];
  const announcements: Record<string, unknown>[] = [];
  const chosen = random.sample(library, random.int(3, Math.min(5, library.length)));
  chosen.forEach((notice, index) => {
    const draft = index === chosen.length - 1;
    const sendTime = workingTime(random, addDays(now.slice(0, 10), -(chosen.length - index) * random.int(8, 20)));
    const receiverIds = receivers.map((person) => person.id).join(',');
    const announcementId = draft ? undefined : newId();
    notices.push(
      record(projectId, sendTime, {
        title: notice.title,
        ...(notice.type ? { noticeType: notice.type } : {}),
        receiveCompanies: random.sample(companies, random.int(2, Math.min(5, companies.length))).join(','),
        receiverIds,
        content: notice.body,
        sendStatus: draft ? '0' : '1',
        sender: draft ? undefined : sender.realname,
        sendTime: draft ? undefined : sendTime,
        announcementId,
      } satisfies Partial<SafetyNotice>),
    );
    if (announcementId)
      announcements.push({
        id: announcementId,
        titile: notice.title,
        msg_content: notice.body,
        sender: sender.realname,
        priority: 'M',
        msg_category: '1',
        msg_type: 'USER',
        user_ids: receiverIds,
        send_status: '1',
        send_time: sendTime,
        create_time: sendTime,
      });
  });
  return { notices, announcements };
}

/** 安全通知 of a project. */
export const buildSafetyNotices = (...args: NoticeArgs) => buildNotices(SAFETY_NOTICES, ...args);
/** 质量通知 of a project. */
export const buildQualityNotices = (...args: NoticeArgs) => buildNotices(QUALITY_NOTICES, ...args);
type NoticeArgs = Parameters<typeof buildNotices> extends [unknown, ...infer Rest] ? Rest : never;

const ANNEXES = [
  { category: '1', name: '项目安全生产责任制' },
  { category: '2', name: '大型设备吊装专项施工方案' },
  { category: '3', name: '生产安全事故应急预案' },
  { category: '4', name: '脚手架搭设安全技术交底' },
  { category: '5', name: '月度安全检查记录表' },
  { category: '6', name: '安全生产例会会议纪要' },
];

/** 附件管理 rows of a project, each with one of the demo documents (demoFiles.ts writes them to the upload root). */
export function buildAnnexes(random: Random, projectId: string, uploader: Person, from: string, now: string): SeedRecord[] {
  return random.sample(ANNEXES, random.int(4, 6)).map((annex) => {
    const uploadTime = workingTime(random, randomDay(random, from, addDays(now.slice(0, 10), -1)));
    const fileUrl = annexFile(ANNEXES.indexOf(annex) + 1);
    return record(projectId, uploadTime, {
      fileCategory: annex.category,
      fileName: annex.name,
      fileUrl,
      uploader: uploader.realname,
      uploadTime,
    } satisfies SafetyAnnex);
  });
}
