import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { ISSUE_PHOTOS, RECTIFIED_PHOTOS } from './demoFiles';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';

/** Days of 工作日志 history: about four months of working days. */
const LOG_DAYS = 120;

/** A day's low and high (℃) of a month in the lower Yangtze region, where the demo projects stand. */
const MONTH_TEMPERATURES: readonly [number, number][] = [
  [-1, 7],
  [1, 10],
  [6, 15],
  [11, 21],
  [16, 26],
  [21, 29],
  [25, 33],
  [25, 32],
  [20, 28],
  [14, 23],
  [8, 16],
  [1, 9],
];
/** cm_weather codes, the sunny and cloudy ones most often; snow only in the cold months. */
const DRY_WEATHER = ['1', '1', '1', '2', '2', '3', '10'];
const WET_WEATHER = ['4', '4', '5', '6', '7', '9'];

/** The site's work areas and the order their work goes through. */
const AREAS = ['1#装置区', '2#装置区', '管廊A段', '罐区', '综合楼', '变电所'];
const PHASES = [
  '土方开挖及基坑支护',
  '基础垫层与防水',
  '基础钢筋绑扎',
  '基础模板支设',
  '基础混凝土浇筑',
  '主体结构施工',
  '钢结构安装',
  '设备安装',
  '管道安装及试压',
  '电气仪表安装',
];

const RESEARCH = [
  {
    topic: '基坑开挖前地下管线摸排',
    type: '5',
    findings: '现场东侧发现既有雨水管和一条 10kV 电缆，与图纸位置偏差约 1.5m。',
    suggestions: '人工探挖确认走向，设置警示标识，电缆段改为人工开挖。',
  },
  {
    topic: '塔吊基础地基承载力复核',
    type: '1',
    findings: '塔吊基础位置为回填土，触探结果承载力约 140kPa，低于设计要求。',
    suggestions: '换填级配砂石并增加桩基，复测合格后施工基础。',
  },
  {
    topic: '管廊桁架吊装作业条件',
    type: '6',
    findings: '吊装区域下方有临时道路，夜间照明不足，履带吊站位地面需加固。',
    suggestions: '吊装时段封闭道路，铺设路基箱，增加两台照明灯塔。',
  },
  {
    topic: '大体积混凝土浇筑方案',
    type: '2',
    findings: '罐区基础单次浇筑量约 860m³，商混站距现场 18km，高峰期运输时间不稳定。',
    suggestions: '与两家商混站签订供应协议，分层浇筑并布置测温点。',
  },
  {
    topic: '进场钢材质量与堆放',
    type: '3',
    findings: '部分 HRB400 钢筋堆放在露天地面，底部有锈蚀，标识牌不全。',
    suggestions: '设置钢筋堆放架和防雨棚，按规格挂牌，锈蚀钢筋除锈后复检。',
  },
  {
    topic: '雨季施工排水条件',
    type: '5',
    findings: '2#装置区基坑周边截水沟未闭合，低洼处存在积水。',
    suggestions: '完善截水沟和集水井，配置 4 台潜水泵，雨后检查边坡。',
  },
  {
    topic: '高处作业安全防护',
    type: '5',
    findings: '综合楼三层临边防护缺少挡脚板，部分安全网破损。',
    suggestions: '补齐挡脚板，更换破损安全网，班前教育强调高挂低用。',
  },
  {
    topic: '设备基础预埋件位置复核',
    type: '2',
    findings: '抽查 12 组预埋螺栓，2 组偏差超过 5mm。',
    suggestions: '浇筑前用定位钢板固定，由测量员逐组复核并签字。',
  },
  {
    topic: '临时用电线路布置',
    type: '1',
    findings: '管廊A段临时用电线缆拖地，穿越道路处未加保护管。',
    suggestions: '架空敷设或埋地穿管，配电箱按三级配电两级保护整改。',
  },
  { topic: '变电所电缆沟施工条件', type: '1', findings: '电缆沟与给水管交叉处标高冲突，需要设计确认。', suggestions: '发工作联系单请设计院出具交叉节点做法。' },
  {
    topic: '冬期施工保温措施',
    type: '2',
    findings: '夜间最低气温接近 0℃，现场保温材料储备不足。',
    suggestions: '采购岩棉被和塑料薄膜，混凝土掺防冻剂，安排专人测温。',
  },
  {
    topic: '管道试压水源与排放',
    type: '6',
    findings: '试压用水需从 1km 外消防管网接入，排放点未确定。',
    suggestions: '协调业主开通临时取水点，排放接入雨水系统并做沉淀。',
  },
];
const PARTICIPANTS = [
  '技术负责人、安全员、土建班组长',
  '项目经理、技术员、测量员',
  '安全员、机械班组长、吊装指挥',
  '技术员、质量员、商混站代表',
  '材料员、质量员、钢筋班组长',
];

