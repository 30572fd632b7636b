import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'SliderCheck',
  description: '滑块人机验证：按住滑块拖到最右边后显示“验证通过”，值为 true；中途松开则滑块弹回。用于 boolean 字段（如提交前确认）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      width: { type: 'integer', minimum: 120, description: '滑道宽度（像素）；不填时占满所在位置' },
    },
  },
};
