import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'recordExport',
  description: '单据导出：按页面的 recordExport 声明把本条记录导出为 Excel（GET <api>/recordExport?id=），如 工资单的银行代发文件；只在声明的状态显示。',
};
