// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/leaseOperator.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 操作手（construction.leaseOperator，表 cm_lease_operator）
 */
export interface ConstructionLeaseOperator {
  /**
   * 姓名
   */
  operatorName: string;
  /**
   * 联系电话（mobile）
   */
  phone: string;
  /**
   * 身份证号（idcard）
   */
  idCard?: string;
  /**
   * 操作设备类型（字典 lease_device_type）
   */
  deviceType: string;
  /**
   * 所属单位
   */
  company?: string;
  /**
   * 证书名称
   */
  certName?: string;
  /**
   * 证书编号（only）
   */
  certNo: string;
  /**
   * 发证机关
   */
  certIssuer?: string;
  /**
   * 证书发证日期（date）
   */
  certValidFrom?: string;
  /**
   * 证书有效期至（date）
   */
  certValidTo: string;
  /**
   * 证书扫描件
   */
  certFile?: string;
  /**
   * 系统账号（字典 sys_user,realname,id）
   */
  userId?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 操作手 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionLeaseOperatorRecord = ConstructionLeaseOperator & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
