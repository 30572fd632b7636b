// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/warning.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 预警信息（labour.warning，表 lab_warning）
 */
export interface LabourWarning {
  /**
   * 预警类型（字典 lab_warn_type）
   */
  warnType: string;
  /**
   * 预警级别（字典 priority）
   */
  level: string;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId?: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 身份证号码
   */
  idCode?: string;
  /**
   * 到期日期（date）
   */
  dueDate?: string;
  /**
   * 预警内容
   */
  detail: string;
  /**
   * 预警日期（date）
   */
  warnDate: string;
  /**
   * 预警对象
   */
  warnKey?: string;
  /**
   * 登记人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 未处理，2 已处理）
   */
  status?: '1' | '2';
}

/** States of 预警信息: 1 未处理，2 已处理. */
export type LabourWarningState = '1' | '2';

/** Transitions of 预警信息: handle 处理. */
export type LabourWarningFlowAction = 'handle';

/** 预警信息 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourWarningRecord = LabourWarning & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourWarningFlowAction[] };
