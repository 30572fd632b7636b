import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'readStats',
  description: '通知公告阅读统计：接收人数、已读、未读和阅读率，以及每个接收人的阅读状态和时间（<api>/readStatistics）。',
};
