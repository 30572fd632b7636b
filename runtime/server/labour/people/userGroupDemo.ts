import type { LabourUserGroup } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import { addDays, workingTime } from '../../seed/demo/dates';
import type { Random } from '../../seed/random';
import type { SeedRecord } from '../../seed/screenRows';
import { ROSTER } from './rosterStates';

/** Most members a seeded group lists (a 门禁权限组 of a big site is still a few dozen people). */
const MAX_MEMBERS = 40;

/**
 * Three groups per project, each picked from the roster by a rule a 劳务员 would use: the team
 * leaders (通知分组), the workers who entered in the last 60 days (培训分组), and the special
 * operators on site (门禁权限组 for the tower-crane and hoist areas).
 */
export function buildUserGroups(random: Random, projectId: string, workers: readonly SeedRecord[], today: string): SeedRecord[] {
  const onSite = workers.filter((worker) => worker.fields.enterAndRetreatCondition === ROSTER.onSite);
  const groups: [string, string, readonly SeedRecord[], string][] = [
    ['班组长通知群', '3', onSite.filter((worker) => worker.fields.isTeam === '1'), '各班组长，接收安全通知、工资发放和考勤异常提醒'],
    ['近两月进场人员', '2', onSite.filter((worker) => String(worker.fields.startTime ?? '') >= addDays(today, -60)), '新进场人员，安排班前教育和专项培训'],
    ['特种作业门禁组', '4', onSite.filter((worker) => worker.fields.empCategory === '3'), '持证特种作业人员，开通塔吊、施工升降机区域门禁'],
  ];
  return groups.map(([groupName, groupType, members, remark]) => ({
    id: newId(),
    projectId,
    createTime: workingTime(random, addDays(today, -random.int(5, 40))),
    fields: {
      groupName,
      groupType,
      memberIds: members
        .slice(0, MAX_MEMBERS)
        .map((worker) => worker.id)
        .join(','),
      remark,
    } satisfies LabourUserGroup,
  }));
}
