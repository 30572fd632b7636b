import { buildScheduledJobs } from './demo/scheduledJobs';
import { generatePassword } from '../auth/generatePassword';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../auth/passwordPolicy';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ADMIN_ACCOUNT, DEMO_ACCOUNTS } from './accounts';
import { buildCategories } from './demo/categories';
import { buildBasicData } from './demo/enterprises';
import { buildLabour } from './demo/labour';
import { buildOrganisation, DEMO_COMPANY, DEMO_DEPARTMENTS, DEMO_PROJECTS, MINIMAL_COMPANY } from './demo/organisation';
import { createRandom } from './random';
import { currentTimestamp } from '../db/clock';
import { finishMaterialSeed, seedMaterial } from './materialSeed';
import { seedLabourPeople } from './labourPeopleSeed';
import { seedLabourCredit, seedLabourWarnings } from './labourCreditSeed';
import { seedAttendance } from './attendanceSeed';
import { seedWages } from './wagesSeed';
import { seedQuality } from './qualitySeed';
import { seedLease } from './leaseSeed';
import { seedSchedule } from './scheduleSeed';
import { seedPipe } from './pipeSeed';
import { seedSiteWork } from './siteWorkSeed';
import { seedSiteSafety } from './siteSafetySeed';
import { seedTechnology } from './technologySeed';
import { seedSpecialDevices } from './specialDeviceSeed';
import { seedSmartEnvironment } from './smartEnvironmentSeed';
import { seedSmartSite } from './smartSiteSeed';
import { seedProjectSettings } from './projectSettingsSeed';
import { seedDigitalDelivery } from './digitalDeliverySeed';
import { ADMIN_ROLE, DEMO_ROLES } from './roles';
import { seedRoles, seedUsers } from './seedAccounts';
import { claimSeedMarker, seedMarkerClaimed } from './seedMarker';
import { insertScreenRecords, screenOf } from './screenRows';

export type SeedMode = 'demo' | 'minimal' | 'none';

export interface SeedOptions {
  mode: SeedMode;
  /** The first admin password; generated when absent. */
  adminPassword?: string;
  /** The demo's present: inspection history and star ratings lead up to it (default: the clock). */
  now?: Date;
}

export interface SeedReport {
  /** False when the database was seeded before (or mode is none): nothing was written. */
  seeded: boolean;
  /** The generated admin password, to print once; null when it came from the caller. */
  generatedPassword: string | null;
  accounts: { username: string; realname: string; roleName: string }[];
}

const DEMO_SEED = 20250106;
const SITE_CODES = ['NB', 'LYG', 'HZ'];
const WORKERS_PER_PROJECT = [86, 78, 72];

/**
 * Seeds a new database once: `minimal` is the admin account, the admin role and one company;
 * `demo` adds a company with departments, three projects, teams, 236 workers, users in several
 * roles (all sharing the admin password) and each project's 参建单位, basic data and five months of
 * safety, quality and technical history up to `now`. Deterministic for a given `now`, apart from ids; all or nothing.
 */
