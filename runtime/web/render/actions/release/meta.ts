import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'release',
  description:
    '通知公告发布 / 撤销：未发布或已撤销的显示【发布】（<api>/doReleaseData），已发布的显示【撤销】（<api>/doReovkeData）；推送给接收人，撤销后从其铃铛中消失。',
};
