import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Switch',
  description: '开关（开 / 关）；boolean 字段默认使用，值为 true/false；字符串字段的值为 options 指定的开、关两个值（默认 Y、N）。查询时为 是/否 下拉。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      options: {
        type: 'array',
        description: '开、关对应的存储值，如 ["Y", "N"]',
        items: { type: ['string', 'boolean'] },
        minItems: 2,
        maxItems: 2,
      },
      checkedChildren: { type: 'string', description: '开启时的文字', default: '开' },
      unCheckedChildren: { type: 'string', description: '关闭时的文字', default: '关' },
    },
  },
};
