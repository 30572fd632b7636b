import type { UserNotice } from '../../../core/notice/userNotice.types';

export type { UserNotice };

export interface UnreadNotices {
  anntMsgList: UserNotice[];
  anntMsgTotal: number;
  sysMsgList: UserNotice[];
  sysMsgTotal: number;
}
