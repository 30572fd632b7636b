import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DEMO_ACCOUNTS } from './accounts';
import { localDay } from './demo/dates';
import { buildSchedule, type ScheduleSeed } from './demo/schedule';
import type { Random } from './random';
import { insertScreenRecords, screenOf } from './screenRows';

/** Who keeps the schedule in the demo: 周杰 (施工员) everywhere, 张伟 (项目经理) on his projects. */
const RESPONSIBLE = ['zhoujie', 'zhangwei'];

/** 计划与进度 in every demo project: work designs and milestones, the earlier ones done, the current ones partly, a couple late. */
export async function seedSchedule(db: AppDb, registry: ScreenRegistry, random: Random, projectIds: readonly string[], now: Date): Promise<void> {
  const users = await db.selectFrom('sys_user').select(['id', 'username']).where('username', 'in', RESPONSIBLE).execute();
  const idOf = new Map(users.map((user) => [String(user.username), String(user.id)]));
  const today = localDay(now);
  const all: ScheduleSeed = { designs: [], milestones: [] };
  for (const [index, projectId] of projectIds.entries()) {
    const responsible = RESPONSIBLE.filter((username) =>
      DEMO_ACCOUNTS.some((account) => account.username === username && account.projects.includes(index)),
    ).map((username) => idOf.get(username)!);
    const seed = buildSchedule(random, { projectId, responsible }, today);
    all.designs.push(...seed.designs);
    all.milestones.push(...seed.milestones);
  }
  await insertScreenRecords(db, screenOf(registry, 'construction.workDesign'), all.designs);
  await insertScreenRecords(db, screenOf(registry, 'construction.milestone'), all.milestones);
}
