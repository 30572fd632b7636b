import { ADMIN_ROLE_CODE } from '../auth/userAccess';
import type { HooksByScreen } from '../crud/hooks';
import { APPROVAL_CONFIG_SCREEN } from '../flow/approvalAssignees';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { isMember, setMembership } from './projectMembers';

export const MEMBER_SCREEN = 'project.member';

export const PROJECT_SETTINGS_MESSAGES = {
  memberChanged: '不能更换成员本人，请删除后重新添加',
  adminRole: '系统管理员角色不能作为项目角色',
  approverNotMember: '审批人必须是本项目成员，请先在【项目成员】中添加',
  memberIsApprover: (name: string) => `该成员是【审批配置】中的审批人，请先更换审批人：${name}`,
} as const;

/**
 * 项目成员 and 审批配置, server-side: adding a member grants the project (sys_user.depart_ids,
 * what access reads) and, while working there, the member's project role (auth/projectGrants.ts)
 * — never the administrator's; deleting one takes both away — unless they still approve something here; an
 * approver must be a member of the project.
 */
export function projectSettingsHooks(registry: ScreenRegistry): HooksByScreen {
  const approvals = registry.screens.get(APPROVAL_CONFIG_SCREEN);
  const items = new Map((registry.dictSeeds.find((dict) => dict.code === 'approval_item')?.items ?? []).map((item) => [item.value, item.text]));
  // In the dictionary's order, whatever order the rows come in.
  const itemTitles = (codes: string[]) =>
    [...items]
      .filter(([value]) => codes.includes(value))
      .map(([, text]) => text)
      .join('、');
  return {
    [MEMBER_SCREEN]: {
      async beforeWrite({ trx, screen, mode, id, record }) {
        // The project role joins the member's rights in the project; the administrator's would give them everything everywhere.
        if (record.projectRole === ADMIN_ROLE_CODE) return PROJECT_SETTINGS_MESSAGES.adminRole;
        if (mode === 'add') return null;
        const before = await trx.selectFrom(screen.table).select('user_id').where('id', '=', id).executeTakeFirst();
        return before && String(before.user_id) !== String(record.userId) ? PROJECT_SETTINGS_MESSAGES.memberChanged : null;
      },
      async afterWrite({ trx, mode, record, auth }) {
        if (mode === 'add' && auth.projectId) await setMembership(trx, String(record.userId), auth.projectId, true);
      },
      async beforeDelete({ trx, screen, ids, auth }) {
        const members = await trx
          .selectFrom(screen.table)
          .select(['user_id', 'project_id'])
          .where('id', 'in', ids)
          .where('project_id', '=', auth.projectId ?? '')
          .execute();
        for (const member of members) {
          if (approvals) {
            const approving = await trx
              .selectFrom(approvals.table)
              .select('approval_item')
              .where('project_id', '=', String(member.project_id))
              .where('approver_id', '=', String(member.user_id))
              .execute();
            if (approving.length > 0) return PROJECT_SETTINGS_MESSAGES.memberIsApprover(itemTitles(approving.map((row) => String(row.approval_item))));
          }
          await setMembership(trx, String(member.user_id), String(member.project_id), false);
        }
        return null;
      },
    },
    [APPROVAL_CONFIG_SCREEN]: {
      async beforeWrite({ trx, record, auth }) {
        return auth.projectId && !(await isMember(trx, String(record.approverId), auth.projectId)) ? PROJECT_SETTINGS_MESSAGES.approverNotMember : null;
      },
    },
  };
}
