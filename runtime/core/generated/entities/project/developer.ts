// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/developer.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 建设单位（project.developer，表 proj_developer）
 */
export interface ProjectDeveloper {
  /**
   * 建设单位名称（only）
   */
  developerName: string;
  /**
   * 简称
   */
  shortName?: string;
  /**
   * 统一社会信用代码（请输入正确的18位统一社会信用代码, only）
   */
  creditCode?: string;
  /**
   * 业主代表
   */
  contacts?: string;
  /**
   * 联系电话（mobile）
   */
  phone?: string;
  /**
   * 地址
   */
  address?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 建设单位 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectDeveloperRecord = ProjectDeveloper & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
