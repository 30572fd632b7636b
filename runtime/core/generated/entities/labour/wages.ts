// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/wages.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工资单（labour.wages，表 lab_wages）
 */
export interface LabourWages {
  /**
   * 工资单号（only）
   */
  sheetNo: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId: string;
  /**
   * 工资月份（请按 YYYY-MM 填写工资月份，如 2026-05）
   */
  salaryMonth: string;
  /**
   * 人数
   */
  workerCount?: number;
  /**
   * 应发合计(元)
   */
  payableTotal?: number;
  /**
   * 扣款合计(元)
   */
  deductionTotal?: number;
  /**
   * 实发合计(元)
   */
  actualTotal?: number;
  /**
   * 状态（流程状态：1 编制，2 待审核，3 待发放，4 已发放，5 退回）
   */
  status?: '1' | '2' | '3' | '4' | '5';
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 发放日期（date）
   */
  payDate?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 工资明细
   */
  items?: LabourWagesItems[];
}

/** States of 工资单: 1 编制，2 待审核，3 待发放，4 已发放，5 退回. */
export type LabourWagesState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 工资单: recompute 重新计算，submit 提交审核，approve 审核通过，reject 退回，pay 确认发放. */
export type LabourWagesFlowAction = 'recompute' | 'submit' | 'approve' | 'reject' | 'pay';

/** 工资单 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourWagesRecord = Omit<LabourWages, 'items'> & { items?: LabourWagesItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourWagesFlowAction[] };

/**
 * 工资明细（labour.wagesItems，表 lab_wages_item）
 */
export interface LabourWagesItems {
  /**
   * 所属工资单的 id
   */
  wagesId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 身份证号
   */
  idCode?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName?: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 出勤天数
   */
  workDays?: number;
  /**
   * 工时
   */
  workHours?: number;
  /**
   * 日工资
   */
  dayRate?: number;
  /**
   * 时薪
   */
  hourRate?: number;
  /**
   * 计件数量
   */
  pieceQty?: number;
  /**
   * 计件单价
   */
  piecePrice?: number;
  /**
   * 应发
   */
  payableAmount?: number;
  /**
   * 扣款
   */
  deduction?: number;
  /**
   * 实发
   */
  actualAmount?: number;
  /**
   * 开户行
   */
  bankName?: string;
  /**
   * 银行卡号（bankCard）
   */
  bankCardNo?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 工资明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type LabourWagesItemsRecord = LabourWagesItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
