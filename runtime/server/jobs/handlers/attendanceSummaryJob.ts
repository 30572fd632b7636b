import { sql, type Transaction } from 'kysely';
import { insertRows } from '../../crud/bulkInsert';
import { currentTimestamp } from '../../db/clock';
import type { AppDb, DB } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { currentAttendanceSettings } from '../../labourSettings/labourSettings';
import { JobParameterError, type JobHandler } from '../jobHandler';
import { ATTENDANCE_RESULT, summariseDay, type DailyAttendance, type OnSiteWorker, type Pass } from './attendanceSummary';

/** Tables of the screens labour.attendance (考勤数据), labour.attendanceStatistics (考勤统计), labour.worker (花名册) and labour.workerLeave (请假管理). */
const PASS_TABLE = 'lab_attendance';
const DAILY_TABLE = 'lab_attendance_daily';
const WORKER_TABLE = 'lab_worker';
const LEAVE_TABLE = 'lab_worker_leave';
/** enter_status 进场. */
const ON_SITE = '0';
/** The 已批准 state of the leave flow (schemas/labour/workerLeave.json): only approved leave excuses an absence. */
const LEAVE_APPROVED = '4';
/** Rows per INSERT (one JSON parameter each, see crud/bulkInsert). */
const INSERT_BATCH = 5000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_OFFSET = /^[-+]?\d{1,3}$/;

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOf = (date: Date | number) => currentTimestamp(new Date(date)).slice(0, 10);

/** The day to summarise: empty = today, `-1` = yesterday (days relative to today), or `YYYY-MM-DD`. */
export function summaryDate(parameter: string, now: Date): string {
  const value = parameter.trim();
  if (value === '') return dateOf(now);
  if (DAY_OFFSET.test(value)) return dateOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + Number(value), 12));
  if (DATE.test(value) && dateOf(new Date(`${value}T12:00:00`)) === value) return value;
  throw new JobParameterError(`参数须为日期（YYYY-MM-DD）或相对今天的天数（如 -1 表示昨天），当前为：${parameter}`);
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The first and last day (`YYYY-MM-DD`) of the days summarised together. */
interface DayRange {
  first: string;
  last: string;
}

const nextDay = (date: string) => sql<string>`${date}::date + 1`;

/** The passes of every day of the range, by day. */
async function passesOf(db: AppDb, { first, last }: DayRange): Promise<Map<string, Pass[]>> {
  const rows = await db
    .selectFrom(PASS_TABLE)
    .select(['worker_id', 'team_id', 'job_name', 'project_id', 'tenant_id', 'passed_time', 'direction'])
    .where('passed_time', '>=', sql<string>`${first}::timestamp`)
    .where('passed_time', '<', nextDay(last))
    .where('worker_id', 'is not', null)
    .execute();
  const byDay = new Map<string, Pass[]>();
  for (const row of rows) {
    const pass: Pass = {
      workerId: String(row.worker_id),
      teamId: text(row.team_id),
      jobName: text(row.job_name),
      projectId: text(row.project_id),
      tenantId: String(row.tenant_id),
      passedTime: String(row.passed_time),
      direction: String(row.direction),
    };
    const day = pass.passedTime.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), pass]);
  }
  return byDay;
}

/** A worker on site (进场) with the roster dates that bound the days they are expected. */
interface RosterSpan extends OnSiteWorker {
  startTime: string | null;
  endTime: string | null;
}

async function onSiteWorkers(db: AppDb, { first, last }: DayRange): Promise<RosterSpan[]> {
  const rows = await db
    .selectFrom(WORKER_TABLE)
    .select(['id', 'team_id', 'job_name', 'project_id', 'tenant_id', 'start_time', 'end_time'])
    .where('enter_and_retreat_condition', '=', ON_SITE)
    .where((eb) => eb.or([eb('start_time', 'is', null), eb('start_time', '<=', sql<string>`${last}::date`)]))
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', sql<string>`${first}::date`)]))
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    teamId: text(row.team_id),
    jobName: text(row.job_name),
    projectId: text(row.project_id),
    tenantId: String(row.tenant_id),
    startTime: text(row.start_time)?.slice(0, 10) ?? null,
    endTime: text(row.end_time)?.slice(0, 10) ?? null,
  }));
}

const spans = (date: string, { startTime, endTime }: { startTime: string | null; endTime: string | null }) =>
  (startTime === null || startTime <= date) && (endTime === null || endTime >= date);

