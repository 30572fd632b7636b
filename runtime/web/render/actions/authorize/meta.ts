import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'authorize',
  description: '角色授权：抽屉里勾选菜单和按钮（权限树），保存到该角色。',
};