const PROBLEMS = [
  { title: '模板支撑立杆间距超标', category: '1', severity: '2', description: '2#装置区框架梁模板支撑立杆间距约 1.5m，方案要求不大于 1.2m。' },
  { title: '脚手架连墙件缺失', category: '2', severity: '3', description: '综合楼北侧外架 4-6 层连墙件缺失 3 处。' },
  { title: '钢筋保护层垫块不足', category: '1', severity: '1', description: '罐区基础底板钢筋垫块间距过大，局部保护层不足。' },
  { title: '管道焊口未及时探伤', category: '1', severity: '2', description: '管廊A段已焊口 36 道，探伤委托滞后 5 天。' },
  { title: '混凝土供应不及时', category: '3', severity: '2', description: '上周两次浇筑商混车辆间隔超过 1 小时，出现冷缝风险。' },
  { title: '图纸与现场标高不符', category: '4', severity: '2', description: '变电所电缆沟底标高与给水管交叉处冲突约 200mm。' },
  { title: '进场阀门缺少合格证', category: '5', severity: '1', description: '本批 DN150 闸阀 24 台未随货提供合格证和试压报告。' },
  { title: '吊装区域未设警戒', category: '2', severity: '3', description: '1#装置区吊装作业时未拉设警戒线，无专人监护。' },
  { title: '土建与安装交叉作业冲突', category: '6', severity: '1', description: '综合楼二层砌筑与机电预埋同时施工，材料堆放互相影响。' },
  { title: '施工进度滞后于计划', category: '3', severity: '2', description: '2#装置区主体结构较周计划滞后 4 天。' },
  { title: '临边防护不到位', category: '2', severity: '2', description: '罐区基坑东侧临边防护栏杆缺失约 15m。' },
  { title: '砌体灰缝不饱满', category: '1', severity: '1', description: '综合楼三层砌体竖向灰缝饱满度不足 80%。' },
];
const RESOLUTIONS = [
  '已按方案整改完毕，班组自检合格，现场照片附后。',
  '已补齐缺失部分，并对同类部位全面排查，未发现其他问题。',
  '已协调相关单位落实，后续按计划跟踪。',
  '已返工处理并经质量员复查合格。',
];

export interface SiteWorkSite {
  projectId: string;
  /** The project's labour teams, who do the work a log records. */
  teamIds: readonly string[];
  /** The project's leased machines on site. */
  deviceIds: readonly string[];
  /** Who writes the logs and researches: the 施工员. */
  recorder: Person;
  /** Who raises problems: the 施工员 and, where he works, the 项目经理. */
  raisers: readonly Person[];
  /** Who problems are given to (班组长, 技术员; the 施工员 for a manager's). */
  handlers: readonly Person[];
}

export interface SiteWorkSeed {
  logs: SeedRecord[];
  logAreas: SeedRecord[];
  logMachines: SeedRecord[];
  research: SeedRecord[];
  problems: SeedRecord[];
  history: FlowHistoryRow[];
}

