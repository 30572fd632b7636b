// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/entrust.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 委托单（pipe.entrust，表 pw_entrust）
 */
export interface PipeEntrust {
  /**
   * 委托单号（only）
   */
  entrustNo: string;
  /**
   * 管线号（字典 pw_line,pipeline_no,id）
   */
  lineId: string;
  /**
   * 检测方法（字典 ndt_method）
   */
  ndtMethod?: string;
  /**
   * 检测比例(%)
   */
  ndtRatio?: number;
  /**
   * 委托日期（date）
   */
  entrustDate: string;
  /**
   * 委托焊口
   */
  weldIds?: string;
  /**
   * 检测人（字典 sys_user,realname,id）
   */
  inspectorId: string;
  /**
   * 检测报告编号
   */
  reportNo?: string;
  /**
   * 报告日期（date）
   */
  reportDate?: string;
  /**
   * 委托人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 状态（流程状态：1 草稿，2 检测中，3 已出报告，4 已作废）
   */
  status?: '1' | '2' | '3' | '4';
}

/** States of 委托单: 1 草稿，2 检测中，3 已出报告，4 已作废. */
export type PipeEntrustState = '1' | '2' | '3' | '4';

/** Transitions of 委托单: submit 提交委托，complete 出具报告，cancel 作废. */
export type PipeEntrustFlowAction = 'submit' | 'complete' | 'cancel';

/** 委托单 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type PipeEntrustRecord = PipeEntrust & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: PipeEntrustFlowAction[] };
