// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/announcement.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 通知公告（system.announcement，表 sys_announcement）
 */
export interface SystemAnnouncement {
  /**
   * 标题
   */
  titile: string;
  /**
   * 消息类型（字典 msg_category）
   */
  msgCategory: string;
  /**
   * 优先级（字典 priority）
   */
  priority: string;
  /**
   * 通告对象（字典 msg_type）
   */
  msgType: string;
  /**
   * 指定用户（字典 sys_user,realname,id）
   */
  userIds?: string;
  /**
   * 指定部门（字典 sys_depart,depart_name,id）
   */
  departIds?: string;
  /**
   * 发布人
   */
  sender?: string;
  /**
   * 打开方式（字典 open_type）
   */
  openType?: string;
  /**
   * 处理页面
   */
  openPage?: string;
  /**
   * 内容
   */
  msgContent: string;
  /**
   * 发布状态（字典 send_status）
   */
  sendStatus?: string;
  /**
   * 发布时间（date-time）
   */
  sendTime?: string;
}

/** 通知公告 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemAnnouncementRecord = SystemAnnouncement & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
