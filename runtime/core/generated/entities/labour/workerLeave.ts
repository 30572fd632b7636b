// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/workerLeave.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 请假管理（labour.workerLeave，表 lab_worker_leave）
 */
export interface LabourWorkerLeave {
  /**
   * 请假人（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 请假类型（字典 leave_type）
   */
  leaveType: string;
  /**
   * 开始日期（date）
   */
  startDate: string;
  /**
   * 结束日期（date）
   */
  endDate: string;
  /**
   * 天数
   */
  days?: number;
  /**
   * 请假事由
   */
  reason: string;
  /**
   * 证明材料
   */
  attachment?: string;
  /**
   * 审批班组长（字典 sys_user,realname,id）
   */
  leaderId: string;
  /**
   * 申请人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 草稿，2 待班组长审批，3 待劳务员审批，4 已批准，5 退回）
   */
  status?: '1' | '2' | '3' | '4' | '5';
}

/** States of 请假管理: 1 草稿，2 待班组长审批，3 待劳务员审批，4 已批准，5 退回. */
export type LabourWorkerLeaveState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 请假管理: submit 提交，leaderApprove 班组长同意，approve 劳务员批准，reject 退回. */
export type LabourWorkerLeaveFlowAction = 'submit' | 'leaderApprove' | 'approve' | 'reject';

/** 请假管理 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourWorkerLeaveRecord = LabourWorkerLeave & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourWorkerLeaveFlowAction[] };
