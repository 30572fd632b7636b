import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Cron',
  description:
    'Cron表达式（Quartz，秒 分 时 日 月 周 [年]）：输入框加【选择】按钮，弹出 608 宽的构造器（秒、分、时、日、月、周、年页签，预览最近10次执行时间，含年份）。校验用 x-rules 的 cron 规则。',
  requiredRule: 'cron',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      hideSecond: { type: 'boolean', description: '隐藏秒（同时隐藏年），表达式为5项', default: false },
      hideYear: { type: 'boolean', description: '隐藏年，表达式为6项', default: false },
      remote: { type: 'string', description: '远程预览函数名（在前端用 registerCronPreview 注册），代替本地计算' },
    },
  },
};
