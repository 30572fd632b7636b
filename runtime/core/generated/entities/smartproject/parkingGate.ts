// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/parkingGate.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 车辆道闸（smartproject.parkingGate，表 sp_parking_gate）
 */
export interface SmartprojectParkingGate {
  /**
   * 道闸名称
   */
  gateName: string;
  /**
   * 道闸编号（only）
   */
  gateNo: string;
  /**
   * 方向（字典 gate_way）
   */
  gateWay: string;
  /**
   * 安装位置
   */
  location?: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 最近上传（date-time）
   */
  lastUploadTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 车辆道闸 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectParkingGateRecord = SmartprojectParkingGate & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
