import { sql } from 'kysely';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { buildBlacklist } from '../labour/people/blacklistDemo';
import { buildHires, type HireTeam } from '../labour/people/hireDemo';
import { ROSTER } from '../labour/people/rosterStates';
import { buildUserGroups } from '../labour/people/userGroupDemo';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { seededHistoryRow, type Person, type SeededStep } from './demo/inspectionHistory';
import { workingTime } from './demo/dates';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** Who works the people demo (accounts.ts): 劳务员 李思 keeps the roster, 项目经理 张伟 approves the blacklist. */
const CLERK = 'lisi';
const APPROVER = 'zhangwei';

export interface LabourPeopleSite {
  projectId: string;
  code: string;
}

async function person(db: AppDb, username: string): Promise<Person> {
  const row = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname) };
}

/** Each team's 参建单位 by id: the labour subcontractor of the project whose name the team was seeded with. */
async function linkTeamsToCompanies(db: AppDb, teams: readonly SeedRecord[]): Promise<Map<string, string>> {
  const companies = await db.selectFrom('lab_company').select(['id', 'construction_name', 'project_id']).execute();
  const companyOf = new Map<string, string>();
  for (const team of teams) {
    const company = companies.find((row) => row.construction_name === team.fields.constructionName && row.project_id === team.projectId);
    if (company) companyOf.set(team.id, String(company.id));
  }
  if (companyOf.size > 0) {
    const pairs = sql.join([...companyOf].map(([teamId, companyId]) => sql`(${teamId}, ${companyId})`));
    await sql`update lab_team set company_id = link.company_id from (values ${pairs}) as link(team_id, company_id) where lab_team.id = link.team_id`.execute(
      db,
    );
  }
  // A worker belongs to the 参建单位 of the team; a worker waiting to enter has no entry or exit date yet.
  await sql`update lab_worker set company_id = lab_team.company_id from lab_team where lab_team.id = lab_worker.team_id`.execute(db);
  await sql`update lab_worker set start_time = null, end_time = null where enter_and_retreat_condition = ${ROSTER.waiting}`.execute(db);
  return companyOf;
}

/** `time`, or a little after `earlier` when it is not later (a team leader registered and entered on the same day). */
function after(earlier: string, time: string): string {
  if (time > earlier) return time;
  return new Date(Date.parse(`${earlier.replace(' ', 'T')}Z`) + 20 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The roster's flow history: each worker registered (待进场), entered on the entry day and, for those who left, exited. */
function rosterSteps(random: Random, workers: readonly SeedRecord[], actorOf: (projectId: string) => Person): SeededStep[] {
  return workers.flatMap((worker) => {
    const projectId = worker.projectId ?? '';
    const actor = actorOf(projectId);
    const base = { projectId, screenId: 'labour.worker', recordId: worker.id, actor };
    const state = String(worker.fields.enterAndRetreatCondition);
    const steps: SeededStep[] = [{ ...base, action: 'create', from: null, to: ROSTER.waiting, at: worker.createTime }];
    if (state === ROSTER.waiting) return steps;
    const startTime = String(worker.fields.startTime);
    steps.push({ ...base, action: 'enter', from: ROSTER.waiting, to: ROSTER.onSite, at: after(worker.createTime, workingTime(random, startTime)) });
    if (state === ROSTER.left)
      steps.push({
        ...base,
        action: 'exit',
        from: ROSTER.onSite,
        to: ROSTER.left,
        comment: '班组施工任务完成，退场',
        at: workingTime(random, String(worker.fields.endTime)),
      });
    return steps;
  });
}

/**
 * The people side of the labour demo, after the roster, teams and 参建单位 exist: teams and workers
 * linked to their 参建单位 by id, the roster's entry/exit history, the company blacklist (every
 * state), two hiring requests per project with candidates (the hired ones on the roster) and
 * three user groups per project. Bulk inserts inside the first-start seed's transaction.
 */
export async function seedLabourPeople(
  db: AppDb,
  registry: ScreenRegistry,
  random: Random,
  labour: { sites: readonly LabourPeopleSite[]; teams: readonly SeedRecord[]; workers: readonly SeedRecord[] },
  now: Date,
): Promise<void> {
  const today = currentTimestamp(now).slice(0, 10);
  const clerk = await person(db, CLERK);
  const approver = await person(db, APPROVER);
  const admin = await person(db, 'admin');
  const companyOf = await linkTeamsToCompanies(db, labour.teams);
  // 李思 keeps the first project's roster; the others are kept by 张伟 and the administrator in the demo.
  const keepers = [clerk, approver, admin];
  const actorOf = (projectId: string) =>
    keepers[
      Math.max(
        0,
        labour.sites.findIndex((site) => site.projectId === projectId),
      )
    ] ?? admin;
  const steps = rosterSteps(random, labour.workers, actorOf);

  const taken = {
    idCodes: new Set(labour.workers.map((worker) => String(worker.fields.idCode))),
    phones: new Set(labour.workers.map((worker) => String(worker.fields.empPhon))),
  };
  const blacklist = buildBlacklist(random, taken, clerk, approver, today);
  await insertScreenRecords(db, screenOf(registry, 'labour.blacklist'), blacklist.records);

  const hires = labour.sites.map((site) => {
    const teams: HireTeam[] = labour.teams
      .filter((team) => team.projectId === site.projectId)
      .map((team) => ({
        id: team.id,
        name: String(team.fields.teamName),
        workType: String(labour.workers.find((worker) => worker.fields.teamId === team.id)?.fields.jobName ?? '017'),
        companyId: companyOf.get(team.id) ?? null,
      }));
    return buildHires(random, { ...site, teams }, taken, actorOf(site.projectId), today);
  });
  await insertScreenRecords(
    db,
    screenOf(registry, 'labour.hire'),
    hires.flatMap((hire) => hire.hires),
  );
  await insertScreenRecords(
    db,
    screenOf(registry, 'labour.candidate'),
    hires.flatMap((hire) => hire.candidates),
  );
  await insertScreenRecords(
    db,
    screenOf(registry, 'labour.worker'),
    hires.flatMap((hire) => hire.workers),
  );

  const groups = labour.sites.flatMap((site) =>
    buildUserGroups(
      random,
      site.projectId,
      [...labour.workers, ...hires.flatMap((hire) => hire.workers)].filter((worker) => worker.projectId === site.projectId),
      today,
    ),
  );
  await insertScreenRecords(db, screenOf(registry, 'labour.userGroup'), groups);

  const history = [...steps, ...hires.flatMap((hire) => hire.steps)].map(seededHistoryRow);
  // The blacklist is the company's (tenant scope): its history rows belong to no project.
  const blacklistHistory = blacklist.steps.map((step) => ({ ...seededHistoryRow({ ...step, projectId: '' }), project_id: null }));
  await insertFlowHistory(db, [...history, ...blacklistHistory]);
}
