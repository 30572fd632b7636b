import { newId } from '../../db/ids';
import type { FlowTables } from '../../flow/flowTables';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { ISSUE_PHOTOS, RECTIFIED_PHOTOS } from './demoFiles';

/** A row of sys_flow_history (contract B) as the seed inserts it. */
export type FlowHistoryRow = FlowTables['sys_flow_history'];

/** What a seeded flow step records: on which record, which transition, by whom, when. */
export interface SeededStep {
  projectId: string;
  screenId: string;
  recordId: string;
  action: string;
  from: string | null;
  to: string;
  actor: Person;
  comment?: string | null;
  at: string;
}

/** A flow history row of a seeded step (ids fresh, no step values). */
export function seededHistoryRow(step: SeededStep): FlowHistoryRow {
  return {
    id: newId(),
    tenant_id: '0',
    project_id: step.projectId,
    screen_id: step.screenId,
    record_id: step.recordId,
    action: step.action,
    from_state: step.from,
    to_state: step.to,
    actor_id: step.actor.id,
    actor_name: step.actor.realname,
    comment: step.comment ?? null,
    values: null,
    create_time: step.at,
  };
}

export interface Person {
  id: string;
  realname: string;
}

/** One kind of issue an inspector may raise (a 危险源 or a 质量问题库 row). */
export interface IssueKind {
  id: string;
  grade: string;
  finding: string;
  measure: string;
}

/** The entity fields an inspection screen keeps its issue and flow data in. */
export interface InspectionFields {
  issueType: string;
  describe: string;
  require: string;
  deadline: string;
  /** 现场照片 the inspector took. */
  photos: string;
  grade: string;
  area: string;
  contractor: string;
  initiator: string;
  initiatorTime: string;
  rectifier: string;
  reviewer: string;
  state: string;
  rectifyDescribe: string;
  rectifyPhotos: string;
  /** 整改完成时间: a step field of 提交整改, the time of the last rectification. */
  rectifyTime: string;
}

export interface InspectionPlan {
  screenId: string;
  projectId: string;
  fields: InspectionFields;
  /** First day issues are raised on and the seed's present (`YYYY-MM-DD HH:mm:ss`): nothing happens after it. */
  from: string;
  now: string;
  count: number;
  kinds: readonly IssueKind[];
  contractors: readonly string[];
  areas: readonly string[];
  initiators: readonly Person[];
  rectifiers: readonly Person[];
  reviewers: readonly Person[];
}

export interface InspectionHistory {
  records: SeedRecord[];
  history: FlowHistoryRow[];
}

/** The inspection flow's states (contract A) and its transitions' names. */
export const STATE = { open: '1', review: '2', passed: '3', rejected: '4', overdue: '5' } as const;
const SYSTEM_ACTOR = '系统';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const parse = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const dayOf = (ms: number) => format(ms).slice(0, 10);

/** How many of the newest issues are still waiting (raised in the last day), and every how many issues one is never rectified. */
const JUST_RAISED = 3;
const NEVER_RECTIFIED = 16;

/** Days to rectify by 问题级别: 重大 1, 较大 3, 一般 5. */
const DAYS_TO_RECTIFY: Record<string, number> = { '3': 1, '2': 3, '1': 5 };

const REJECT_COMMENTS = [
  '整改不彻底，现场仍有部分未完成，请继续整改',
  '整改照片不能反映整改后的情况，请重新拍照提交',
  '防护设施未按方案要求设置到位',
  '同类问题在相邻区域仍然存在，请一并整改',
];
const PASS_COMMENTS = ['整改到位，同意关闭', '复查合格', '现场已复查，整改符合要求', null];
const RECTIFY_PREFIXES = ['已完成整改：', '已组织班组整改：', '已按要求落实：'];

interface Step {
  action: string;
  from: string | null;
  to: string;
  actor: Person | null;
  at: number;
  comment: string | null;
  values: Record<string, string> | null;
}

/** A working time (08–18 h) between two moments, or `after` plus a little when the window is empty. */
function workingMomentBetween(random: Random, after: number, before: number): number {
  const candidate = after + HOUR + random.next() * Math.max(0, before - after - HOUR);
  const hour = new Date(candidate).getUTCHours();
  if (hour >= 8 && hour < 18) return Math.floor(candidate / 1000) * 1000;
  const morning = Date.parse(`${dayOf(candidate + (hour >= 18 ? DAY : 0))}T08:00:00Z`) + random.int(0, 150) * 60 * 1000;
  return Math.max(morning, after + HOUR);
}

