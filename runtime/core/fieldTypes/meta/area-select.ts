import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'AreaSelect',
  description: '省市区选择：级联（cascader）或三个下拉（select）；值为区县的 6 位行政区划代码（如 320382），显示为 江苏省/徐州市/邳州市。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['cascader', 'select'], description: '样式：cascader 级联，select 三个下拉', default: 'cascader' },
      placeholder: { type: 'string', description: '占位提示（级联样式）' },
    },
  },
};
