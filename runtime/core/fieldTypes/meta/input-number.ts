import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'InputNumber',
  description: '数字输入框；number / integer 字段的默认类型，显示时带千分位。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      min: { type: 'number', description: '最小值（默认取 minimum）' },
      max: { type: 'number', description: '最大值（默认取 maximum）' },
      step: { type: 'number', description: '步长', default: 1 },
      precision: { type: 'integer', minimum: 0, description: '小数位数（integer 字段为 0）' },
      addonAfter: { type: 'string', description: '单位，如 元、吨' },
    },
  },
};
