import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Progress',
  description: '进度条（只读）：把 0–100 的数值显示为小进度条，非数字按浮点数解析，失败时为 0。用于 number / integer 字段，值由业务写入或计算。',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
};
