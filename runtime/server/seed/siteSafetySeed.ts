import type { AppDb } from '../db/dbTypes';
import { noticeDb } from '../notice/noticeDb';
import { rateMonth } from '../safety/starRatingStore';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { addDays } from './demo/dates';
import type { InspectionFields, Person } from './demo/inspectionHistory';
import {
  SAFETY_INSPECTION_FIELDS,
  buildAnnexes,
  buildDangers,
  buildInspections,
  buildQualityProblems,
  buildQualityNotices,
  buildSafetyNotices,
  buildScoreRules,
  dangerKinds,
  qualityProblemKinds,
  type InspectionStaff,
} from './demo/safety';
import { buildSiteCompanies, subcontractorIds, type CompanySite } from './demo/siteCompanies';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** Who raises, rectifies and reviews the demo issues (accounts.ts). */
const SAFETY_STAFF = { initiators: ['zhaoqiang', 'wujun', 'zhangwei'], rectifiers: ['zhoujie'], reviewers: ['zhaoqiang', 'wujun'] };
const QUALITY_STAFF = { initiators: ['sunli', 'zhangwei'], rectifiers: ['zhoujie'], reviewers: ['sunli', 'zhangwei'] };

/**
 * The fields of 质量巡检 (quality.inspection) the history goes into. The quality screen shares the
 * inspection flow, so the flow fields are the same; the issue fields are assumed named as in 安全巡检
 * with the 质量问题库 row as the issue type — align with schemas/quality/inspection.json.
 */
export const QUALITY_INSPECTION_FIELDS: InspectionFields = { ...SAFETY_INSPECTION_FIELDS, issueType: 'problemType' };

export interface SafetyDemoContext {
  random: Random;
  sites: readonly CompanySite[];
  generalContractor: string;
  /** The tenant's 企业 by name: each 参建单位 references one, and the companies missing are added. */
  enterprises: Map<string, SeedRecord>;
  /** The seed's present, `YYYY-MM-DD HH:mm:ss` (server local time). */
  now: string;
  nowDate: Date;
}

async function peopleByUsername(db: AppDb): Promise<Map<string, Person>> {
  const rows = await db.selectFrom('sys_user').select(['id', 'username', 'realname']).execute();
  return new Map(rows.map((row) => [String(row.username), { id: String(row.id), realname: String(row.realname) }]));
}

/** The staff of a project: only accounts that are members of it act in it. */
function staffOf(names: typeof SAFETY_STAFF, people: Map<string, Person>, members: ReadonlySet<string>): InspectionStaff {
  const pick = (usernames: string[]) => usernames.filter((name) => members.has(name)).map((name) => people.get(name)!);
  return { initiators: pick(names.initiators), rectifiers: pick(names.rectifiers), reviewers: pick(names.reviewers) };
}

/** Months (`YYYY-MM`) from the one holding `from` up to, not including, the one holding `now`. */
function pastMonths(from: string, now: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day.slice(0, 7) < now.slice(0, 7); day = addDays(day, 32).slice(0, 8) + '01') months.push(day.slice(0, 7));
  return months;
}

/**
 * 参建单位, 危险源, 质量问题库, 评分规则, 5 months of 安全巡检 with flow history, the star ratings of
 * the past months (computed as the job does), 安全通知 with their 通知公告 and 附件管理, in every
 * demo project; 质量巡检 too when its screen exists.
 */
