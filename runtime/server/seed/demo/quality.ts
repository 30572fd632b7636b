import type { QualityMaterial } from '../../../core/generated/entities/quality/material';
import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays, randomDay, workingTime } from './dates';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';

const record = (projectId: string, createTime: string, fields: Record<string, unknown>): SeedRecord => ({ id: newId(), projectId, createTime, fields });

/** Materials a petrochemical site samples on arrival: name, spec, maker, unit and what is tested. */
const MATERIALS = [
  ['热轧带肋钢筋', 'HRB400E Φ20', '宁波钢铁有限公司', 't', '屈服强度、抗拉强度、伸长率、弯曲性能'],
  ['热轧带肋钢筋', 'HRB400E Φ12', '沙钢集团', 't', '屈服强度、抗拉强度、重量偏差'],
  ['普通硅酸盐水泥', 'P.O 42.5', '海螺水泥股份有限公司', 't', '凝结时间、安定性、胶砂强度'],
  ['预拌混凝土', 'C30', '宁波中建商品混凝土有限公司', 'm3', '抗压强度（标养28天）'],
  ['SBS改性沥青防水卷材', '4mm PY Ⅱ型', '东方雨虹防水技术股份有限公司', 'm2', '拉力、延伸率、低温柔性、不透水性'],
  ['无缝钢管', '20# Φ159×6', '天津钢管集团', 'm', '化学成分、拉伸、压扁'],
  ['焊条', 'E4303 Φ3.2', '四川大西洋焊接材料股份有限公司', 'kg', '熔敷金属化学成分、力学性能'],
  ['蒸压加气混凝土砌块', 'A3.5 B06', '宁波浙东建材有限公司', 'm3', '抗压强度、干密度'],
] as const;

const AGENCIES = ['宁波市建设工程质量检测中心', '浙江省建材质量检测中心', '宁波甬诚检测技术有限公司'];
const WITNESSES = ['陈监理', '李监理', '王监理'];

/** 质量材料: 6–8 samplings over the last five months; most passed, one failed, the latest still being tested. */
export function buildMaterialSamples(random: Random, projectId: string, sampler: Person, now: string): SeedRecord[] {
  const today = now.slice(0, 10);
  const days = Array.from({ length: random.int(6, 8) }, () => randomDay(random, addDays(today, -150), addDays(today, -1))).sort();
  const failed = random.int(0, days.length - 2);
  return days.map((day, index) => {
    const [materialName, spec, manufacturer, unit, testItems] = random.pick(MATERIALS);
    const pending = index === days.length - 1;
    const fields: Partial<QualityMaterial> = {
      materialName,
      spec,
      manufacturer,
      batchNo: `${day.replace(/-/g, '')}-${String(index + 1).padStart(2, '0')}`,
      quantity: random.int(10, 300),
      unit,
      sampleDate: day,
      sampler: sampler.id,
      witness: random.pick(WITNESSES),
      testAgency: random.pick(AGENCIES),
      testItems,
      testResult: pending ? '0' : index === failed ? '2' : '1',
      reportNo: pending ? undefined : `JC${day.slice(0, 4)}-${String(random.int(1000, 9999))}`,
      remark: index === failed ? '复检后退场处理' : undefined,
    };
    return record(projectId, workingTime(random, day), fields);
  });
}

const FILES = [
  ['1', '项目质量管理制度'],
  ['2', '项目质量计划'],
  ['3', '大体积混凝土施工方案'],
  ['3', '管道焊接施工方案'],
  ['5', '钢结构分项工程验收记录'],
  ['6', '质量创优策划书'],
] as const;

/** 质量文件: the project's quality documents, registered by the quality officer. */
export function buildQualityFiles(random: Random, projectId: string, uploader: Person, now: string): SeedRecord[] {
  return random.sample(FILES, random.int(4, 6)).map(([category, fileName]) => {
    const day = randomDay(random, addDays(now.slice(0, 10), -150), addDays(now.slice(0, 10), -1));
    return record(projectId, workingTime(random, day), { category, fileName, fileVersion: `V1.${random.int(0, 2)}`, uploader: uploader.id, uploadDate: day });
  });
}

/** The first and last day of the month holding `day` (`YYYY-MM-DD`). */
function monthOf(day: string): { begin: string; end: string } {
  const begin = `${day.slice(0, 7)}-01`;
  return { begin, end: addDays(`${addDays(begin, 32).slice(0, 7)}-01`, -1) };
}

/** 质量目标: the four monthly targets for each of the last three months and this one (the seed computes them after). */
export function buildQualityTargets(projectId: string, now: string): SeedRecord[] {
  const targets = { rectifyRate: 90, firstPassRate: 85, issueLimit: 12, overdueLimit: 2 };
  return [-90, -60, -30, 0].flatMap((offset) => {
    const { begin, end } = monthOf(addDays(now.slice(0, 10), offset));
    return Object.entries(targets).map(([indicator, targetValue]) =>
      record(projectId, `${begin} 09:00:00`, { period: 'month', beginDate: begin, endDate: end, indicator, targetValue }),
    );
  });
}

