import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'DatePicker',
  description: '日期选择；值为 YYYY-MM-DD 字符串。format: date 的字段默认使用，范围查询时为日期区间。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
    },
  },
};
