import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'MultiSelect',
  description: '字典多选（下拉或复选框）；值为逗号分隔的字符串（如 1,3），选项来自 x-dict 或 enum。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
      maxTagCount: { type: 'integer', minimum: 0, description: '最多显示的标签数（默认自适应）' },
      type: { type: 'string', enum: ['select', 'checkbox'], description: '样式：select 下拉多选，checkbox 复选框', default: 'select' },
    },
  },
};
