// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/workDesign.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工作设计（construction.workDesign，表 cm_work_design）
 */
export interface ConstructionWorkDesign {
  /**
   * 工作名称（only）
   */
  designName: string;
  /**
   * 施工部位
   */
  part: string;
  /**
   * 施工内容
   */
  content?: string;
  /**
   * 计划开始（date）
   */
  planStart: string;
  /**
   * 计划完成（date）
   */
  planEnd: string;
  /**
   * 负责人（字典 sys_user,realname,id）
   */
  responsibleId: string;
  /**
   * 施工方案
   */
  schemeFiles?: string;
  /**
   * 状态（字典 cm_design_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 工作设计 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionWorkDesignRecord = ConstructionWorkDesign & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