const record = (projectId: string, createTime: string, fields: Record<string, unknown>): SeedRecord => ({ id: newId(), projectId, createTime, fields });
const at = (day: string, hour: number, minute: number) => `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
/** Monday to Saturday: the days a site works. */
const isWorkingDay = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;

/** The weather and temperatures of a day, by its month (rain one day in four, snow in winter's wet days). */
function weatherOf(random: Random, day: string): { weather: string; tempLow: number; tempHigh: number } {
  const [low, high] = MONTH_TEMPERATURES[Number(day.slice(5, 7)) - 1];
  const wet = random.chance(0.25);
  const cold = high < 8;
  const weather = wet ? (cold && random.chance(0.5) ? '8' : random.pick(WET_WEATHER)) : random.pick(DRY_WEATHER);
  const tempLow = low + random.int(-2, 2);
  const tempHigh = Math.max(tempLow + 3, high + random.int(-2, 2) - (wet ? 3 : 0));
  return { weather, tempLow, tempHigh };
}

/**
 * The logs of one project: every working day of the last four months up to yesterday (today's is
 * left to the 施工员), each with two to four areas whose work moves through the phases over the
 * months (each area at its own pace), the teams doing it and the machines on site.
 */
function buildLogs(random: Random, site: SiteWorkSite, today: string, seed: SiteWorkSeed): void {
  const first = addDays(today, -LOG_DAYS);
  for (let n = 0; n < LOG_DAYS; n += 1) {
    const day = addDays(first, n);
    if (!isWorkingDay(day)) continue;
    const log = record(site.projectId, at(day, 18, random.int(0, 50)), {
      logDate: day,
      ...weatherOf(random, day),
      recorderId: site.recorder.id,
      safetyNote: random.chance(0.8) ? '班前教育已开展，现场安全文明施工情况良好。' : '巡查发现临边防护缺失一处，已当场整改。',
      photos: random.chance(0.5) ? random.pick(ISSUE_PHOTOS) : null,
    });
    seed.logs.push(log);
    random.sample(AREAS, random.int(2, 4)).forEach((area, order) => {
      const pace = AREAS.indexOf(area) * 0.6;
      const position = (n / LOG_DAYS) * 5 + pace;
      const phase = PHASES[Math.min(PHASES.length - 1, Math.floor(position))];
      seed.logAreas.push(
        record(site.projectId, log.createTime, {
          logId: log.id,
          orderNum: order + 1,
          area,
          content: phase,
          progress: Math.min(100, Math.round((position % 1) * 100) + random.int(0, 5)),
          teamId: site.teamIds.length > 0 ? random.pick(site.teamIds) : null,
        }),
      );
    });
    random
      .sample(site.deviceIds, Math.min(site.deviceIds.length, random.int(1, 3)))
      .forEach((deviceId, order) =>
        seed.logMachines.push(
          record(site.projectId, log.createTime, { logId: log.id, orderNum: order + 1, deviceId, workHours: random.int(4, 10), usage: random.pick(PHASES) }),
        ),
      );
  }
}

function buildResearch(random: Random, site: SiteWorkSite, today: string, seed: SiteWorkSeed): void {
  RESEARCH.forEach((item, index) => {
    const day = addDays(today, -Math.round(((RESEARCH.length - index) * LOG_DAYS) / RESEARCH.length) + random.int(0, 3));
    seed.research.push(
      record(site.projectId, at(day, 16, random.int(0, 59)), {
        topic: item.topic,
        researchType: item.type,
        area: random.pick(AREAS),
        researchDate: day,
        researcherId: site.recorder.id,
        participants: random.pick(PARTICIPANTS),
        findings: item.findings,
        suggestions: item.suggestions,
        conclusion: index % 5 === 3 ? '3' : index % 3 === 1 ? '2' : '1',
        photos: random.pick(ISSUE_PHOTOS),
      }),
    );
  });
}

/**
 * About thirty problems of one project over the four months: the older ones resolved or closed,
 * the recent ones waiting, in hand or awaiting the raiser's confirmation (a few reopened once),
 * and some open ones past their due date; each with the history the flow writes.
 */
function buildProblems(random: Random, site: SiteWorkSite, today: string, seed: SiteWorkSeed): void {
  const count = 30;
  for (let index = 0; index < count; index += 1) {
    const template = PROBLEMS[index % PROBLEMS.length];
    const raised = addDays(today, -Math.round(((count - index) * (LOG_DAYS - 5)) / count) - random.int(0, 2));
    const raiser = site.raisers[index % site.raisers.length];
    const handlers = site.handlers.filter((person) => person.id !== raiser.id);
    const handler = handlers[index % handlers.length];
    const age = (Date.parse(today) - Date.parse(raised)) / 86_400_000;
    const state = age > 20 ? (index % 7 === 0 ? '5' : '4') : (['1', '2', '3', '2', '1', '4'] as const)[index % 6];
    const reopened = (state === '4' || state === '3') && index % 4 === 1;
    const dueDate = addDays(raised, random.int(3, 10));
    const resolveDay = addDays(raised, random.int(1, 3));
    const resolved = state === '3' || state === '4';
    const problem = record(site.projectId, at(raised, 9, random.int(0, 59)), {
      problemNo: `WT${raised.replace(/-/g, '').slice(2)}-${String(index + 1).padStart(3, '0')}`,
      title: template.title,
      category: template.category,
      severity: template.severity,
      area: random.pick(AREAS),
      description: template.description,
      photos: random.pick(ISSUE_PHOTOS),
      handlerId: handler.id,
      dueDate,
      raiserId: raiser.id,
      resolution: resolved ? random.pick(RESOLUTIONS) : null,
      resolvePhotos: resolved ? random.pick(RECTIFIED_PHOTOS) : null,
      resolveDate: resolved ? (resolveDay > today ? today : resolveDay) : null,
      status: state,
    });
    seed.problems.push(problem);
    const step = (action: string, from: string | null, to: string, actor: Person, time: string, comment: string | null = null) =>
      seed.history.push(
        seededHistoryRow({ projectId: site.projectId, screenId: 'construction.workProblem', recordId: problem.id, action, from, to, actor, comment, at: time }),
      );
    step('create', null, '1', raiser, problem.createTime);
    if (state === '1') continue;
    if (state === '5' && index % 2 === 0) {
      step('close', '1', '5', raiser, at(raised, 15, 0), '经核实为重复提出的问题，关闭');
      continue;
    }
    step('accept', '1', '2', handler, at(raised, 11, random.int(0, 59)));
    if (state === '2' || state === '5') {
      if (state === '5') step('close', '2', '5', raiser, at(addDays(raised, 2), 15, 0), '设计变更后该部位取消，问题不再处理');
      continue;
    }
    if (reopened) {
      step('resolve', '2', '3', handler, at(raised, 16, 30));
      step('reopen', '3', '2', raiser, at(addDays(raised, 1), 9, 0), '复查仍有两处未整改到位，请继续处理');
    }
    step('resolve', '2', '3', handler, at(String(problem.fields.resolveDate), 17, 0));
    if (state === '4') step('confirm', '3', '4', raiser, at(String(problem.fields.resolveDate), 18, 0), '现场复查已解决');
  }
}

/** 现场工作 of one project: its daily logs, field research and problems (relative to `today`). */
export function buildSiteWork(random: Random, site: SiteWorkSite, today: string): SiteWorkSeed {
  const seed: SiteWorkSeed = { logs: [], logAreas: [], logMachines: [], research: [], problems: [], history: [] };
  buildLogs(random, site, today, seed);
  buildResearch(random, site, today, seed);
  buildProblems(random, site, today, seed);
  return seed;
}
