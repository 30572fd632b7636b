import type { Transaction } from 'kysely';
import type { LabourDevice, LabourWorkerLeave, SystemAttendanceSetting } from '../../core/generated/entities';
import { FLOW_CREATE } from '../../core/flow/flow.types';
import { insertRows } from '../crud/bulkInsert';
import { currentTimestamp } from '../db/clock';
import type { AppDb, DB } from '../db/dbTypes';
import { newId } from '../db/ids';
import { summariseAndStoreDays } from '../jobs/handlers/attendanceSummaryJob';
import { plannedPasses, type SiteHours } from '../labour/attendance/daySchedule';
import { FEVER_CELSIUS } from '../labour/attendance/passBatch';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { addDays, workingTime } from './demo/dates';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** The site hours of the seeded 考勤设置: 7 to 5, Sundays off. */
export const DEMO_SITE_HOURS: SiteHours = { workStart: '07:00:00', workEnd: '17:00:00', restDays: [7] };
/** Days of gate history: three months, so that two whole months before the current one can be paid. */
const HISTORY_DAYS = 92;
/** Passes per INSERT statement (one JSON parameter each, see crud/bulkInsert). */
const PASS_BATCH = 5000;
/** enter_status: 进场 and 退场 workers came through the gate; the others never did. */
const CAME_TO_SITE = ['0', '1'];
const ON_SITE = '0';
/** Leave flow states (schemas/labour/workerLeave.json). */
const LEAVE = { draft: '1', atLeader: '2', atClerk: '3', approved: '4', returned: '5' } as const;
type LeaveState = (typeof LEAVE)[keyof typeof LEAVE];
const LEAVE_SCREEN = 'labour.workerLeave';

/** A project's gates: the main face gate carries the daily traffic, the others stand by. */
const GATES: { name: string; sn: string; type: string; location: string; status: string; way: string }[] = [
  { name: '1号门人脸闸机', sn: 'FG01', type: 'face', location: '东大门（主入口）', status: '1', way: '1' },
  { name: '2号门身份证闸机', sn: 'IG02', type: 'idcard', location: '北门（材料通道）', status: '1', way: '5' },
  { name: '生活区移动考勤机', sn: 'MB03', type: 'mobile', location: '工人生活区', status: '0', way: '6' },
];

interface SeedWorker {
  id: string;
  idCode: string;
  teamId: string | null;
  jobName: string | null;
  projectId: string;
  startTime: string | null;
  endTime: string | null;
  status: string;
}

const dateText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value).slice(0, 10));

async function workersOf(db: AppDb): Promise<SeedWorker[]> {
  const rows = await db
    .selectFrom('lab_worker')
    .select(['id', 'id_code', 'team_id', 'job_name', 'project_id', 'start_time', 'end_time', 'enter_and_retreat_condition'])
    .orderBy('id_code')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    idCode: String(row.id_code),
    teamId: row.team_id === null ? null : String(row.team_id),
    jobName: row.job_name === null ? null : String(row.job_name),
    projectId: String(row.project_id),
    startTime: dateText(row.start_time),
    endTime: dateText(row.end_time),
    status: String(row.enter_and_retreat_condition),
  }));
}

/** A demo account and the projects (departments) it belongs to. */
async function personOf(db: AppDb, username: string): Promise<Person & { projectIds: string[] }> {
  const row = await db.selectFrom('sys_user').select(['id', 'realname', 'depart_ids']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname), projectIds: String(row.depart_ids ?? '').split(',') };
}

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The seeded 考勤设置 (the daily job judges by it): the site hours above, in force long before the history. */
function siteHoursSetting(first: string): SeedRecord {
  return {
    id: newId(),
    createTime: `${addDays(first, -30)} 09:00:00`,
    fields: {
      settingName: '项目部标准作息',
      workStart: DEMO_SITE_HOURS.workStart,
      workEnd: DEMO_SITE_HOURS.workEnd,
      lateMinutes: 10,
      earlyMinutes: 10,
      restDays: DEMO_SITE_HOURS.restDays.join(','),
      effectiveDate: addDays(first, -30),
      status: '1',
      remark: '夏令作息另行通知',
    } satisfies SystemAttendanceSetting,
  };
}

