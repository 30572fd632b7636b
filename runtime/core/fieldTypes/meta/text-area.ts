import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'TextArea',
  description: '多行文本输入框，在表单中占满一整行（备注、描述等）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      rows: { type: 'integer', minimum: 1, description: '显示行数', default: 3 },
      showCount: { type: 'boolean', description: '显示字数' },
    },
  },
};