/** A monthly report with the flow rows it went through. */
export interface ReportSeed {
  records: SeedRecord[];
  history: FlowHistoryRow[];
}

/**
 * 质量月报 of the last four months: the older ones 已审核 (one of them sent back once first), last
 * month's 已提交 and waiting for the 项目经理.
 */
export function buildMonthlyReports(random: Random, projectId: string, author: Person, reviewer: Person, now: string): ReportSeed {
  const records: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];
  [-120, -90, -60, -30].forEach((offset, index) => {
    const month = addDays(now.slice(0, 10), offset).slice(0, 7);
    const written = `${addDays(`${month}-01`, 33).slice(0, 7)}-0${random.int(2, 5)} 10:00:00`;
    const last = index === 3;
    const sentBack = index === 1;
    const item = record(projectId, written, {
      reportMonth: month,
      title: `${month.slice(0, 4)}年${Number(month.slice(5))}月质量月报`,
      overview: '本月工程质量总体受控，分部分项工程验收一次合格。',
      inspectionSummary: `本月开展质量巡检${random.int(6, 12)}次，材料见证取样${random.int(3, 8)}组。`,
      problems: '个别部位钢筋保护层厚度偏差、管道焊缝外观成型不良。',
      rectification: '已下发整改通知，责任单位按期整改并经复查通过。',
      nextPlan: '加强隐蔽工程验收和焊接过程旁站，开展质量月活动。',
      initiatorId: author.id,
      status: last ? '2' : '3',
    });
    records.push(item);
    const step = (action: string, from: string | null, to: string, actor: Person, minutes: number, comment: string | null = null) =>
      history.push(
        seededHistoryRow({
          projectId,
          screenId: 'quality.monthlyReport',
          recordId: item.id,
          action,
          from,
          to,
          actor,
          comment,
          at: `${written.slice(0, 11)}${String(10 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`,
        }),
      );
    step('create', null, '1', author, 0);
    step('submit', '1', '2', author, 30);
    if (sentBack) {
      step('reject', '2', '4', reviewer, 120, '请补充本月材料送检情况');
      step('submit', '4', '2', author, 240);
    }
    if (!last) step('approve', '2', '3', reviewer, 300);
  });
  return { records, history };
}

const SURVEY_QUESTIONS = [
  { title: '您对本项目工程质量的总体评价', kind: 'single', options: '满意\n基本满意\n不满意', required: '1' },
  { title: '您认为需要改进的方面', kind: 'multi', options: '文明施工\n扬尘控制\n夜间噪音\n交通组织', required: '0' },
  { title: '请为项目管理人员的服务打分', kind: 'rating', options: '', required: '1' },
  { title: '其他意见和建议', kind: 'text', options: '', required: '0' },
];
const OPINIONS = ['希望加强夜间施工管理', '现场围挡整洁，值得肯定', '渣土车出场请冲洗干净', '质量问题整改及时'];

/** A questionnaire, its question rows and its answer sheets, ready to insert. */
export interface SurveySeed {
  survey: SeedRecord;
  questions: Record<string, unknown>[];
  answers: Record<string, unknown>[];
}

/** 满意度调查: this quarter's owner survey (进行中, with 10–16 answer sheets) of a project. */
export function buildSurvey(random: Random, projectId: string, token: string, now: string): SurveySeed {
  const today = now.slice(0, 10);
  const survey = record(projectId, `${addDays(today, -20)} 09:00:00`, {
    title: '业主及周边单位满意度调查',
    description: '请根据近期施工情况填写，约需 1 分钟，感谢支持。',
    beginDate: addDays(today, -20),
    endDate: addDays(today, 20),
    status: '1',
    shareToken: token,
  });
  const questions = SURVEY_QUESTIONS.map((question, index) => ({ id: newId(), survey_id: survey.id, order_num: index + 1, ...question }));
  const [single, multi, rating, text] = questions.map((question) => question.id);
  const answers = Array.from({ length: random.int(10, 16) }, () => {
    const sheet: Record<string, unknown> = {
      [single]: random.pick(['满意', '满意', '满意', '基本满意', '不满意']),
      [rating]: random.pick([3, 4, 4, 5, 5]),
    };
    if (random.chance(0.6)) sheet[multi] = random.sample(['文明施工', '扬尘控制', '夜间噪音', '交通组织'], random.int(1, 2));
    if (random.chance(0.4)) sheet[text] = random.pick(OPINIONS);
    return {
      id: newId(),
      tenant_id: '0',
      project_id: projectId,
      screen_id: 'quality.survey',
      survey_id: survey.id,
      answers: JSON.stringify(sheet),
      create_time: workingTime(random, randomDay(random, addDays(today, -19), addDays(today, -1))),
    };
  });
  return { survey, questions, answers };
}
