import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'thirdAccounts',
  description: '查看用户绑定的第三方账号（企业微信、钉钉等）并解绑（GET <api>/thirdAccounts?userId，POST <api>/thirdAccounts/unbind）。',
};
