import { describe, expect, it } from 'vitest';
import { attendanceSummaryJob, summaryDate } from '../../jobs/handlers/attendanceSummaryJob';
import { buildScheduledJobs } from './scheduledJobs';

describe('the demo company’s scheduled jobs', () => {
  it('summarise, at 0:30, the attendance of the day that just ended', () => {
    const job = buildScheduledJobs('2026-01-01 00:00:00').find((record) => record.fields.jobClassName === attendanceSummaryJob.className)!;
    expect(job.fields.cronExpression).toBe('0 30 0 * * ? *');
    expect(summaryDate(String(job.fields.parameter), new Date(2026, 10, 26, 0, 30))).toBe('2026-11-25');
  });
});
