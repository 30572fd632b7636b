import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Markdown',
  description:
    'Markdown 编辑器（中文界面，左写右看的垂直预览，默认高度 300、最小 200）：工具栏有标题、加粗、斜体、删除线、分隔线、引用、列表、任务、缩进、表格、链接、代码、代码块和插入图片（本地上传或网络图片，可填备注）。值为 Markdown 文本，显示时清理 HTML；在表单中占满一整行。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      height: { type: 'integer', minimum: 200, description: '编辑区高度（像素）', default: 300 },
      placeholder: { type: 'string', description: '占位提示' },
    },
  },
};
