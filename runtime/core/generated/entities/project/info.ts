// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/info.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 项目信息（project.info，表 sys_depart）
 */
export interface ProjectInfo {
  /**
   * 项目名称
   */
  departName: string;
  /**
   * 项目简称
   */
  shortName: string;
  /**
   * 项目编号
   */
  projectCode?: string;
  /**
   * 建设单位（字典 proj_developer,developer_name,id）
   */
  developerId?: string;
  /**
   * 施工单位（字典 proj_company,company_name,id）
   */
  contractorId?: string;
  /**
   * 开工日期（date）
   */
  startDate?: string;
  /**
   * 计划竣工日期（date）
   */
  endDate?: string;
  /**
   * 合同金额(万元)
   */
  budget?: number;
  /**
   * 形象进度(%)
   */
  progress?: number;
  /**
   * 项目地点
   */
  address?: string;
  /**
   * 位置图
   */
  mapImage?: string;
  /**
   * 项目概况
   */
  memo?: string;
}

/** 项目信息 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectInfoRecord = ProjectInfo & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
