// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/workProblem.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工作问题（construction.workProblem，表 cm_work_problem）
 */
export interface ConstructionWorkProblem {
  /**
   * 问题编号（only）
   */
  problemNo?: string;
  /**
   * 问题标题
   */
  title: string;
  /**
   * 问题类别（字典 cm_problem_category）
   */
  category: string;
  /**
   * 严重程度（字典 cm_problem_severity）
   */
  severity: string;
  /**
   * 区域/部位
   */
  area: string;
  /**
   * 问题描述
   */
  description: string;
  /**
   * 问题照片
   */
  photos?: string;
  /**
   * 处理人（字典 sys_user,realname,id）
   */
  handlerId: string;
  /**
   * 要求完成日期（date）
   */
  dueDate: string;
  /**
   * 提出人（字典 sys_user,realname,id）
   */
  raiserId?: string;
  /**
   * 处理结果
   */
  resolution?: string;
  /**
   * 处理后照片
   */
  resolvePhotos?: string;
  /**
   * 解决日期（date）
   */
  resolveDate?: string;
  /**
   * 状态（流程状态：1 待处理，2 处理中，3 待确认，4 已解决，5 已关闭）
   */
  status?: '1' | '2' | '3' | '4' | '5';
}

/** States of 工作问题: 1 待处理，2 处理中，3 待确认，4 已解决，5 已关闭. */
export type ConstructionWorkProblemState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 工作问题: accept 受理，resolve 提交解决，confirm 确认解决，reopen 退回重办，close 关闭. */
export type ConstructionWorkProblemFlowAction = 'accept' | 'resolve' | 'confirm' | 'reopen' | 'close';

/** 工作问题 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type ConstructionWorkProblemRecord = ConstructionWorkProblem & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: ConstructionWorkProblemFlowAction[] };