function gateRecords(projectIds: readonly string[], first: string): SeedRecord[] {
  return projectIds.flatMap((projectId, index) =>
    GATES.map((gate) => ({
      id: newId(),
      projectId,
      createTime: `${addDays(first, -20)} 10:00:00`,
      fields: {
        deviceName: gate.name,
        deviceSn: `GATE-${index + 1}-${gate.sn}`,
        deviceType: gate.type,
        location: gate.location,
        manufacturer: gate.type === 'mobile' ? '移动考勤 MK-20' : '宇视 UNV-FG6',
        status: gate.status,
      } satisfies LabourDevice,
    })),
  );
}

interface SeededLeave {
  record: SeedRecord;
  history: FlowHistoryRow[];
  /** Days the worker is away on approved leave. */
  days: string[];
  workerId: string;
}

const REASONS: Record<string, string[]> = {
  '1': ['家中秋收，回乡三天', '孩子开家长会', '回老家办理社保卡'],
  '2': ['感冒发烧，需在宿舍休息', '腰部扭伤，医嘱休息', '牙疼就医'],
  '4': ['回乡参加亲戚婚礼', '家中老人过世，回乡奔丧'],
  '5': ['回家探亲'],
};

/**
 * Leave in the project where 李思 (劳务员) and 徐海 (班组长) both work, in every state of the flow: approved ones
 * spread over the history (the workers stay away those days), the open ones in the coming days.
 */
function buildLeaves(random: Random, workers: readonly SeedWorker[], first: string, today: string, clerk: Person, leader: Person): SeededLeave[] {
  const states: LeaveState[] = [...Array<LeaveState>(8).fill(LEAVE.approved), LEAVE.draft, LEAVE.atLeader, LEAVE.atClerk, LEAVE.returned];
  const candidates = random.sample(
    workers.filter((worker) => worker.status === ON_SITE && worker.startTime !== null && worker.startTime <= first),
    states.length,
  );
  return candidates.map((worker, index) => {
    const state = states[index];
    const length = random.int(1, 3);
    const start = state === LEAVE.approved ? addDays(first, Math.floor(((index + 0.5) * 80) / 8) + random.int(0, 5)) : addDays(today, random.int(1, 4));
    const end = addDays(start, length - 1);
    const leaveType = random.pick(Object.keys(REASONS));
    const applied = workingTime(random, addDays(start, -random.int(1, 3)));
    const id = newId();
    const step = (action: string, from: string | null, to: string, actor: Person, minutes: number, comment?: string) =>
      seededHistoryRow({
        projectId: worker.projectId,
        screenId: LEAVE_SCREEN,
        recordId: id,
        action,
        from,
        to,
        actor,
        comment,
        at: addMinutes(applied, minutes),
      });
    const history = [step(FLOW_CREATE.name, null, LEAVE.draft, clerk, 0)];
    if (state !== LEAVE.draft) history.push(step('submit', LEAVE.draft, LEAVE.atLeader, clerk, 5));
    if (state === LEAVE.atClerk || state === LEAVE.approved)
      history.push(step('leaderApprove', LEAVE.atLeader, LEAVE.atClerk, leader, 90, '同意，安排好班组工作'));
    if (state === LEAVE.approved) history.push(step('approve', LEAVE.atClerk, LEAVE.approved, clerk, 180));
    if (state === LEAVE.returned) history.push(step('reject', LEAVE.atLeader, LEAVE.returned, leader, 60, '本周主体结构浇筑，请改到下周'));
    return {
      workerId: worker.id,
      days: state === LEAVE.approved ? daysFrom(start, end) : [],
      history,
      record: {
        id,
        projectId: worker.projectId,
        createTime: applied,
        fields: {
          workerId: worker.id,
          teamId: worker.teamId ?? undefined,
          leaveType,
          startDate: start,
          endDate: end,
          days: length,
          reason: random.pick(REASONS[leaveType]),
          leaderId: leader.id,
          initiatorId: clerk.id,
          status: state,
        } satisfies LabourWorkerLeave,
      },
    };
  });
}