/** The steps an issue goes through, planned in full; the caller keeps those before `now`. */
function plannedSteps(
  random: Random,
  plan: InspectionPlan,
  raisedAt: number,
  deadline: number,
  people: { initiator: Person; rectifier: Person; reviewer: Person },
  kind: IssueKind,
): Step[] {
  const { rectifyDescribe, rectifyPhotos, rectifyTime } = plan.fields;
  const steps: Step[] = [{ action: 'create', from: null, to: STATE.open, actor: people.initiator, at: raisedAt, comment: null, values: null }];
  const last = () => steps[steps.length - 1];
  const rectify = (within: number) => {
    const at = workingMomentBetween(random, last().at, last().at + within);
    const text = `${random.pick(RECTIFY_PREFIXES)}${kind.measure}`;
    steps.push({
      action: 'rectify',
      from: last().to,
      to: STATE.review,
      actor: people.rectifier,
      at,
      comment: null,
      values: { [rectifyDescribe]: text, [rectifyPhotos]: random.pick(RECTIFIED_PHOTOS), [rectifyTime]: format(at) },
    });
  };
  const review = (pass: boolean) => {
    const at = workingMomentBetween(random, last().at, last().at + random.int(4, 30) * HOUR);
    const comment = pass ? random.pick(PASS_COMMENTS) : random.pick(REJECT_COMMENTS);
    steps.push({
      action: pass ? 'pass' : 'reject',
      from: STATE.review,
      to: pass ? STATE.passed : STATE.rejected,
      actor: people.reviewer,
      at,
      comment,
      values: null,
    });
  };
  const roll = random.next();
  if (roll < 0.06) {
    // Rectified only after it went overdue.
    steps.push({
      action: 'overdue',
      from: STATE.open,
      to: STATE.overdue,
      actor: null,
      at: parse(`${dayOf(deadline + DAY)} 01:00:00`),
      comment: null,
      values: null,
    });
    rectify(random.int(1, 3) * DAY);
    review(true);
    return steps;
  }
  rectify(Math.max(2 * HOUR, deadline + 18 * HOUR - raisedAt));
  if (roll < 0.24) {
    review(false);
    rectify(random.int(1, 2) * DAY);
    if (roll < 0.26) review(false);
    else review(true);
    return steps;
  }
  review(true);
  return steps;
}

/**
 * 3–6 months of an inspection screen's issues with their flow history: raised by the initiators
 * against the contractors, most rectified and passed after one or two rounds, some rejected, a few
 * overdue, the most recent still open. Everything happens before `now`; an issue left open past
 * its deadline has gone overdue (the deadline job's history row, actor 系统).
 */
export function buildInspectionHistory(random: Random, plan: InspectionPlan): InspectionHistory {
  const { fields } = plan;
  const now = parse(plan.now);
  const start = parse(`${plan.from} 00:00:00`);
  // A working moment of the last day can lie after `now` early in the morning: such issues are raised by now at the latest.
  const raised = Array.from({ length: plan.count - JUST_RAISED }, () => Math.min(workingMomentBetween(random, start, now - 4 * HOUR), now - 4 * HOUR));
  // The newest issues were raised since yesterday and are before their deadline.
  for (let index = 0; index < JUST_RAISED; index += 1) raised.push(now - random.int(1, 20) * HOUR);
  raised.sort((a, b) => a - b);
  const records: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];
  for (const [index, raisedAt] of raised.entries()) {
    const id = newId();
    const kind = random.pick(plan.kinds);
    const grade = random.chance(0.15) ? random.pick(['1', '2', '3']) : kind.grade;
    const deadlineDay = dayOf(raisedAt + DAYS_TO_RECTIFY[grade] * DAY);
    const deadline = parse(`${deadlineDay} 23:59:59`);
    const initiator = random.pick(plan.initiators);
    const reviewer = plan.reviewers.find((person) => person.id !== initiator.id) ?? plan.reviewers[0];
    const rectifier = random.pick(plan.rectifiers);
    const planned = plannedSteps(random, plan, raisedAt, deadline, { initiator, rectifier, reviewer }, kind);
    // Every NEVER_RECTIFIED-th issue is left alone by its rectifier (each project has overdue ones); the
    // newest are at most rectified, not reviewed yet.
    const kept = index % NEVER_RECTIFIED === NEVER_RECTIFIED - 1 ? 1 : raisedAt > now - DAY ? random.int(1, 2) : planned.length;
    const steps = planned.slice(0, kept).filter((step) => step.at < now);
    const last = steps[steps.length - 1];
    if ((last.to === STATE.open || last.to === STATE.rejected) && deadline < now) {
      const at = Math.max(parse(`${dayOf(deadline + DAY)} 01:00:00`), parse(`${dayOf(last.at + DAY)} 01:00:00`));
      if (at < now) steps.push({ action: 'overdue', from: last.to, to: STATE.overdue, actor: null, at, comment: null, values: null });
    }
    const area = random.pick(plan.areas);
    const lastRectify = [...steps].reverse().find((step) => step.action === 'rectify');
    records.push({
      id,
      projectId: plan.projectId,
      createTime: format(raisedAt),
      fields: {
        [fields.issueType]: kind.id,
        [fields.describe]: `${area}：${kind.finding}`,
        [fields.require]: kind.measure,
        [fields.deadline]: deadlineDay,
        [fields.photos]: random.sample(ISSUE_PHOTOS, random.int(1, 2)).join(','),
        [fields.grade]: grade,
        [fields.area]: area,
        [fields.contractor]: random.pick(plan.contractors),
        [fields.initiator]: initiator.id,
        [fields.initiatorTime]: format(raisedAt),
        [fields.rectifier]: rectifier.id,
        [fields.reviewer]: reviewer.id,
        [fields.state]: steps[steps.length - 1].to,
        [fields.rectifyDescribe]: lastRectify?.values?.[fields.rectifyDescribe] ?? null,
        [fields.rectifyPhotos]: lastRectify?.values?.[fields.rectifyPhotos] ?? null,
        [fields.rectifyTime]: lastRectify?.values?.[fields.rectifyTime] ?? null,
      },
    });
    history.push(
      ...steps.map((step) => ({
        id: newId(),
        tenant_id: '0',
        project_id: plan.projectId,
        screen_id: plan.screenId,
        record_id: id,
        action: step.action,
        from_state: step.from,
        to_state: step.to,
        actor_id: step.actor?.id ?? null,
        actor_name: step.actor?.realname ?? SYSTEM_ACTOR,
        comment: step.comment,
        values: step.values ? JSON.stringify(step.values) : null,
        create_time: format(step.at),
      })),
    );
  }
  return { records, history };
}