export async function seed(db: AppDb, registry: ScreenRegistry, { mode, adminPassword, now = new Date() }: SeedOptions): Promise<SeedReport> {
  const skipped: SeedReport = { seeded: false, generatedPassword: null, accounts: [] };
  if (mode === 'none') return skipped;
  if (adminPassword !== undefined && !meetsPasswordPolicy(adminPassword)) {
    throw new Error(`ADMIN_PASSWORD 不符合密码规则：${PASSWORD_POLICY_MESSAGE}`);
  }
  if (await seedMarkerClaimed(db)) return skipped;
  const password = adminPassword ?? generatePassword();
  const demo = mode === 'demo';
  const accounts = demo ? [ADMIN_ACCOUNT, ...DEMO_ACCOUNTS] : [ADMIN_ACCOUNT];
  const roles = demo ? [ADMIN_ROLE, ...DEMO_ROLES] : [ADMIN_ROLE];

  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, mode))) return false;
    const organisation = buildOrganisation(demo ? DEMO_COMPANY : MINIMAL_COMPANY, demo ? DEMO_DEPARTMENTS : [], demo ? DEMO_PROJECTS : []);
    const { company, departments, projects } = organisation;
    await insertScreenRecords(trx, screenOf(registry, 'system.depart'), [company, ...departments, ...projects]);
    const roleIds = await seedRoles(trx, registry, roles);
    const memberships = accounts.map((account) => ({
      account,
      departIds: account.projects.length ? account.projects.map((index) => projects[index].id) : [company.id],
    }));
    await seedUsers(trx, registry, memberships, roleIds, password);
    await insertScreenRecords(trx, screenOf(registry, 'system.category'), buildCategories());
    if (demo) {
      const sites = projects.map((project, index) => ({
        projectId: project.id,
        code: SITE_CODES[index],
        start: DEMO_PROJECTS[index].start,
        workers: WORKERS_PER_PROJECT[index],
      }));
      const random = createRandom(DEMO_SEED);
      const labour = buildLabour(random, sites);
      await insertScreenRecords(trx, screenOf(registry, 'labour.team'), labour.teams);
      await insertScreenRecords(trx, screenOf(registry, 'labour.worker'), labour.workers);
      const siteSafety = projects.map((project, index) => ({
        projectId: project.id,
        index,
        start: DEMO_PROJECTS[index].start,
        teams: labour.teams.filter((team) => team.projectId === project.id),
      }));
      // 企业 and 建设单位 come first: 参建单位 and 管道焊接's 工程项目 reference them.
      const basicData = buildBasicData(
        DEMO_COMPANY.name,
        DEMO_PROJECTS.map((project) => project.address),
      );
      const membersOf = (projectId: string) =>
        new Set(accounts.filter((account) => account.projects.some((index) => projects[index].id === projectId)).map((account) => account.username));
      await seedSiteSafety(
        trx,
        registry,
        { random, sites: siteSafety, generalContractor: DEMO_COMPANY.name, enterprises: basicData.companies, now: currentTimestamp(now), nowDate: now },
        membersOf,
      );
      await insertScreenRecords(trx, screenOf(registry, 'project.developer'), basicData.developers);
      await insertScreenRecords(trx, screenOf(registry, 'project.company'), [...basicData.companies.values()]);
      await insertScreenRecords(trx, screenOf(registry, 'system.quartzJob'), buildScheduledJobs(currentTimestamp(now)));
      await seedQuality(
        trx,
        registry,
        random,
        projects.map((project) => project.id),
        now,
        currentTimestamp(now),
      );
      await seedMaterial(
        trx,
        registry,
        random,
        projects.map((project, index) => ({
          projectId: project.id,
          index,
          teams: labour.teams.filter((team) => team.projectId === project.id).map((team) => ({ id: team.id, name: String(team.fields.teamName) })),
        })),
        now,
      );
      // Labour, in dependency order: people → credit (trainings) → attendance → wages → warnings.
      await seedLabourPeople(trx, registry, random, { sites: sites.map(({ projectId, code }) => ({ projectId, code })), ...labour }, now);
      await seedLabourCredit(trx, registry, random, now);
      await seedAttendance(trx, registry, random, now);
      await seedWages(trx, registry, random, now);
      await seedLabourWarnings(trx, registry, now);
      await seedLease(
        trx,
        registry,
        random,
        projects.map((project) => project.id),
        now,
      );
      await seedSchedule(
        trx,
        registry,
        random,
        projects.map((project) => project.id),
        now,
      );
      const managerProjects = new Set(DEMO_ACCOUNTS.find((account) => account.roleCode === 'project_manager')?.projects ?? []);
      await seedTechnology(
        trx,
        registry,
        random,
        projects.map((project, index) => ({ projectId: project.id, code: SITE_CODES[index], hasManager: managerProjects.has(index) })),
        labour,
        currentTimestamp(now),
      );
      await seedPipe(
        trx,
        registry,
        random,
        projects.map((project, index) => ({
          projectId: project.id,
          code: SITE_CODES[index],
          developerId: basicData.developers[index % basicData.developers.length].id,
          contractorId: basicData.contractor.id,
        })),
        currentTimestamp(now).slice(0, 10),
      );
      // Last, so the random draws of the seeds above stay as they were.
      await seedSiteWork(
        trx,
        registry,
        random,
        projects.map((project) => project.id),
        currentTimestamp(now).slice(0, 10),
      );
      await seedSpecialDevices(
        trx,
        registry,
        projects.map((project) => project.id),
        currentTimestamp(now),
      );
      await seedSmartEnvironment(
        trx,
        registry,
        projects.map((project) => project.id),
        currentTimestamp(now),
      );
      await seedSmartSite(
        trx,
        registry,
        projects.map((project) => project.id),
        currentTimestamp(now),
      );
      await seedProjectSettings(
        trx,
        registry,
        projects.map((project, index) => ({ projectId: project.id, code: SITE_CODES[index], project: DEMO_PROJECTS[index] })),
        basicData,
        currentTimestamp(now).slice(0, 10),
      );
      await seedDigitalDelivery(
        trx,
        registry,
        projects.map((project, index) => ({ projectId: project.id, code: SITE_CODES[index] })),
        currentTimestamp(now).slice(0, 10),
        '何欣',
      );
    }
    return true;
  });

  if (!seeded) return skipped;
  if (demo) await finishMaterialSeed(db, registry, now);
  const roleNames = new Map(roles.map((role) => [role.roleCode, role.roleName]));
  return {
    seeded: true,
    generatedPassword: adminPassword === undefined ? password : null,
    accounts: accounts.map((account) => ({ username: account.username, realname: account.realname, roleName: roleNames.get(account.roleCode) ?? '' })),
  };
}
