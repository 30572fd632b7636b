import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'ImageUpload',
  description: '图片上传（只接受图片）；值为逗号分隔的图片路径。number 限制张数（保留最后 N 张），悬停时可用左右箭头调整顺序；列表中显示缩略图。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      biz: {
        type: 'string',
        description: '上传目录：temp、labour、material、avatar、jeditor、notice、quality、safety、technology、smartproject',
        default: 'temp',
      },
      number: { type: 'integer', minimum: 1, description: '最多保留的图片数（超出时保留最后上传的）' },
      buttonText: { type: 'string', description: '按钮文字', default: '上传' },
      capture: {
        type: 'string',
        enum: ['environment', 'user'],
        description: '手机上直接调用相机：environment 为后置摄像头（现场拍照），user 为前置摄像头；电脑上仍为选择文件',
      },
    },
  },
};
