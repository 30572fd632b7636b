import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'execute',
  description: '立即执行：不论状态，马上运行一次该定时任务（<api>/execute），结果写入执行日志；正在执行时拒绝。',
};
