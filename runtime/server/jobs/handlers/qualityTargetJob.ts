import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import type { JobHandler } from '../jobHandler';

/** The tables this job reads and writes: 质量目标 (quality.target) from 质量巡检 (quality.inspection). */
const TARGET_TABLE = 'qua_target';
const INSPECTION_TABLE = 'qua_inspection';
const INSPECTION_SCREEN = 'quality.inspection';
/** States of the shared rectification flow (schemas/flows/rectification.json). */
const PASSED = '3';
const REJECTED = '4';
const OVERDUE = '5';

interface Counts {
  total: number;
  passed: number;
  firstPass: number;
  overdue: number;
}

/**
 * Each indicator of dictionary qua_target_indicator: its actual value from a target's counts
 * (null when there is nothing to measure) and whether a higher value is better.
 */
const INDICATORS: Record<string, { actual(counts: Counts): number | null; higherIsBetter: boolean }> = {
  rectifyRate: { actual: ({ total, passed }) => (total > 0 ? (passed / total) * 100 : null), higherIsBetter: true },
  firstPassRate: { actual: ({ passed, firstPass }) => (passed > 0 ? (firstPass / passed) * 100 : null), higherIsBetter: true },
  issueLimit: { actual: ({ total }) => total, higherIsBetter: false },
  overdueLimit: { actual: ({ overdue }) => overdue, higherIsBetter: false },
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The 实际值 and 达成 of every quality target, counted from the 质量巡检 issues of its project raised
 * within its period — 整改率 (closed / raised), 一次验收合格率 (closed without ever being rejected /
 * closed), the number of issues and the number that went overdue. Resolves with the run-log summary.
 */
export async function computeQualityTargets(db: AppDb, now: Date): Promise<string> {
  const everIn = (state: string) =>
    sql<boolean>`exists (select 1 from sys_flow_history h where h.screen_id = ${INSPECTION_SCREEN} and h.record_id = i.id and h.to_state = ${state})`;
  const { rows } = await sql<{ id: string; indicator: string | null; target_value: string | number | null } & Record<keyof Counts, string | number>>`
    select t.id, t.indicator, t.target_value,
      count(i.id) as total,
      count(i.id) filter (where i.status = ${PASSED}) as passed,
      count(i.id) filter (where i.status = ${PASSED} and not ${everIn(REJECTED)}) as "firstPass",
      count(i.id) filter (where i.status = ${OVERDUE} or ${everIn(OVERDUE)}) as overdue
    from ${sql.table(TARGET_TABLE)} t
    left join ${sql.table(INSPECTION_TABLE)} i
      on i.project_id = t.project_id and i.initiator_time >= t.begin_date and i.initiator_time < t.end_date + 1
    group by t.id, t.indicator, t.target_value`.execute(db);
  const computeTime = currentTimestamp(now);
  let achieved = 0;
  for (const row of rows) {
    const indicator = INDICATORS[row.indicator ?? ''];
    const counts: Counts = { total: Number(row.total), passed: Number(row.passed), firstPass: Number(row.firstPass), overdue: Number(row.overdue) };
    const actual = indicator?.actual(counts) ?? null;
    const target = row.target_value === null ? null : Number(row.target_value);
    const met = actual === null || target === null || !indicator ? null : indicator.higherIsBetter ? actual >= target : actual <= target;
    if (met) achieved += 1;
    await db
      .updateTable(TARGET_TABLE)
      .set({ actual_value: actual === null ? null : round2(actual), achieved: met === null ? null : met ? '1' : '0', compute_time: computeTime })
      .where('id', '=', row.id)
      .execute();
  }
  return `已统计质量目标${rows.length}个，达成${achieved}个`;
}

/** 质量目标计算: computeQualityTargets as a 定时任务 (the demo seed runs it once too). */
export const qualityTargetJob: JobHandler = {
  className: 'smartsite.job.QualityTargetJob',
  title: '质量目标计算',
  run: ({ db, now }) => computeQualityTargets(db, now),
};
