import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'CategorySelect',
  description: '分类字典选择：从 系统设置 → 分类字典 的树中选择分类，逐级加载；值为分类 id。配合 "x-dict": "sys_category,name,id" 由服务器校验并翻译。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      pcode: { type: 'string', description: '只显示该编码分类下的子分类，如 A01；不填显示全部' },
      condition: { type: 'string', description: '过滤条件，JSON 字符串，如 {"name":"钢材"}' },
      multiple: { type: 'boolean', description: '多选（值为逗号分隔的 id）', default: false },
    },
  },
};
