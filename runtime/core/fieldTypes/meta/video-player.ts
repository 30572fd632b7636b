import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'VideoPlayer',
  description:
    '视频：编辑时上传一个 MP4 或 WebM 视频文件（值为文件路径）；详情中在页面内播放（播放、暂停、拖动进度、全屏），宽度随页面，手机上不超出屏幕；列表中显示文件名，点击下载。服务器按 x-rules 的 pattern 校验扩展名。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      biz: { type: 'string', description: '上传目录：temp、labour、material、avatar、jeditor、notice、quality、safety、technology', default: 'temp' },
    },
  },
};
