import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'departRoles',
  description: '部门角色：抽屉里列出该部门自己的角色（角色管理中所属部门为它的角色），可新增、编辑、授权。',
};
