// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/inspection.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量巡检（quality.inspection，表 qua_inspection）
 */
export interface QualityInspection {
  /**
   * 检查区域
   */
  areaName?: string;
  /**
   * 问题类型（字典 prj_quality_problem,problem_name,id）
   */
  problemType?: string;
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
   * 状态（流程状态：1 待整改，2 待复查，3 复查通过，4 复查未通过，5 超期未整改）
   */
  status?: '1' | '2' | '3' | '4' | '5';
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

/** States of 质量巡检: 1 待整改，2 待复查，3 复查通过，4 复查未通过，5 超期未整改. */
export type QualityInspectionState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 质量巡检: rectify 提交整改，pass 复查通过，reject 复查不通过，close 关闭. */
export type QualityInspectionFlowAction = 'rectify' | 'pass' | 'reject' | 'close';

/** 质量巡检 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type QualityInspectionRecord = QualityInspection & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: QualityInspectionFlowAction[] };
