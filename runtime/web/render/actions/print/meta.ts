import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'print',
  description: '打印：在新窗口按 A4 排版打开本条记录（页面的 print 声明，版式取管理员编辑的打印模板），可打印或另存为 PDF（GET <api>/print?id=）。',
};