export async function seedSiteSafety(
  db: AppDb,
  registry: ScreenRegistry,
  context: SafetyDemoContext,
  membersOf: (projectId: string) => ReadonlySet<string>,
): Promise<void> {
  const { random, now } = context;
  const people = await peopleByUsername(db);
  const companies: SeedRecord[] = [];
  const dangers: SeedRecord[] = [];
  const problems: SeedRecord[] = [];
  const rules: SeedRecord[] = [];
  const notices: SeedRecord[] = [];
  const annexes: SeedRecord[] = [];
  const announcements: Record<string, unknown>[] = [];
  const safety = { records: [] as SeedRecord[], history: [] as Parameters<typeof insertFlowHistory>[1][number][] };
  const quality = { records: [] as SeedRecord[], history: [] as Parameters<typeof insertFlowHistory>[1][number][] };
  const hasQuality = registry.screens.has('quality.inspection');
  for (const site of context.sites) {
    const members = membersOf(site.projectId);
    const createTime = `${site.start} 09:00:00`;
    const siteCompanies = buildSiteCompanies(random, site, context.generalContractor, addDays(site.start, 90), context.enterprises);
    const siteDangers = buildDangers(site.projectId, createTime);
    const siteProblems = buildQualityProblems(site.projectId, createTime);
    const contractors = subcontractorIds(siteCompanies);
    const safetyStaff = staffOf(SAFETY_STAFF, people, members);
    const history = buildInspections(
      random,
      'safety.inspection',
      SAFETY_INSPECTION_FIELDS,
      { projectId: site.projectId, kinds: dangerKinds(siteDangers), contractors },
      safetyStaff,
      now,
    );
    safety.records.push(...history.records);
    safety.history.push(...history.history);
    if (hasQuality) {
      const qualityHistory = buildInspections(
        random,
        'quality.inspection',
        QUALITY_INSPECTION_FIELDS,
        { projectId: site.projectId, kinds: qualityProblemKinds(siteProblems), contractors },
        staffOf(QUALITY_STAFF, people, members),
        now,
      );
      quality.records.push(...qualityHistory.records);
      quality.history.push(...qualityHistory.history);
    }
    const sender = safetyStaff.reviewers[0];
    const noticeSeed = buildSafetyNotices(
      random,
      site.projectId,
      siteCompanies.map((company) => company.id),
      sender,
      [...safetyStaff.rectifiers, ...safetyStaff.reviewers.slice(1)],
      now,
    );
    companies.push(...siteCompanies);
    dangers.push(...siteDangers);
    problems.push(...siteProblems);
    rules.push(...buildScoreRules(site.projectId, createTime));
    notices.push(...noticeSeed.notices);
    announcements.push(...noticeSeed.announcements);
    annexes.push(...buildAnnexes(random, site.projectId, sender, addDays(now.slice(0, 10), -150), now));
  }
  await insertScreenRecords(db, screenOf(registry, 'labour.company'), companies);
  await insertScreenRecords(db, screenOf(registry, 'project.danger'), dangers);
  await insertScreenRecords(db, screenOf(registry, 'project.qualityProblem'), problems);
  await insertScreenRecords(db, screenOf(registry, 'safety.scoreRule'), rules);
  await insertScreenRecords(db, screenOf(registry, 'safety.inspection'), safety.records);
  if (hasQuality) await insertScreenRecords(db, screenOf(registry, 'quality.inspection'), quality.records);
  await insertFlowHistory(db, [...safety.history, ...quality.history]);
  await insertScreenRecords(db, screenOf(registry, 'safety.notice'), notices);
  // Drawn after every safety record, so the safety demo stays what it was without 质量管理.
  if (registry.screens.has('quality.notice')) {
    const qualityNotices: SeedRecord[] = [];
    for (const site of context.sites) {
      const staff = staffOf(QUALITY_STAFF, people, membersOf(site.projectId));
      const siteCompanies = companies.filter((company) => company.projectId === site.projectId).map((company) => company.id);
      const seeded = buildQualityNotices(random, site.projectId, siteCompanies, staff.reviewers[0], [...staff.rectifiers, ...staff.reviewers.slice(1)], now);
      qualityNotices.push(...seeded.notices);
      announcements.push(...seeded.announcements);
    }
    await insertScreenRecords(db, screenOf(registry, 'quality.notice'), qualityNotices);
  }
  if (announcements.length)
    await noticeDb(db)
      .insertInto('sys_announcement')
      .values(announcements as never)
      .execute();
  await insertScreenRecords(db, screenOf(registry, 'safety.annex'), annexes);
  for (const month of pastMonths(addDays(now.slice(0, 10), -150), now)) await rateMonth(db, month, context.nowDate);
}
