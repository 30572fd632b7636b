// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/project.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工程项目（pipe.project，表 pw_project）
 */
export interface PipeProject {
  /**
   * 工程编号（only）
   */
  projectCode: string;
  /**
   * 工程名称
   */
  projectName: string;
  /**
   * 装置/单元
   */
  unitName?: string;
  /**
   * 建设单位（字典 proj_developer,developer_name,id）
   */
  developerId?: string;
  /**
   * 监理单位
   */
  supervisor?: string;
  /**
   * 施工单位（字典 proj_company,company_name,id）
   */
  contractorId?: string;
  /**
   * 检测单位
   */
  ndtCompany?: string;
  /**
   * 验收标准
   */
  qualityStandard?: string;
  /**
   * 开工日期（date）
   */
  startDate?: string;
  /**
   * 计划完工（date）
   */
  endDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 工程项目 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeProjectRecord = PipeProject & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
