import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'Upload',
  description:
    '文件上传；值为逗号分隔的文件路径。可多选，number 限制个数（保留最后 N 个）；超过 50MB 的文件分片上传并显示进度。列表中显示文件名（最多 5 个字符）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      biz: {
        type: 'string',
        description: '上传目录：temp、labour、material、avatar、jeditor、notice、quality、safety、technology、smartproject',
        default: 'temp',
      },
      number: { type: 'integer', minimum: 1, description: '最多保留的文件数（超出时保留最后上传的）' },
      multiple: { type: 'boolean', description: '一次可选多个文件', default: true },
      buttonText: { type: 'string', description: '按钮文字', default: '点击上传' },
      accept: { type: 'string', description: '可选的文件类型，如 .pdf,.docx' },
    },
  },
};
