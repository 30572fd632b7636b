import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'readStats',
  description:
    '阅读统计（通知公告，或写了 announce 的页面如安全通知的阅读情况）：接收人数、已读、未读和阅读率，以及每个接收人的阅读状态和时间（<api>/readStatistics）。',
};
