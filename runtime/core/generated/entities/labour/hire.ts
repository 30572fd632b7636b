// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/hire.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 用工招聘（labour.hire，表 lab_hire）
 */
export interface LabourHire {
  /**
   * 招聘编号（only）
   */
  hireNo: string;
  /**
   * 用工班组（字典 lab_team,team_name,id）
   */
  teamId: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName: string;
  /**
   * 招聘人数
   */
  headcount: number;
  /**
   * 日工资(元)
   */
  dayWage: number;
  /**
   * 到岗日期（date）
   */
  needDate: string;
  /**
   * 截止日期（date）
   */
  closeDate?: string;
  /**
   * 招聘要求
   */
  requirement?: string;
  /**
   * 联系人
   */
  contacts?: string;
  /**
   * 联系电话（mobile）
   */
  contactPhone?: string;
  /**
   * 发布人（字典 sys_user,realname,id）
   */
  applicantId?: string;
  /**
   * 状态（流程状态：1 招聘中，2 已完成，3 已取消）
   */
  status?: '1' | '2' | '3';
  /**
   * 备注
   */
  remark?: string;
}

/** States of 用工招聘: 1 招聘中，2 已完成，3 已取消. */
export type LabourHireState = '1' | '2' | '3';

/** Transitions of 用工招聘: finish 完成招聘，cancel 取消招聘. */
export type LabourHireFlowAction = 'finish' | 'cancel';

/** 用工招聘 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourHireRecord = LabourHire & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourHireFlowAction[] };
