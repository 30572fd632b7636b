/** An announcement as a user sees it (upstream `AnnouncementSendModel`): the message plus their read state. */
export interface UserNotice {
  id: string;
  anntId: string;
  titile: string;
  msgContent: string;
  sender: string;
  priority: string;
  msgCategory: string;
  msgType: string;
  openType: string;
  openPage: string;
  sendTime: string;
  readFlag: string;
}
