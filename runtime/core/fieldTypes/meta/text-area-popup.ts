import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'TextAreaPopup',
  description: '弹出式多行文本：平时显示为单行输入框，点击后在旁边弹出多行文本框编辑（默认宽 150、高 200）；编辑表格的 input_pop / textarea 列用 300×210。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      title: { type: 'string', description: '弹出框标题' },
      width: { type: 'integer', minimum: 100, description: '弹出文本框宽度（像素）', default: 150 },
      height: { type: 'integer', minimum: 60, description: '弹出文本框高度（像素）', default: 200 },
      placement: { type: 'string', enum: ['right', 'left', 'top', 'bottom'], description: '弹出位置', default: 'right' },
    },
  },
};
