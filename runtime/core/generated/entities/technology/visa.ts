// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/visa.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 签证管理（technology.visa，表 tec_visa）
 */
export interface TechnologyVisa {
  /**
   * 签证编号（only）
   */
  visaNo: string;
  /**
   * 签证事项
   */
  title: string;
  /**
   * 发生日期（date）
   */
  visaDate: string;
  /**
   * 部位
   */
  location?: string;
  /**
   * 签证原因
   */
  reason?: string;
  /**
   * 工程量
   */
  quantity: number;
  /**
   * 单位
   */
  unit: string;
  /**
   * 综合单价（元）
   */
  unitPrice: number;
  /**
   * 签证金额（元）
   */
  amount?: number;
  /**
   * 附件
   */
  attachments?: string;
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 审核人（项目经理）（字典 sys_user,realname,id）
   */
  reviewerId: string;
  /**
   * 业主确认金额（元）
   */
  confirmedAmount?: number;
  /**
   * 确认日期（date）
   */
  confirmDate?: string;
  /**
   * 确认单
   */
  confirmFile?: string;
  /**
   * 状态（流程状态：1 编制中，2 待审核，3 待业主确认，4 已确认，5 已驳回）
   */
  status?: '1' | '2' | '3' | '4' | '5';
}

/** States of 签证管理: 1 编制中，2 待审核，3 待业主确认，4 已确认，5 已驳回. */
export type TechnologyVisaState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 签证管理: submit 提交审核，review 审核通过，confirm 业主确认，reject 驳回. */
export type TechnologyVisaFlowAction = 'submit' | 'review' | 'confirm' | 'reject';

/** 签证管理 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type TechnologyVisaRecord = TechnologyVisa & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: TechnologyVisaFlowAction[] };
