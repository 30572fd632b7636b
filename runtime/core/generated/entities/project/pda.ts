// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/pda.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * PDA管理（project.pda，表 proj_pda）
 */
export interface ProjectPda {
  /**
   * 设备编号（only）
   */
  deviceNo: string;
  /**
   * 设备名称
   */
  deviceName: string;
  /**
   * 型号
   */
  model?: string;
  /**
   * IMEI（请输入15位数字的IMEI）
   */
  imei?: string;
  /**
   * 使用人（字典 sys_user,realname,id）
   */
  holderId?: string;
  /**
   * 登记日期（date）
   */
  registerDate?: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** PDA管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectPdaRecord = ProjectPda & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
