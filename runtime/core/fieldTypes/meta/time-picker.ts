import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'TimePicker',
  description: '时间选择；值为 HH:mm:ss 字符串。format: time 的字段默认使用。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
    },
  },
};
