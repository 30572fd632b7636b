// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/workResearch.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工作调研（construction.workResearch，表 cm_work_research）
 */
export interface ConstructionWorkResearch {
  /**
   * 调研主题
   */
  topic: string;
  /**
   * 调研类型（字典 cm_research_type）
   */
  researchType: string;
  /**
   * 区域/部位
   */
  area: string;
  /**
   * 调研日期（date）
   */
  researchDate: string;
  /**
   * 调研人（字典 sys_user,realname,id）
   */
  researcherId: string;
  /**
   * 参加人员
   */
  participants?: string;
  /**
   * 现场情况
   */
  findings: string;
  /**
   * 建议措施
   */
  suggestions?: string;
  /**
   * 调研结论（字典 cm_research_conclusion）
   */
  conclusion?: string;
  /**
   * 现场照片
   */
  photos?: string;
  /**
   * 附件
   */
  attachments?: string;
}

/** 工作调研 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionWorkResearchRecord = ConstructionWorkResearch & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
