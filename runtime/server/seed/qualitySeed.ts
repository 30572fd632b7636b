import { computeQualityTargets } from '../jobs/handlers/qualityTargetJob';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { newSurveyToken } from '../survey/surveyHooks';
import { ANSWER_TABLE } from '../survey/surveyTables';
import { buildMaterialSamples, buildMonthlyReports, buildQualityFiles, buildQualityTargets, buildSurvey, type SurveySeed } from './demo/quality';
import type { FlowHistoryRow, Person } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** Who writes the quality records (accounts.ts): the 质量员, reviewed by the 项目经理. */
const AUTHOR = 'sunli';
const REVIEWER = 'zhangwei';

async function person(db: AppDb, username: string): Promise<Person> {
  const row = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname) };
}

async function insertSurveys(db: AppDb, surveys: readonly SurveySeed[]): Promise<void> {
  for (const { survey, questions, answers } of surveys) {
    const owner = { tenant_id: '0', project_id: survey.projectId, create_by: 'admin', create_time: survey.createTime };
    await db
      .insertInto('qua_survey_question')
      .values(questions.map((question) => ({ ...question, ...owner })))
      .execute();
    if (answers.length) await db.insertInto(ANSWER_TABLE).values(answers).execute();
  }
}

/**
 * 质量材料, 质量文件, 质量目标 (computed from the seeded 质量巡检), 质量月报 with their flow history
 * and a 满意度调查 with answers, in every demo project. 质量巡检 and 质量通知's basic data come
 * with the safety seed (siteSafetySeed.ts), which runs first.
 */
export async function seedQuality(
  db: AppDb,
  registry: ScreenRegistry,
  random: Random,
  projectIds: readonly string[],
  now: Date,
  nowText: string,
): Promise<void> {
  const author = await person(db, AUTHOR);
  const reviewer = await person(db, REVIEWER);
  const materials: SeedRecord[] = [];
  const files: SeedRecord[] = [];
  const targets: SeedRecord[] = [];
  const reports: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];
  const surveys: SurveySeed[] = [];
  for (const projectId of projectIds) {
    materials.push(...buildMaterialSamples(random, projectId, author, nowText));
    files.push(...buildQualityFiles(random, projectId, author, nowText));
    targets.push(...buildQualityTargets(projectId, nowText));
    const seeded = buildMonthlyReports(random, projectId, author, reviewer, nowText);
    reports.push(...seeded.records);
    history.push(...seeded.history);
    surveys.push(buildSurvey(random, projectId, newSurveyToken(), nowText));
  }
  await insertScreenRecords(db, screenOf(registry, 'quality.material'), materials);
  await insertScreenRecords(db, screenOf(registry, 'quality.file'), files);
  await insertScreenRecords(db, screenOf(registry, 'quality.target'), targets);
  await insertScreenRecords(db, screenOf(registry, 'quality.monthlyReport'), reports);
  await insertFlowHistory(db, history);
  await insertScreenRecords(
    db,
    screenOf(registry, 'quality.survey'),
    surveys.map((seed) => seed.survey),
  );
  await insertSurveys(db, surveys);
  await computeQualityTargets(db, now);
}
