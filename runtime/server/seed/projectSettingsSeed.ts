import { recordToColumns } from '../crud/recordMapper';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DEMO_ACCOUNTS } from './accounts';
import type { DemoBasicData } from './demo/enterprises';
import { buildProjectSettings } from './demo/projectSettings';
import type { DemoProject } from './demo/organisation';
import { insertScreenRecords, screenOf } from './screenRows';

export interface ProjectSettingsSiteInput {
  projectId: string;
  code: string;
  project: DemoProject;
}

/**
 * 项目设置 of every demo project, after the accounts and the basic data (企业 and 建设单位): each project's card (its
 * own sys_depart row), 项目成员 (matching the accounts' projects, which is what grants access),
 * 审批配置, PDA, 移动点位 and two weeks of 轨迹.
 */
export async function seedProjectSettings(
  db: AppDb,
  registry: ScreenRegistry,
  sites: readonly ProjectSettingsSiteInput[],
  basicData: Pick<DemoBasicData, 'developers' | 'contractor'>,
  today: string,
): Promise<void> {
  const users = await db
    .selectFrom('sys_user')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      DEMO_ACCOUNTS.map((account) => account.username),
    )
    .execute();
  const idOf = new Map(users.map((user) => [String(user.username), String(user.id)]));
  const seed = buildProjectSettings(
    sites.map((site, index) => ({
      ...site,
      index,
      members: DEMO_ACCOUNTS.filter((account) => account.projects.includes(index) && idOf.has(account.username)).map((account) => ({
        userId: idOf.get(account.username)!,
        roleCode: account.roleCode,
      })),
    })),
    basicData.developers,
    basicData.contractor.id,
    today,
  );
  const info = screenOf(registry, 'project.info');
  for (const card of seed.cards)
    await db
      .updateTable(info.table)
      .set(recordToColumns(info, card.fields, new Set(Object.keys(card.fields))))
      .where('id', '=', card.projectId)
      .execute();
  await insertScreenRecords(db, screenOf(registry, 'project.member'), seed.members);
  await insertScreenRecords(db, screenOf(registry, 'project.approvalConfig'), seed.approvals);
  await insertScreenRecords(db, screenOf(registry, 'project.pda'), seed.pdas);
  await insertScreenRecords(db, screenOf(registry, 'project.mobilePoint'), seed.points);
  await insertScreenRecords(db, screenOf(registry, 'project.trajectory'), seed.trajectories);
}