/** Approved leave overlapping the range: who, from, to. */
async function approvedLeave(db: AppDb, { first, last }: DayRange): Promise<{ workerId: string; startTime: string; endTime: string }[]> {
  const rows = await db
    .selectFrom(LEAVE_TABLE)
    .select(['worker_id', 'start_date', 'end_date'])
    .where('status', '=', LEAVE_APPROVED)
    .where('start_date', '<=', sql<string>`${last}::date`)
    .where('end_date', '>=', sql<string>`${first}::date`)
    .execute();
  return rows.map((row) => ({ workerId: String(row.worker_id), startTime: String(row.start_date).slice(0, 10), endTime: String(row.end_date).slice(0, 10) }));
}

function groupByTenant<T extends { tenantId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.tenantId, [...(groups.get(item.tenantId) ?? []), item]);
  return groups;
}

/** Replaces the range's 考勤统计 rows (the job can run again for the same day), in the caller's transaction. */
async function storeDays(trx: Transaction<DB>, { first, last }: DayRange, rows: DailyAttendance[]): Promise<void> {
  const now = currentTimestamp();
  await trx
    .deleteFrom(DAILY_TABLE)
    .where('work_date', '>=', sql<string>`${first}::date`)
    .where('work_date', '<=', sql<string>`${last}::date`)
    .execute();
  const columns = rows.map((row) => ({
    id: newId(),
    work_date: row.workDate,
    worker_id: row.workerId,
    team_id: row.teamId,
    job_name: row.jobName,
    first_in: row.firstIn,
    last_out: row.lastOut,
    work_hours: row.workHours,
    pass_count: row.passCount,
    late_minutes: row.lateMinutes,
    early_minutes: row.earlyMinutes,
    result: row.result,
    project_id: row.projectId,
    tenant_id: row.tenantId,
    create_by: 'system',
    create_time: now,
  }));
  for (let start = 0; start < columns.length; start += INSERT_BATCH) await insertRows(trx, DAILY_TABLE, columns.slice(start, start + INSERT_BATCH));
}

function summaryText(date: string, rows: DailyAttendance[]): string {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const present = rows.filter((row) => row.passCount > 0).length;
  const { late, early, lateAndEarly, missingPass, absent, onLeave } = ATTENDANCE_RESULT;
  // 请假 is told only when someone is on leave, so the usual day reads as before.
  const leave = count(onLeave) > 0 ? `，请假${count(onLeave)}人` : '';
  return `${date}考勤汇总：出勤${present}人，迟到${count(late) + count(lateAndEarly)}人，早退${count(early) + count(lateAndEarly)}人，缺卡${count(missingPass)}人，缺勤${count(absent)}人${leave}`;
}

/**
 * Summarises each day from `first` to `last` into its 考勤统计 rows, replacing earlier ones, in
 * the caller's transaction: the job (one day), or the demo seed deriving months of statistics
 * by the job's own code (one read of each table for the whole range).
 */
export async function summariseAndStoreDays(db: Transaction<DB>, first: string, last: string): Promise<DailyAttendance[]> {
  const range = { first, last };
  const [passesByDay, workers, leave] = await Promise.all([passesOf(db, range), onSiteWorkers(db, range), approvedLeave(db, range)]);
  const rows: DailyAttendance[] = [];
  for (let date = first; date <= last; date = dateOf(new Date(`${date}T12:00:00`).getTime() + DAY_MS)) {
    const passesByTenant = groupByTenant(passesByDay.get(date) ?? []);
    const workersByTenant = groupByTenant(workers.filter((worker) => spans(date, worker)));
    const onLeave = new Set(leave.filter((entry) => spans(date, entry)).map((entry) => entry.workerId));
    for (const tenantId of new Set([...passesByTenant.keys(), ...workersByTenant.keys()])) {
      const settings = await currentAttendanceSettings(db, tenantId, date);
      rows.push(...summariseDay(date, passesByTenant.get(tenantId) ?? [], workersByTenant.get(tenantId) ?? [], settings, onLeave));
    }
  }
  await storeDays(db, range, rows);
  return rows;
}

/**
 * 考勤日汇总: turns a day's gate passes (考勤数据) into one 考勤统计 row per worker, judged by the
 * tenant's 考勤设置 in force that day (work hours, late and early thresholds, rest days).
 */
export const attendanceSummaryJob: JobHandler = {
  className: 'smartsite.job.AttendanceDailySummaryJob',
  title: '考勤日汇总',
  async run({ db, parameter, now }) {
    const date = summaryDate(parameter, now);
    const rows = await db.transaction().execute((trx) => summariseAndStoreDays(trx, date, date));
    return summaryText(date, rows);
  },
};
