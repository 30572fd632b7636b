// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/milestone.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 里程碑设置（construction.milestone，表 cm_milestone）
 */
export interface ConstructionMilestone {
  /**
   * 里程碑名称
   */
  milestoneName: string;
  /**
   * 所属工作设计（字典 cm_work_design,design_name,id）
   */
  designId: string;
  /**
   * 计划开始（date）
   */
  planStart: string;
  /**
   * 计划完成（date）
   */
  planEnd: string;
  /**
   * 实际开始（date）
   */
  actualStart?: string;
  /**
   * 实际完成（date）
   */
  actualEnd?: string;
  /**
   * 完成百分比
   */
  progress: number;
  /**
   * 前置里程碑（字典 cm_milestone,milestone_name,id）
   */
  predecessors?: string;
  /**
   * 负责人（字典 sys_user,realname,id）
   */
  responsibleId: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 里程碑设置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionMilestoneRecord = ConstructionMilestone & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
