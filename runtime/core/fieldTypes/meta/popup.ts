import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Popup',
  description:
    '报表弹窗选择（JPopup）：点击输入框打开在线报表（schemas/reports/<code>.json）的表格，可查询、翻页、单选或多选；确定后把报表列 orgFields 的值填入同一表单的字段 destFields（逗号分隔，数量一致，多选时值以逗号连接）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'orgFields', 'destFields'],
    properties: {
      code: { type: 'string', description: '报表编码（schemas/reports 下的文件名）' },
      orgFields: { type: 'string', description: '报表列名，逗号分隔，如 empName,empPhon' },
      destFields: { type: 'string', description: '要填入的本表单字段，逗号分隔，与 orgFields 一一对应' },
      multi: { type: 'boolean', description: '多选', default: false },
      groupId: { type: 'string', description: '缓存分组：同组的报表请求 30 秒内只发一次' },
      param: { type: 'object', description: '报表参数，以 self_<名称> 传给报表，如 { "teamId": "1" }' },
      sorter: { type: 'string', description: '默认排序，如 empName=desc' },
      allowInput: { type: 'boolean', description: '也可直接输入（点放大镜图标打开弹窗）', default: false },
      placeholder: { type: 'string', description: '占位提示' },
    },
  },
};
