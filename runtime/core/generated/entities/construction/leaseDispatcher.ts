// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/leaseDispatcher.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 调度员（construction.leaseDispatcher，表 cm_lease_dispatcher）
 */
export interface ConstructionLeaseDispatcher {
  /**
   * 姓名
   */
  dispatcherName: string;
  /**
   * 联系电话（mobile）
   */
  phone: string;
  /**
   * 系统账号（字典 sys_user,realname,id；only）
   */
  userId: string;
  /**
   * 所属单位
   */
  company?: string;
  /**
   * 负责设备类型（字典 lease_device_type）
   */
  deviceTypes?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 调度员 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionLeaseDispatcherRecord = ConstructionLeaseDispatcher & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
