import type { FieldTypeMeta } from '../fieldType.types';

export const meta: FieldTypeMeta = {
  name: 'MultiSelect',
  description: '字典多选下拉；值为逗号分隔的字符串（如 1,3），选项来自 x-dict 或 enum。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
      maxTagCount: { type: 'integer', minimum: 0, description: '最多显示的标签数（默认自适应）' },
    },
  },
};
