// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/safety/notice.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 安全通知（safety.notice，表 saf_notice）
 */
export interface SafetyNotice {
  /**
   * 标题
   */
  title: string;
  /**
   * 通知类型（字典 safety_notice_type）
   */
  noticeType?: string;
  /**
   * 接收单位（字典 lab_company,construction_name,id）
   */
  receiveCompanies?: string;
  /**
   * 接收人（字典 sys_user,realname,id）
   */
  receiverIds: string;
  /**
   * 内容
   */
  content: string;
  /**
   * 发布状态（字典 send_status）
   */
  sendStatus?: string;
  /**
   * 发布人
   */
  sender?: string;
  /**
   * 发布时间（date-time）
   */
  sendTime?: string;
  /**
   * 系统消息
   */
  announcementId?: string;
}

/** 安全通知 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SafetyNoticeRecord = SafetyNotice & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
