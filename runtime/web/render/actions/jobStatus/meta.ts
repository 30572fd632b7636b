import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'jobStatus',
  description: '定时任务启动 / 停止：停止的任务显示【启动】（<api>/resume），正常的显示【停止】（<api>/pause），立即生效无需重启。',
};
