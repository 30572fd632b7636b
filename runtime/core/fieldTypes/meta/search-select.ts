import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'SearchSelect',
  description:
    '远程搜索下拉：输入关键字后向服务器查询 x-dict 字典（适合数据多的表字典，如 lab_team,team_name,id），停止输入 300 毫秒后查询（picker 为 800 毫秒）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
      picker: { type: 'boolean', description: '选择器变体：输入停止 800 毫秒后才查询', default: false },
    },
  },
};
