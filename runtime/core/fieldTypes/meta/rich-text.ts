import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'RichText',
  description:
    '富文本编辑器（TinyMCE，中文界面，默认高度 300）：加粗、标题、列表、表格、链接和图片上传（图片存到 jeditor 目录）。保存时服务器清理 HTML（去掉脚本、事件属性），显示时再清理一次；在表单中占满一整行。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      height: { type: 'integer', minimum: 150, description: '编辑区高度（像素）', default: 300 },
      placeholder: { type: 'string', description: '占位提示' },
    },
  },
};
