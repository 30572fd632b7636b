import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Input',
  description: '单行文本输入框；字符串字段的默认类型。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      allowClear: { type: 'boolean', description: '可清空', default: true },
      prefix: { type: 'string', description: '前缀文字' },
      suffix: { type: 'string', description: '后缀文字' },
      disabled: { type: 'boolean', description: '禁用：只显示，不能输入（如由系统生成的编码）', default: false },
    },
  },
};
