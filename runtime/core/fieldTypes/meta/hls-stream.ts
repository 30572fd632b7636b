import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'HlsStream',
  description:
    '视频流（HLS）：值为 .m3u8 播放地址（本平台的视频流为 /api/stream/<项目>/…，须登录且为该项目成员）。编辑时为地址输入框；详情和列表中直接播放（hls.js，静音循环），无地址或无法播放时显示「暂无视频流」。摄像头的在线状态可由服务器按这个字段判断：状态字段写 x-stream-status。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
    },
  },
};
