import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Select',
  description: '下拉单选；选项来自 x-dict 字典（或表字典 表名,文本字段,值字段），或来自 enum。带 x-dict / enum 的字段默认使用。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
      showSearch: { type: 'boolean', description: '可搜索', default: true },
    },
  },
};
