import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DEMO_ACCOUNTS } from './accounts';
import { localDay } from './demo/dates';
import { buildLease, type LeaseSeed, type LeaseSite } from './demo/lease';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf } from './screenRows';

/** Who runs 设备租赁 in the demo (accounts.ts): 周杰 and 张伟 dispatch, 徐海 (else 周杰) leads the machine work. */
const DISPATCHERS = ['zhoujie', 'zhangwei'];
const LEADER = 'xuhai';
const LEADER_ELSEWHERE = 'zhoujie';

async function users(db: AppDb, usernames: readonly string[]) {
  const rows = await db.selectFrom('sys_user').select(['id', 'username', 'realname', 'phone']).where('username', 'in', usernames).execute();
  return new Map(rows.map((row) => [String(row.username), { id: String(row.id), realname: String(row.realname), phone: String(row.phone ?? '') }]));
}

/** Whether a demo account works on the project at `index` of the demo projects. */
const worksOn = (username: string, index: number) => DEMO_ACCOUNTS.some((account) => account.username === username && account.projects.includes(index));

/**
 * 设备租赁 in every demo project: machines, dispatchers, operators, the team leaders of the
 * project's labour teams and about four months of leasing tasks with their flow history.
 */
export async function seedLease(db: AppDb, registry: ScreenRegistry, random: Random, projectIds: readonly string[], now: Date): Promise<void> {
  const people = await users(db, [...DISPATCHERS, LEADER]);
  const today = localDay(now);
  const taken = { idCodes: new Set<string>(), phones: new Set<string>() };
  const all: LeaseSeed = { devices: [], dispatchers: [], operators: [], leaders: [], tasks: [], history: [] };
  for (const [index, projectId] of projectIds.entries()) {
    const teams = await db
      .selectFrom('lab_team')
      .select(['id', 'team_name', 'leader_name', 'leader_phone'])
      .where('project_id', '=', projectId)
      .orderBy('team_name')
      .execute();
    const site: LeaseSite = {
      projectId,
      teams: teams.map((team) => ({
        id: String(team.id),
        name: String(team.team_name),
        leaderName: String(team.leader_name),
        leaderPhone: String(team.leader_phone),
      })),
      leaderUser: people.get(worksOn(LEADER, index) ? LEADER : LEADER_ELSEWHERE)!,
      dispatchers: DISPATCHERS.filter((username) => worksOn(username, index)).map((username) => people.get(username)!),
    };
    const seed = buildLease(random, site, today, taken);
    for (const key of Object.keys(all) as (keyof LeaseSeed)[]) (all[key] as unknown[]).push(...seed[key]);
  }
  await insertScreenRecords(db, screenOf(registry, 'construction.leaseDispatcher'), all.dispatchers);
  await insertScreenRecords(db, screenOf(registry, 'construction.leaseTeamLeader'), all.leaders);
  await insertScreenRecords(db, screenOf(registry, 'construction.leaseOperator'), all.operators);
  await insertScreenRecords(db, screenOf(registry, 'construction.leaseDevice'), all.devices);
  await insertScreenRecords(db, screenOf(registry, 'construction.leaseTask'), all.tasks);
  await insertFlowHistory(db, all.history);
}
