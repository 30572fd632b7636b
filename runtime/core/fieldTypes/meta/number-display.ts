import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'NumberDisplay',
  description: '数字显示（只读）：带千分位显示数值，保留存储的小数位，可加单位；用于由系统计算、不允许手工修改的金额和数量。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      addonAfter: { type: 'string', description: '单位，如 元、吨' },
    },
  },
};
