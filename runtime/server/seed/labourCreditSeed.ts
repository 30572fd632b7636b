import { sql } from 'kysely';
import type { LabourRewardPunishment } from '../../core/generated/entities';
import { withDerivedFields } from '../../core/screen/derivedFields';
import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { findLabourWarnings } from '../labour/credit/warningRules';
import { DEFAULT_WARNING_SETTINGS } from '../labour/credit/warningSettings';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { addDays, randomDay, workingTime } from './demo/dates';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** 劳务员 李思 teaches the trainings, keeps the rewards and punishments and writes the evaluations. */
const CLERK = 'lisi';
/** Dictionary train_type. */
const THREE_LEVEL = '1';
const PRE_SHIFT = '2';
const SPECIAL_TOPIC = '3';
const SPECIAL_WORK = '4';
/** 特种作业 trades (dictionary work_type) and the operation certificate each needs. */
const CERTIFICATES: Record<string, string> = {
  '004': '登高架设作业',
  '009': '低压电工作业',
  '010': '熔化焊接与热切割作业',
  '013': '起重信号司索作业',
};
const TOPICS = ['高处作业安全专项培训', '临时用电安全专项培训', '消防安全与应急疏散演练', '有限空间作业专项培训', '防暑降温与职业健康培训'];
const PLACES = ['项目部二楼会议室', '工人生活区安全体验馆', '施工现场安全讲台'];
const REWARDS = ['主动发现并报告脚手架连墙件缺失隐患', '文明施工检查表现突出', '节约材料、工完场清', '协助处置夜间临时停电', '月度安全之星'];
const PUNISHMENTS = ['高处作业未系安全带', '未佩戴安全帽进入施工区域', '生活区违规使用大功率电器', '动火作业未办理动火证', '吸烟被安全员当场制止'];

interface Worker {
  id: string;
  projectId: string;
  teamId: string;
  jobName: string;
  startTime: string;
  /** Dictionary enter_status: 0 on site, 1 left, else not yet entered. */
  status: string;
}

