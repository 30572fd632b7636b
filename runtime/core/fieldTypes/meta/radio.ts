import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Radio',
  description: '字典单选按钮：选项来自 x-dict 或 enum，全部平铺显示（选项少时使用）；查询时为下拉。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['radio', 'radioButton'], description: '样式：radio 圆形单选，radioButton 按钮组', default: 'radio' },
    },
  },
};
