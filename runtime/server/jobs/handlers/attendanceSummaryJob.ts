import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import { newId } from '../../db/ids';
import { currentAttendanceSettings } from '../../labourSettings/labourSettings';
import { JobParameterError, type JobHandler } from '../jobHandler';
import { ATTENDANCE_RESULT, summariseDay, type DailyAttendance, type OnSiteWorker, type Pass } from './attendanceSummary';

/** Tables of the screens labour.attendance (考勤数据), labour.attendanceStatistics (考勤统计) and labour.worker (花名册). */
const PASS_TABLE = 'lab_attendance';
const DAILY_TABLE = 'lab_attendance_daily';
const WORKER_TABLE = 'lab_worker';
/** enter_status 进场. */
const ON_SITE = '0';
const INSERT_BATCH = 500;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_OFFSET = /^[-+]?\d{1,3}$/;

const dateOf = (date: Date) => currentTimestamp(date).slice(0, 10);

/** The day to summarise: empty = today, `-1` = yesterday (days relative to today), or `YYYY-MM-DD`. */
export function summaryDate(parameter: string, now: Date): string {
  const value = parameter.trim();
  if (value === '') return dateOf(now);
  if (DAY_OFFSET.test(value)) return dateOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + Number(value), 12));
  if (DATE.test(value) && dateOf(new Date(`${value}T12:00:00`)) === value) return value;
  throw new JobParameterError(`参数须为日期（YYYY-MM-DD）或相对今天的天数（如 -1 表示昨天），当前为：${parameter}`);
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

async function passesOf(db: AppDb, date: string): Promise<Pass[]> {
  const rows = await db
    .selectFrom(PASS_TABLE)
    .select(['worker_id', 'team_id', 'job_name', 'project_id', 'tenant_id', 'passed_time', 'direction'])
    .where('passed_time', '>=', sql<string>`${date}::timestamp`)
    .where('passed_time', '<', sql<string>`${date}::timestamp + interval '1 day'`)
    .where('worker_id', 'is not', null)
    .execute();
  return rows.map((row) => ({
    workerId: String(row.worker_id),
    teamId: text(row.team_id),
    jobName: text(row.job_name),
    projectId: text(row.project_id),
    tenantId: String(row.tenant_id),
    passedTime: String(row.passed_time),
    direction: String(row.direction),
  }));
}

async function onSiteWorkers(db: AppDb, date: string): Promise<OnSiteWorker[]> {
  const day = sql<string>`${date}::date`;
  const rows = await db
    .selectFrom(WORKER_TABLE)
    .select(['id', 'team_id', 'job_name', 'project_id', 'tenant_id'])
    .where('enter_and_retreat_condition', '=', ON_SITE)
    .where((eb) => eb.or([eb('start_time', 'is', null), eb('start_time', '<=', day)]))
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', day)]))
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    teamId: text(row.team_id),
    jobName: text(row.job_name),
    projectId: text(row.project_id),
    tenantId: String(row.tenant_id),
  }));
}

function groupByTenant<T extends { tenantId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.tenantId, [...(groups.get(item.tenantId) ?? []), item]);
  return groups;
}

/** Replaces the day's 考勤统计 rows (the job can run again for the same day). */
async function storeDay(db: AppDb, date: string, rows: DailyAttendance[]): Promise<void> {
  const now = currentTimestamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom(DAILY_TABLE)
      .where('work_date', '=', sql<string>`${date}::date`)
      .execute();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto(DAILY_TABLE)
        .values(
          rows.slice(start, start + INSERT_BATCH).map((row) => ({
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
          })),
        )
        .execute();
    }
  });
}

function summaryText(date: string, rows: DailyAttendance[]): string {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const present = rows.filter((row) => row.passCount > 0).length;
  const { late, early, lateAndEarly, missingPass, absent } = ATTENDANCE_RESULT;
  return `${date}考勤汇总：出勤${present}人，迟到${count(late) + count(lateAndEarly)}人，早退${count(early) + count(lateAndEarly)}人，缺卡${count(missingPass)}人，缺勤${count(absent)}人`;
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
    const [passes, workers] = await Promise.all([passesOf(db, date), onSiteWorkers(db, date)]);
    const passesByTenant = groupByTenant(passes);
    const workersByTenant = groupByTenant(workers);
    const rows: DailyAttendance[] = [];
    for (const tenantId of new Set([...passesByTenant.keys(), ...workersByTenant.keys()])) {
      const settings = await currentAttendanceSettings(db, tenantId, date);
      rows.push(...summariseDay(date, passesByTenant.get(tenantId) ?? [], workersByTenant.get(tenantId) ?? [], settings));
    }
    await storeDay(db, date, rows);
    return summaryText(date, rows);
  },
};
