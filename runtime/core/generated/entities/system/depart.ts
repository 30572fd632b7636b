// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/depart.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 部门管理（system.depart，表 sys_depart）
 */
export interface SystemDepart {
  /**
   * 机构名称
   */
  departName: string;
  /**
   * 上级机构（字典 sys_depart,depart_name,id）
   */
  parentId?: string;
  /**
   * 机构类型（字典 org_type）
   */
  orgType: string;
  /**
   * 机构编码（only）
   */
  orgCode?: string;
  /**
   * 简称
   */
  shortName?: string;
  /**
   * 电话
   */
  mobile?: string;
  /**
   * 地址
   */
  address?: string;
  /**
   * 排序
   */
  sortNo?: number;
  /**
   * 备注
   */
  memo?: string;
}

/** 部门管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemDepartRecord = SystemDepart & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
