import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Password',
  description: '密码输入框（掩码显示）；通常配合 x-write-only，编辑时留空表示不修改。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      checkStrength: { type: 'boolean', description: '显示密码强度' },
    },
  },
};
