import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'issueKey',
  description:
    '生成设备密钥：确认后服务器为该记录生成新的接入密钥（POST <api>/issueKey），弹窗只显示这一次，可复制；服务器只保存其哈希，旧密钥立即失效。用于考勤设备等向接口推送数据的设备。',
};
