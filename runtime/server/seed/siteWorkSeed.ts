import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { storeCounts } from '../sums/countFields';
import { DEMO_ACCOUNTS } from './accounts';
import type { Person } from './demo/inspectionHistory';
import { buildSiteWork, type SiteWorkSeed } from './demo/siteWork';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf } from './screenRows';

/** Who works 现场工作 in the demo (accounts.ts): 周杰 (施工员) writes and raises; 张伟 (项目经理) raises too; 徐海 (班组长) and 何欣 (技术员) handle. */
const FOREMAN = 'zhoujie';
const MANAGER = 'zhangwei';
const HANDLERS = ['xuhai', 'hexin'];

/** Whether a demo account works on the project at `index` of the demo projects. */
const worksOn = (username: string, index: number) => DEMO_ACCOUNTS.some((account) => account.username === username && account.projects.includes(index));

/**
 * 工作日志, 工作调研 and 工作问题 of every demo project, after labour (teams, attendance) and
 * 设备租赁 (machines) are seeded: inserted in bulk, then each log's 现场人数 computed from the
 * seeded gate passes in one statement.
 */
export async function seedSiteWork(db: AppDb, registry: ScreenRegistry, random: Random, projectIds: readonly string[], today: string): Promise<void> {
  const rows = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname'])
    .where('username', 'in', [FOREMAN, MANAGER, ...HANDLERS])
    .execute();
  const people = new Map<string, Person>(rows.map((row) => [String(row.username), { id: String(row.id), realname: String(row.realname) }]));
  const all: SiteWorkSeed = { logs: [], logAreas: [], logMachines: [], research: [], problems: [], history: [] };
  for (const [index, projectId] of projectIds.entries()) {
    const teams = await db.selectFrom('lab_team').select('id').where('project_id', '=', projectId).orderBy('team_name').execute();
    const devices = await db
      .selectFrom('cm_lease_device')
      .select('id')
      .where('project_id', '=', projectId)
      .where('status', '=', '1')
      .orderBy('device_no')
      .execute();
    const here = (username: string) => worksOn(username, index) && people.has(username);
    const foreman = people.get(FOREMAN)!;
    const handlers = HANDLERS.filter(here).map((username) => people.get(username)!);
    const seed = buildSiteWork(
      random,
      {
        projectId,
        teamIds: teams.map((team) => String(team.id)),
        deviceIds: devices.map((device) => String(device.id)),
        recorder: foreman,
        raisers: here(MANAGER) ? [foreman, people.get(MANAGER)!] : [foreman],
        handlers: [...handlers, foreman],
      },
      today,
    );
    for (const key of Object.keys(all) as (keyof SiteWorkSeed)[]) (all[key] as unknown[]).push(...seed[key]);
  }
  const log = screenOf(registry, 'construction.workLog');
  const [areas, machines] = detailFields(log).map((detail) => detailScreenOf(log, detail));
  await insertScreenRecords(db, log, all.logs);
  await insertScreenRecords(db, areas, all.logAreas);
  await insertScreenRecords(db, machines, all.logMachines);
  await storeCounts(db, registry, log);
  await insertScreenRecords(db, screenOf(registry, 'construction.workResearch'), all.research);
  await insertScreenRecords(db, screenOf(registry, 'construction.workProblem'), all.problems);
  await insertFlowHistory(db, all.history);
}
