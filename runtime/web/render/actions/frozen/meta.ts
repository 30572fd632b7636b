import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'frozen',
  description: '冻结 / 解冻用户：冻结后不能登录，已登录的会话立即失效（POST <api>/frozenBatch）。',
};
