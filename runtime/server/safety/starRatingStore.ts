import { sql } from 'kysely';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { nextVersion, VERSION_COLUMN } from '../crud/staleRecord';
import { BASE_SCORE, scoreMonth, totalOf, starOf, type RatedIssue, type ScoreRule } from './starScore';

/** Tables of the screens safety.scoreRule, safety.inspection, labour.company and safety.starRating. */
const RULE_TABLE = 'saf_score_rule';
const INSPECTION_TABLE = 'saf_inspection';
const COMPANY_TABLE = 'lab_company';
const RATING_TABLE = 'saf_star_rating';
/** The flow history of every flow screen (contract B) and the screen id of 安全巡检 in it. */
const FLOW_HISTORY_TABLE = 'sys_flow_history';
const INSPECTION_SCREEN = 'safety.inspection';
/** The inspection flow's 超期未整改 state. */
const OVERDUE_STATE = '5';
/** company_type 专业分包单位 and 劳务分包单位: the 分包单位 that are rated. */
const SUBCONTRACTOR_TYPES = ['2', '3'];
const ENABLED = '1';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): boolean => MONTH.test(value);

/** First day of the month and of the next one, `YYYY-MM-DD`. */
function monthBounds(month: string): [string, string] {
  const [year, index] = month.split('-').map(Number);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

const num = (value: unknown): number => (value === null || value === undefined || value === '' ? 0 : Number(value));
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

async function rulesByProject(db: AppDb): Promise<Map<string, ScoreRule[]>> {
  const rows = await db.selectFrom(RULE_TABLE).select(['project_id', 'rule_type', 'problem_grade', 'deduct_score']).where('enabled', '=', ENABLED).execute();
  const rules = new Map<string, ScoreRule[]>();
  for (const row of rows) {
    const project = String(row.project_id);
    rules.set(project, [
      ...(rules.get(project) ?? []),
      { ruleType: String(row.rule_type), problemGrade: str(row.problem_grade), deductScore: num(row.deduct_score) },
    ]);
  }
  return rules;
}

/** The month's issues per `project|contractor`; an issue is overdue when it is, or once was, 超期未整改. */
async function issuesByContractor(db: AppDb, [from, to]: [string, string], projectId?: string): Promise<Map<string, RatedIssue[]>> {
  let query = db
    .selectFrom(`${INSPECTION_TABLE} as i`)
    .select(['i.project_id', 'i.construction_id', 'i.problem_grade', 'i.hidden_type'])
    .select(
      sql<boolean>`i.status = ${OVERDUE_STATE} or exists (select 1 from ${sql.table(FLOW_HISTORY_TABLE)} h
        where h.screen_id = ${INSPECTION_SCREEN} and h.record_id = i.id and h.to_state = ${OVERDUE_STATE})`.as('overdue'),
    )
    .where('i.construction_id', 'is not', null)
    .where('i.initiator_time', '>=', sql<string>`${from}::timestamp`)
    .where('i.initiator_time', '<', sql<string>`${to}::timestamp`);
  if (projectId) query = query.where('i.project_id', '=', projectId);
  const issues = new Map<string, RatedIssue[]>();
  for (const row of await query.execute()) {
    const key = `${row.project_id}|${row.construction_id}`;
    issues.set(key, [...(issues.get(key) ?? []), { problemGrade: str(row.problem_grade), hiddenType: str(row.hidden_type), overdue: Boolean(row.overdue) }]);
  }
  return issues;
}

/** `project|contractor` of the 分包单位 on site during the month. */
async function subcontractorsOnSite(db: AppDb, [from, to]: [string, string], projectId?: string) {
  let query = db
    .selectFrom(COMPANY_TABLE)
    .select(['id', 'project_id', 'tenant_id'])
    .where('company_type', 'in', SUBCONTRACTOR_TYPES)
    .where((eb) => eb.or([eb('entry_date', 'is', null), eb('entry_date', '<', sql<string>`${to}::date`)]))
    .where((eb) => eb.or([eb('exit_date', 'is', null), eb('exit_date', '>=', sql<string>`${from}::date`)]));
  if (projectId) query = query.where('project_id', '=', projectId);
  return query.execute();
}

/**
 * 星级评定 of one month: every 分包单位 on site (and every contractor with issues) of each project
 * (or one project) is scored from the project's enabled 评分规则 and the month's 安全巡检 issues.
 * An existing rating is recomputed in place, keeping its 调整分 and 调整原因. Returns how many were written.
 */
export async function rateMonth(db: AppDb, month: string, now: Date, projectId?: string): Promise<number> {
  const bounds = monthBounds(month);
  const rules = await rulesByProject(db);
  const issues = await issuesByContractor(db, bounds, projectId);
  const companies = await subcontractorsOnSite(db, bounds, projectId);
  const tenantOf = new Map(companies.map((company) => [`${company.project_id}|${company.id}`, String(company.tenant_id ?? '0')]));
  const keys = new Set([...tenantOf.keys(), ...issues.keys()]);
  let existing = db.selectFrom(RATING_TABLE).select(['id', 'project_id', 'construction_id', 'adjust_score']).where('rating_month', '=', month);
  if (projectId) existing = existing.where('project_id', '=', projectId);
  const stored = new Map((await existing.execute()).map((row) => [`${row.project_id}|${row.construction_id}`, row]));
  const computeTime = currentTimestamp(now);
  for (const key of keys) {
    const [project, contractor] = key.split('|');
    const before = stored.get(key);
    const score = scoreMonth(rules.get(project) ?? [], issues.get(key) ?? [], num(before?.adjust_score));
    const columns = {
      issue_count: score.issueCount,
      base_score: BASE_SCORE,
      grade_deduct: score.gradeDeduct,
      overdue_deduct: score.overdueDeduct,
      repeat_deduct: score.repeatDeduct,
      total_score: score.totalScore,
      star_level: score.starLevel,
      compute_time: computeTime,
    };
    if (before) {
      await db
        .updateTable(RATING_TABLE)
        .set({ ...columns, update_by: 'system', update_time: computeTime, [VERSION_COLUMN]: nextVersion() })
        .where('id', '=', before.id)
        .execute();
    } else {
      await db
        .insertInto(RATING_TABLE)
        .values({
          id: newId(),
          ...columns,
          project_id: project,
          tenant_id: tenantOf.get(key) ?? '0',
          construction_id: contractor,
          rating_month: month,
          adjust_score: 0,
          create_by: 'system',
          create_time: computeTime,
        })
        .execute();
    }
  }
  return keys.size;
}

/** 总分 and 星级 of a rating from its stored parts and a (new) 调整分: what a manual save must show. */
export function rescore(parts: { baseScore: unknown; gradeDeduct: unknown; overdueDeduct: unknown; repeatDeduct: unknown; adjustScore: unknown }) {
  const base = parts.baseScore === null || parts.baseScore === undefined || parts.baseScore === '' ? BASE_SCORE : num(parts.baseScore);
  const totalScore = totalOf(base, num(parts.gradeDeduct) + num(parts.overdueDeduct) + num(parts.repeatDeduct), num(parts.adjustScore));
  return { totalScore, starLevel: starOf(totalScore) };
}
