// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/tenant.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 租户管理（system.tenant，表 sys_tenant）
 */
export interface SystemTenant {
  /**
   * 租户编号（租户编号只允许字母、数字、下划线和中划线, only）
   */
  tenantCode: string;
  /**
   * 租户名称
   */
  name: string;
  /**
   * 开始时间（date）
   */
  beginDate?: string;
  /**
   * 结束时间（date）
   */
  endDate?: string;
  /**
   * 状态（字典 enable_status）
   */
  status?: string;
}

/** 租户管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemTenantRecord = SystemTenant & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
