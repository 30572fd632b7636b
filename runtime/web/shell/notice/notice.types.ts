/** An announcement as the signed-in user receives it (listByUser, getMyAnnouncementSend). */
export interface UserNotice {
  id: string;
  anntId: string;
  titile: string;
  msgContent: string;
  sender: string;
  priority: string;
  msgCategory: string;
  openType: string;
  openPage: string;
  sendTime: string;
  readFlag: string;
}

export interface UnreadNotices {
  anntMsgList: UserNotice[];
  anntMsgTotal: number;
  sysMsgList: UserNotice[];
  sysMsgTotal: number;
}