function addMinutes(time: string, minutes: number): string {
  const date = new Date(time.replace(' ', 'T'));
  date.setMinutes(date.getMinutes() + minutes);
  return currentTimestamp(date);
}

/**
 * The gate passes of every worker who came to site, day by day from `first` to the moment `now`
 * (their planned day, see daySchedule), except days before entry, after exit and on approved leave.
 */
function buildPasses(
  random: Random,
  workers: readonly SeedWorker[],
  gateOf: ReadonlyMap<string, string>,
  away: ReadonlyMap<string, ReadonlySet<string>>,
  first: string,
  now: string,
) {
  const rows: Record<string, unknown>[] = [];
  const today = now.slice(0, 10);
  for (const worker of workers.filter((candidate) => CAME_TO_SITE.includes(candidate.status))) {
    const from = worker.startTime && worker.startTime > first ? worker.startTime : first;
    const to = worker.endTime && worker.endTime < today ? worker.endTime : today;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (away.get(worker.id)?.has(day)) continue;
      for (const pass of plannedPasses(worker.idCode, day, DEMO_SITE_HOURS)) {
        if (pass.time > now) break;
        const temperature = Math.round((36 + random.next() * 0.9 + (random.chance(0.001) ? 1.2 : 0)) * 10) / 10;
        rows.push({
          id: newId(),
          worker_id: worker.id,
          team_id: worker.teamId,
          job_name: worker.jobName,
          passed_time: pass.time,
          direction: pass.direction,
          way: random.chance(0.04) ? '5' : '1',
          temperature,
          alarm: temperature >= FEVER_CELSIUS ? '1' : '0',
          device_id: gateOf.get(worker.projectId),
          device_type: 'face',
          device_sn: null,
          upload_time: pass.time,
          project_id: worker.projectId,
          tenant_id: '0',
          create_by: 'device',
          create_time: pass.time,
        });
      }
    }
  }
  return rows;
}

/**
 * 考勤: the site hours, three gates per project, leave in every state, the gate passes of every
 * worker who came to site since the first day of the month three months back up to `now`, and
 * the 考勤统计 of each past day derived by the daily job's own code.
 */
export async function seedAttendance(trx: Transaction<DB>, registry: ScreenRegistry, random: Random, now: Date): Promise<void> {
  const nowText = currentTimestamp(now);
  const today = nowText.slice(0, 10);
  const first = addDays(today, -HISTORY_DAYS);
  const workers = await workersOf(trx);
  const projectIds = [...new Set(workers.map((worker) => worker.projectId))].sort();

  await insertScreenRecords(trx, screenOf(registry, 'system.attendanceSetting'), [siteHoursSetting(first)]);
  const gates = gateRecords(projectIds, first);
  await insertScreenRecords(trx, screenOf(registry, 'labour.device'), gates);
  const mainGate = new Map(projectIds.map((projectId) => [projectId, gates.find((gate) => gate.projectId === projectId)!.id]));

  const [clerk, leader] = await Promise.all([personOf(trx, 'lisi'), personOf(trx, 'xuhai')]);
  const leaveProject = clerk.projectIds.find((projectId) => leader.projectIds.includes(projectId));
  const leaves = buildLeaves(
    random,
    workers.filter((worker) => worker.projectId === leaveProject),
    first,
    today,
    clerk,
    leader,
  );
  await insertScreenRecords(
    trx,
    screenOf(registry, LEAVE_SCREEN),
    leaves.map((leave) => leave.record),
  );
  await insertFlowHistory(
    trx,
    leaves.flatMap((leave) => leave.history),
  );

  const away = new Map(leaves.map((leave) => [leave.workerId, new Set(leave.days)]));
  const passes = buildPasses(random, workers, mainGate, away, first, nowText);
  for (let start = 0; start < passes.length; start += PASS_BATCH) await insertRows(trx, 'lab_attendance', passes.slice(start, start + PASS_BATCH));
  await summariseAndStoreDays(trx, first, addDays(today, -1));
}
