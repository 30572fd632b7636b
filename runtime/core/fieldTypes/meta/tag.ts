import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Tag',
  description: '字典标签：点击标签选择一个字典项（再次点击取消）；详情和列表中以彩色标签显示（字典项的颜色）。',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
};