async function workersOf(db: AppDb): Promise<Worker[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select id, project_id, team_id, job_name, start_time, enter_and_retreat_condition from lab_worker order by project_id, start_time, id`.execute(db);
  const day = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10);
  return rows.map((row) => ({
    id: String(row.id),
    projectId: String(row.project_id),
    teamId: String(row.team_id ?? ''),
    jobName: String(row.job_name ?? ''),
    startTime: day(row.start_time),
    status: String(row.enter_and_retreat_condition ?? ''),
  }));
}

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** The Monday of the week of `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

class TrainingBuilder {
  readonly sessions: SeedRecord[] = [];
  readonly attendees: SeedRecord[] = [];
  constructor(
    private readonly random: Random,
    private readonly screen: ScreenFile,
    private readonly teacher: string,
  ) {}

  /** One session and its attendee rows: a few attendees fail, the others score from the pass mark up; the screen's bands judge each. */
  add(projectId: string, fields: Record<string, unknown>, workers: Worker[], extra: (worker: Worker) => Record<string, unknown> = () => ({})) {
    const id = newId();
    const passScore = Number(fields.passScore);
    const trainDate = String(fields.trainDate);
    const rows = workers.map((worker, index) => ({
      trainingId: id,
      workerId: worker.id,
      score: passScore > 45 && this.random.chance(0.04) ? this.random.int(45, passScore - 1) : this.random.int(Math.max(passScore, 70), 98),
      orderNum: index + 1,
      ...extra(worker),
    }));
    const session = withDerivedFields(this.screen, { teacher: this.teacher, place: this.random.pick(PLACES), ...fields, attendees: rows });
    const { attendees, ...header } = session;
    this.sessions.push({ id, projectId, createTime: workingTime(this.random, trainDate), fields: header });
    for (const row of attendees as Record<string, unknown>[]) this.attendees.push({ id: newId(), projectId, createTime: `${trainDate} 18:00:00`, fields: row });
  }
}

/**
 * 三级教育 for every worker who entered (one session a week, the day before the first entry of the
 * week; everyone passes, if need be at a make-up the next day), weekly 班前教育 per team over the last
 * 12 weeks, a few 专项 sessions, and 特种作业 training with the operation certificates of the special
 * trades (some due within a month, so 预警信息 has something to say).
 */
function buildTrainings(random: Random, screen: ScreenFile, workers: Worker[], teacher: string, today: string): TrainingBuilder {
  const trainings = new TrainingBuilder(random, screen, teacher);
  const entered = workers.filter((worker) => worker.startTime && (worker.status === '0' || worker.status === '1'));
  for (const [key, group] of groupBy(entered, (worker) => `${worker.projectId}|${mondayOf(worker.startTime)}`)) {
    const projectId = key.split('|')[0];
    const trainDate = addDays(group.map((worker) => worker.startTime).sort()[0], -1);
    trainings.add(
      projectId,
      {
        trainName: `${trainDate.slice(5, 7)}月第${Math.ceil(Number(trainDate.slice(8)) / 7)}批新进场工人三级安全教育`,
        trainType: THREE_LEVEL,
        trainDate,
        duration: 24,
        passScore: 60,
      },
      group,
    );
  }
  // A failed 三级教育 is retaken: nobody goes on site without a pass.
  const failed = trainings.attendees.filter((row) => row.fields.passed === '0');
  for (const row of failed) {
    const worker = entered.find((candidate) => candidate.id === row.fields.workerId)!;
    const trainDate = String(trainings.sessions.find((session) => session.id === row.fields.trainingId)!.fields.trainDate);
    trainings.add(
      worker.projectId,
      { trainName: '三级安全教育补考', trainType: THREE_LEVEL, trainDate: addDays(trainDate, 1), duration: 2, passScore: 60 },
      [worker],
      () => ({
        score: random.int(66, 90),
      }),
    );
  }
  const onSite = workers.filter((worker) => worker.status === '0');
  for (const [key, team] of groupBy(onSite, (worker) => `${worker.projectId}|${worker.teamId}`)) {
    const projectId = key.split('|')[0];
    for (let week = 12; week >= 1; week -= 1) {
      const trainDate = addDays(mondayOf(today), -7 * week);
      const present = team.filter((worker) => worker.startTime <= trainDate && random.chance(0.93));
      if (present.length > 0)
        trainings.add(projectId, { trainName: '周一班前安全教育', trainType: PRE_SHIFT, trainDate, duration: 0.5, passScore: 60 }, present);
    }
  }
  for (const [projectId, site] of groupBy(onSite, (worker) => worker.projectId)) {
    random.sample(TOPICS, 3).forEach((topic, index) => {
      const trainDate = randomDay(random, addDays(today, -85 + index * 28), addDays(today, -60 + index * 28));
      trainings.add(
        projectId,
        { trainName: topic, trainType: SPECIAL_TOPIC, trainDate, duration: 2, passScore: 70 },
        random.sample(site, Math.min(site.length, random.int(15, 30))),
      );
    });
    const special = site.filter((worker) => CERTIFICATES[worker.jobName]);
    if (special.length === 0) continue;
    const trainDate = randomDay(random, addDays(today, -80), addDays(today, -50));
    let serial = 0;
    trainings.add(projectId, { trainName: '特种作业人员复审培训', trainType: SPECIAL_WORK, trainDate, duration: 16, passScore: 80 }, special, (worker) => {
      serial += 1;
      // Six-year certificates reviewed every three years: most are far from due, a few fall due this month.
      const due = random.chance(0.12) ? addDays(today, random.int(-5, 28)) : randomDay(random, addDays(today, 60), addDays(today, 1800));
      return {
        certNo: `T${worker.projectId.slice(-4).toUpperCase()}${String(serial).padStart(4, '0')}`,
        certValidTo: due,
        remark: CERTIFICATES[worker.jobName],
      };
    });
  }
  return trainings;
}

/** Rewards and punishments over the last three months: about one per eight workers on site. */
function buildRewards(random: Random, workers: Worker[], issuer: string, today: string): SeedRecord[] {
  const onSite = workers.filter((worker) => worker.status === '0');
  return random.sample(onSite, Math.round(onSite.length / 8)).map((worker) => {
    const reward = random.chance(0.45);
    const rpDate = randomDay(random, addDays(today, -88), addDays(today, -1));
    return {
      id: newId(),
      projectId: worker.projectId,
      createTime: workingTime(random, rpDate),
      fields: {
        workerId: worker.id,
        teamId: worker.teamId,
        rpType: reward ? '1' : '2',
        rpDate,
        amount: reward ? random.pick([100, 200, 300, 500]) : random.pick([50, 100, 200]),
        scoreChange: reward ? random.pick([2, 3, 5]) : -random.pick([3, 5, 10]),
        reason: random.pick(reward ? REWARDS : PUNISHMENTS),
        issuer,
      } satisfies LabourRewardPunishment,
    };
  });
}

/** The last three closed months before `today`, oldest first, as YYYY-MM. */
function lastMonths(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return [3, 2, 1].map((back) => {
    const date = new Date(`${first}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - back);
    return date.toISOString().slice(0, 7);
  });
}

/** The contractor (参建单位) id of each team that names one. */
async function companiesOfTeams(db: AppDb): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; company_id: string }>`select id, company_id from lab_team where company_id is not null`.execute(db);
  return new Map(rows.map((row) => [String(row.id), String(row.company_id)]));
}

const average = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

/**
 * 信用评价 of each worker on site, each team and each contractor for the last three closed months.
 * A worker's 基础分 is 80–96 (a few weak ones 58–74), drifting a little month to month; the
 * screen's own derivation adds the month's 奖惩加减分 and grades the result. A team's 基础分 is
 * its workers' average 信用分, a contractor's its teams' average.
 */
function buildEvaluations(
  random: Random,
  screen: ScreenFile,
  workers: Worker[],
  rewards: SeedRecord[],
  evaluator: string,
  companyOf: Map<string, string>,
  today: string,
): SeedRecord[] {
  const records: SeedRecord[] = [];
  const onSite = workers.filter((worker) => worker.status === '0');
  const base = new Map(onSite.map((worker) => [worker.id, random.chance(0.08) ? random.int(58, 74) : random.int(80, 96)]));
  const evaluate = (
    projectId: string,
    period: string,
    fields: Record<string, unknown>,
    notes: { bonus: string[]; deduct: string[] } = { bonus: [], deduct: [] },
  ) => {
    const evalDate = `${addDays(`${period}-01`, 33).slice(0, 7)}-03`;
    const record = withDerivedFields(screen, {
      ...fields,
      evalPeriod: period,
      evaluator,
      evalDate,
      bonusItems: notes.bonus.join('；') || undefined,
      deductItems: notes.deduct.join('；') || undefined,
    });
    records.push({ id: newId(), projectId, createTime: workingTime(random, evalDate), fields: record });
    return Number(record.score);
  };
  for (const period of lastMonths(today)) {
    const scores = new Map<string, number>();
    for (const worker of onSite.filter((candidate) => candidate.startTime.slice(0, 7) <= period)) {
      const own = rewards.filter((reward) => reward.fields.workerId === worker.id && String(reward.fields.rpDate).startsWith(period));
      const line = (reward: SeedRecord) =>
        `${String(reward.fields.reason)}（${Number(reward.fields.scoreChange) > 0 ? '+' : ''}${String(reward.fields.scoreChange)}）`;
      const score = evaluate(
        worker.projectId,
        period,
        {
          evalType: '1',
          workerId: worker.id,
          teamId: worker.teamId,
          baseScore: Math.min(100, base.get(worker.id)! + random.int(-2, 2)),
          rewardScore: own.reduce((sum, reward) => sum + Number(reward.fields.scoreChange), 0),
        },
        { bonus: own.filter((reward) => reward.fields.rpType === '1').map(line), deduct: own.filter((reward) => reward.fields.rpType === '2').map(line) },
      );
      scores.set(worker.id, score);
    }
    const teamScores = new Map<string, { projectId: string; score: number }>();
    for (const [key, team] of groupBy(
      onSite.filter((worker) => scores.has(worker.id)),
      (worker) => `${worker.projectId}|${worker.teamId}`,
    )) {
      const [projectId, teamId] = key.split('|');
      const score = evaluate(projectId, period, { evalType: '2', teamId, baseScore: average(team.map((worker) => scores.get(worker.id)!)) });
      teamScores.set(teamId, { projectId, score });
    }
    for (const [companyId, teams] of groupBy(
      [...teamScores.keys()].filter((teamId) => companyOf.has(teamId)),
      (teamId) => companyOf.get(teamId)!,
    )) {
      evaluate(teamScores.get(teams[0])!.projectId, period, {
        evalType: '3',
        companyId,
        baseScore: average(teams.map((teamId) => teamScores.get(teamId)!.score)),
      });
    }
  }
  return records;
}

/**
 * The 诚信与培训 demo, inside the first-start seed's transaction after the roster and H1's people
 * data: trainings with their attendees, rewards and punishments, and credit evaluations, in bulk.
 */
export async function seedLabourCredit(db: AppDb, registry: ScreenRegistry, random: Random, now: Date): Promise<void> {
  const today = currentTimestamp(now).slice(0, 10);
  const workers = await workersOf(db);
  const training = screenOf(registry, 'labour.training');
  const trainings = buildTrainings(random, training, workers, CLERK, today);
  await insertScreenRecords(db, training, trainings.sessions);
  await insertScreenRecords(db, detailScreenOf(training, detailFields(training)[0]), trainings.attendees);
  const rewards = buildRewards(random, workers, CLERK, today);
  await insertScreenRecords(db, screenOf(registry, 'labour.rewardPunishment'), rewards);
  const evaluation = screenOf(registry, 'labour.creditEvaluation');
  const evaluations = buildEvaluations(random, evaluation, workers, rewards, CLERK, await companiesOfTeams(db), today);
  await insertScreenRecords(db, evaluation, evaluations);
}

/**
 * 预警信息 of the demo: one run of the warning job's rules over the finished demo (after the
 * attendance and wage seeds), stored as found yesterday morning, not yet handled.
 */
export async function seedLabourWarnings(db: AppDb, registry: ScreenRegistry, now: Date): Promise<void> {
  const today = currentTimestamp(now).slice(0, 10);
  const warnDate = addDays(today, -1);
  const findings = await findLabourWarnings(db, registry, today, DEFAULT_WARNING_SETTINGS);
  await insertScreenRecords(
    db,
    screenOf(registry, 'labour.warning'),
    findings.map(({ projectId, ...fields }) => ({ id: newId(), projectId, createTime: `${warnDate} 06:10:00`, fields: { ...fields, warnDate, status: '1' } })),
  );
}
