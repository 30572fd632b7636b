// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/safety/inspection.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 安全巡检（safety.inspection，表 saf_inspection）
 */
export interface SafetyInspection {
  /**
   * 检查区域
   */
  areaName?: string;
  /**
   * 隐患类型（字典 prj_danger,hidden_name,id）
   */
  hiddenType?: string;
  /**
   * 问题级别（字典 problem_grade）
   */
  problemGrade: string;
  /**
   * 问题描述
   */
  safetyDescribe: string;
  /**
   * 整改要求
   */
  safetyRequire?: string;
  /**
   * 整改期限（date）
   */
  safetyDeadline: string;
  /**
   * 现场照片
   */
  safetyPhotos?: string;
  /**
   * 责任分包单位（字典 lab_company,construction_name,id）
   */
  constructionId?: string;
  /**
   * 整改人（字典 sys_user,realname,id）
   */
  rectifyId: string;
  /**
   * 复查人（字典 sys_user,realname,id）
   */
  reviewId?: string;
  /**
   * 发起人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 发起时间（date-time）
   */
  initiatorTime?: string;
  /**
   * 状态
   */
  status?: string;
  /**
   * 整改描述
   */
  rectifyDescribe?: string;
  /**
   * 整改照片
   */
  rectifyPhotos?: string;
  /**
   * 整改完成时间（date-time）
   */
  rectifyTime?: string;
}

/** 安全巡检 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SafetyInspectionRecord = SafetyInspection & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
