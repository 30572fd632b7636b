// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/disclosure.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 技术交底（technology.disclosure，表 tec_disclosure）
 */
export interface TechnologyDisclosure {
  /**
   * 交底名称
   */
  title: string;
  /**
   * 交底类型（字典 tec_disclosure_type）
   */
  disclosureType: string;
  /**
   * 接受交底班组（字典 lab_team,team_name,id）
   */
  teamIds: string;
  /**
   * 计划交底日期（date）
   */
  plannedDate?: string;
  /**
   * 交底内容
   */
  content: string;
  /**
   * 交底资料
   */
  attachments?: string;
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 审核人（字典 sys_user,realname,id）
   */
  reviewerId: string;
  /**
   * 交底人（字典 sys_user,realname,id）
   */
  discloserId: string;
  /**
   * 交底日期（date）
   */
  disclosureDate?: string;
  /**
   * 签字交底记录
   */
  signedSheets?: string;
  /**
   * 状态（流程状态：1 编制中，2 待审核，3 待交底，4 已交底）
   */
  status?: '1' | '2' | '3' | '4';
}

/** States of 技术交底: 1 编制中，2 待审核，3 待交底，4 已交底. */
export type TechnologyDisclosureState = '1' | '2' | '3' | '4';

/** Transitions of 技术交底: submit 提交审核，approve 审核通过，sendBack 退回修改，disclose 完成交底. */
export type TechnologyDisclosureFlowAction = 'submit' | 'approve' | 'sendBack' | 'disclose';

/** 技术交底 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type TechnologyDisclosureRecord = TechnologyDisclosure & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: TechnologyDisclosureFlowAction[] };
