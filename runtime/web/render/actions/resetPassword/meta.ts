import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'resetPassword',
  description: '管理员重置用户密码：新密码与确认密码（PUT <api>/changePassword），该用户需重新登录。',
};
