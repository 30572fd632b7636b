// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/leaseTask.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 租赁任务（construction.leaseTask，表 cm_lease_task）
 */
export interface ConstructionLeaseTask {
  /**
   * 任务编号（only）
   */
  taskNo: string;
  /**
   * 需用设备类型（字典 lease_device_type）
   */
  deviceType: string;
  /**
   * 作业内容
   */
  workContent: string;
  /**
   * 作业部位
   */
  workArea?: string;
  /**
   * 计划开始（date）
   */
  planStart: string;
  /**
   * 计划结束（date）
   */
  planEnd: string;
  /**
   * 班组长（字典 cm_lease_team_leader,leader_name,id）
   */
  teamLeaderId: string;
  /**
   * 调度员（字典 cm_lease_dispatcher,dispatcher_name,id）
   */
  dispatcherId: string;
  /**
   * 设备（字典 cm_lease_device,device_name,id）
   */
  deviceId?: string;
  /**
   * 操作手（字典 cm_lease_operator,operator_name,id）
   */
  operatorId?: string;
  /**
   * 实际开始（date）
   */
  startTime?: string;
  /**
   * 实际结束（date）
   */
  endTime?: string;
  /**
   * 工作小时
   */
  workHours?: number;
  /**
   * 计费数量
   */
  billedQty?: number;
  /**
   * 计价单位（字典 lease_rent_unit）
   */
  rentUnit?: string;
  /**
   * 单价(元)
   */
  unitPrice?: number;
  /**
   * 费用(元)
   */
  cost?: number;
  /**
   * 调度员账号（字典 sys_user,realname,id）
   */
  dispatcherUserId?: string;
  /**
   * 班组长账号（字典 sys_user,realname,id）
   */
  leaderUserId?: string;
  /**
   * 操作手账号（字典 sys_user,realname,id）
   */
  operatorUserId?: string;
  /**
   * 申请人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 待派单，2 已派单，3 进行中，4 已完成，5 已取消）
   */
  status?: '1' | '2' | '3' | '4' | '5';
}

/** States of 租赁任务: 1 待派单，2 已派单，3 进行中，4 已完成，5 已取消. */
export type ConstructionLeaseTaskState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 租赁任务: dispatch 派单，start 开始作业，complete 完成，cancel 取消. */
export type ConstructionLeaseTaskFlowAction = 'dispatch' | 'start' | 'complete' | 'cancel';

/** 租赁任务 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type ConstructionLeaseTaskRecord = ConstructionLeaseTask & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: ConstructionLeaseTaskFlowAction[] };
