import type { AttendanceSettings } from '../../labourSettings/labourSettings';

/** One pass of the gate (考勤数据 row): `passedTime` as `YYYY-MM-DD HH:mm:ss`. */
export interface Pass {
  workerId: string;
  teamId: string | null;
  jobName: string | null;
  projectId: string | null;
  tenantId: string;
  passedTime: string;
  direction: string;
}

/** A worker on site (进场, roster dates covering the day), expected at work on workdays. */
export interface OnSiteWorker {
  id: string;
  teamId: string | null;
  jobName: string | null;
  projectId: string | null;
  tenantId: string;
}

/** Dictionary attendance_result. */
export const ATTENDANCE_RESULT = { normal: '1', late: '2', early: '3', lateAndEarly: '4', missingPass: '5', absent: '6', restDay: '7', onLeave: '8' } as const;

/** One 考勤统计 row: a worker's day. */
export interface DailyAttendance {
  workDate: string;
  workerId: string;
  teamId: string | null;
  jobName: string | null;
  projectId: string | null;
  tenantId: string;
  firstIn: string | null;
  lastOut: string | null;
  workHours: number;
  passCount: number;
  lateMinutes: number;
  earlyMinutes: number;
  result: string;
}

/** Minutes since midnight of `HH:mm[:ss]` or of the time part of `YYYY-MM-DD HH:mm:ss`. */
function minutesOfDay(time: string): number {
  const [hours, minutes, seconds = '0'] = (time.length > 8 ? time.slice(11) : time).split(':');
  return Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
}

/** ISO weekday (1 Monday … 7 Sunday) of `YYYY-MM-DD`. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day).getDay() || 7;
}

function judge(
  settings: AttendanceSettings,
  restDay: boolean,
  firstIn: string | null,
  lastOut: string | null,
): Pick<DailyAttendance, 'lateMinutes' | 'earlyMinutes' | 'result'> {
  if (restDay) return { lateMinutes: 0, earlyMinutes: 0, result: ATTENDANCE_RESULT.restDay };
  if (!firstIn || !lastOut) return { lateMinutes: 0, earlyMinutes: 0, result: ATTENDANCE_RESULT.missingPass };
  const late = Math.floor(minutesOfDay(firstIn) - minutesOfDay(settings.workStart));
  const early = Math.floor(minutesOfDay(settings.workEnd) - minutesOfDay(lastOut));
  const isLate = late > settings.lateMinutes;
  const isEarly = early > settings.earlyMinutes;
  const result =
    isLate && isEarly ? ATTENDANCE_RESULT.lateAndEarly : isLate ? ATTENDANCE_RESULT.late : isEarly ? ATTENDANCE_RESULT.early : ATTENDANCE_RESULT.normal;
  return { lateMinutes: isLate ? late : 0, earlyMinutes: isEarly ? early : 0, result };
}

/**
 * The 考勤统计 rows of one day under one tenant's 考勤设置: per worker with passes the first
 * entry, the last exit, the hours between and late / early-leave minutes beyond the thresholds
 * (缺卡 without an entry or an exit, 休息日出勤 on a rest day); every on-site worker without a
 * pass on a workday is 请假 when `onLeave` (approved leave covering the day) holds them, else 缺勤.
 */
export function summariseDay(
  date: string,
  passes: readonly Pass[],
  onSite: readonly OnSiteWorker[],
  settings: AttendanceSettings,
  onLeave: ReadonlySet<string> = new Set(),
): DailyAttendance[] {
  const restDay = settings.restDays.includes(isoWeekday(date));
  const byWorker = new Map<string, Pass[]>();
  for (const pass of [...passes].sort((a, b) => a.passedTime.localeCompare(b.passedTime)))
    byWorker.set(pass.workerId, [...(byWorker.get(pass.workerId) ?? []), pass]);

  const rows: DailyAttendance[] = [];
  for (const [workerId, own] of byWorker) {
    const firstIn = own.find((pass) => pass.direction === 'in')?.passedTime ?? null;
    const lastOut = [...own].reverse().find((pass) => pass.direction === 'out')?.passedTime ?? null;
    const hours = firstIn && lastOut && lastOut > firstIn ? (minutesOfDay(lastOut) - minutesOfDay(firstIn)) / 60 : 0;
    const latest = own[own.length - 1];
    rows.push({
      workDate: date,
      workerId,
      teamId: latest.teamId,
      jobName: latest.jobName,
      projectId: latest.projectId,
      tenantId: latest.tenantId,
      firstIn,
      lastOut,
      workHours: Math.round(hours * 10) / 10,
      passCount: own.length,
      ...judge(settings, restDay, firstIn, lastOut),
    });
  }
  if (restDay) return rows;
  for (const worker of onSite.filter((candidate) => !byWorker.has(candidate.id))) {
    rows.push({
      workDate: date,
      workerId: worker.id,
      teamId: worker.teamId,
      jobName: worker.jobName,
      projectId: worker.projectId,
      tenantId: worker.tenantId,
      firstIn: null,
      lastOut: null,
      workHours: 0,
      passCount: 0,
      lateMinutes: 0,
      earlyMinutes: 0,
      result: onLeave.has(worker.id) ? ATTENDANCE_RESULT.onLeave : ATTENDANCE_RESULT.absent,
    });
  }
  return rows;
}
