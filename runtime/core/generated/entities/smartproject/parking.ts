// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/parking.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 停车管理（smartproject.parking，表 sp_parking_visit）
 */
export interface SmartprojectParking {
  /**
   * 车牌号（plateNo）
   */
  plateNo: string;
  /**
   * 车辆类型（字典 vehicle_type）
   */
  vehicleType: string;
  /**
   * 来访事由
   */
  visitReason?: string;
  /**
   * 入场时间（date-time）
   */
  inTime: string;
  /**
   * 入场道闸（字典 sp_parking_gate,gate_name,id）
   */
  inGateId?: string;
  /**
   * 入场照片
   */
  inPhoto?: string;
  /**
   * 离场时间（date-time）
   */
  outTime?: string;
  /**
   * 离场道闸（字典 sp_parking_gate,gate_name,id）
   */
  outGateId?: string;
  /**
   * 离场照片
   */
  outPhoto?: string;
  /**
   * 离场登记人（字典 sys_user,realname,id）
   */
  exitBy?: string;
  /**
   * 状态（流程状态：1 在场，2 已离场）
   */
  status?: '1' | '2';
}

/** States of 停车管理: 1 在场，2 已离场. */
export type SmartprojectParkingState = '1' | '2';

/** Transitions of 停车管理: leave 离场. */
export type SmartprojectParkingFlowAction = 'leave';

/** 停车管理 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type SmartprojectParkingRecord = SmartprojectParking & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: SmartprojectParkingFlowAction[] };
