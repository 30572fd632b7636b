import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_SETTINGS, type AttendanceSettings } from '../../labourSettings/labourSettings';
import { ATTENDANCE_RESULT, isoWeekday, summariseDay, type OnSiteWorker, type Pass } from './attendanceSummary';
import { summaryDate } from './attendanceSummaryJob';

const SETTINGS: AttendanceSettings = { workStart: '07:00:00', workEnd: '17:00:00', lateMinutes: 10, earlyMinutes: 15, restDays: [7] };
const MONDAY = '2026-03-02';
const SUNDAY = '2026-03-08';

function pass(workerId: string, time: string, direction: 'in' | 'out', date = MONDAY): Pass {
  return { workerId, teamId: 'team-1', jobName: '1', projectId: 'p1', tenantId: '0', passedTime: `${date} ${time}`, direction };
}
const worker = (id: string): OnSiteWorker => ({ id, teamId: 'team-1', jobName: '1', projectId: 'p1', tenantId: '0' });

describe('attendance daily summary', () => {
  it('takes the first entry and the last exit of a worker and the hours between', () => {
    const [row] = summariseDay(
      MONDAY,
      [pass('w1', '12:00:00', 'out'), pass('w1', '06:55:00', 'in'), pass('w1', '13:00:00', 'in'), pass('w1', '17:30:00', 'out')],
      [],
      SETTINGS,
    );
    expect(row).toMatchObject({
      workerId: 'w1',
      firstIn: `${MONDAY} 06:55:00`,
      lastOut: `${MONDAY} 17:30:00`,
      workHours: 10.6,
      passCount: 4,
      result: ATTENDANCE_RESULT.normal,
      lateMinutes: 0,
      earlyMinutes: 0,
    });
  });

  it('counts lateness and early leave only beyond the thresholds of the attendance settings', () => {
    const rows = summariseDay(
      MONDAY,
      [
        pass('onTime', '07:10:00', 'in'),
        pass('onTime', '16:45:00', 'out'),
        pass('late', '07:11:00', 'in'),
        pass('late', '17:00:00', 'out'),
        pass('early', '07:00:00', 'in'),
        pass('early', '16:44:00', 'out'),
        pass('both', '08:00:00', 'in'),
        pass('both', '15:00:00', 'out'),
      ],
      [],
      SETTINGS,
    );
    const byWorker = Object.fromEntries(rows.map((row) => [row.workerId, row]));
    expect(byWorker.onTime).toMatchObject({ result: ATTENDANCE_RESULT.normal, lateMinutes: 0, earlyMinutes: 0 });
    expect(byWorker.late).toMatchObject({ result: ATTENDANCE_RESULT.late, lateMinutes: 11 });
    expect(byWorker.early).toMatchObject({ result: ATTENDANCE_RESULT.early, earlyMinutes: 16 });
    expect(byWorker.both).toMatchObject({ result: ATTENDANCE_RESULT.lateAndEarly, lateMinutes: 60, earlyMinutes: 120 });
  });

  it('marks a missing entry or exit as 缺卡 and an on-site worker without passes as 缺勤', () => {
    const rows = summariseDay(MONDAY, [pass('noExit', '07:00:00', 'in')], [worker('noExit'), worker('absent')], SETTINGS);
    expect(rows.map((row) => [row.workerId, row.result])).toEqual([
      ['noExit', ATTENDANCE_RESULT.missingPass],
      ['absent', ATTENDANCE_RESULT.absent],
    ]);
  });

  it('records an on-site worker without passes as 请假, not 缺勤, when approved leave covers the day', () => {
    const rows = summariseDay(MONDAY, [], [worker('leave'), worker('absent')], SETTINGS, new Set(['leave']));
    expect(rows.map((row) => [row.workerId, row.result])).toEqual([
      ['leave', ATTENDANCE_RESULT.onLeave],
      ['absent', ATTENDANCE_RESULT.absent],
    ]);
  });

  it('on a rest day records who came as 休息日出勤 and nobody as absent', () => {
    const rows = summariseDay(SUNDAY, [pass('w1', '09:00:00', 'in', SUNDAY), pass('w1', '12:00:00', 'out', SUNDAY)], [worker('w1'), worker('w2')], SETTINGS);
    expect(rows).toEqual([expect.objectContaining({ workerId: 'w1', result: ATTENDANCE_RESULT.restDay, workHours: 3 })]);
    expect(summariseDay(SUNDAY, [], [worker('w2')], DEFAULT_ATTENDANCE_SETTINGS)).toEqual([expect.objectContaining({ result: ATTENDANCE_RESULT.absent })]);
  });

  it('knows ISO weekdays', () => {
    expect([isoWeekday(MONDAY), isoWeekday(SUNDAY)]).toEqual([1, 7]);
  });

  it('reads the day from the parameter: empty is today, a number is days from today, or a date', () => {
    const now = new Date(2026, 2, 1, 0, 30);
    expect(summaryDate('', now)).toBe('2026-03-01');
    expect(summaryDate('-1', now)).toBe('2026-02-28');
    expect(summaryDate(' 2024-02-29 ', now)).toBe('2024-02-29');
    expect(() => summaryDate('2023-02-29', now)).toThrow('参数须为日期（YYYY-MM-DD）或相对今天的天数（如 -1 表示昨天），当前为：2023-02-29');
    expect(() => summaryDate('昨天', now)).toThrow(/参数须为日期/);
  });
});
