// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/notice.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量通知（quality.notice，表 qua_notice）
 */
export interface QualityNotice {
  /**
   * 标题
   */
  title: string;
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

/** 质量通知 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualityNoticeRecord = QualityNotice & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
