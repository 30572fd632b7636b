// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/welder.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊工（pipe.welder，表 pw_welder）
 */
export interface PipeWelder {
  /**
   * 焊工号（only）
   */
  welderNo: string;
  /**
   * 姓名
   */
  welderName: string;
  /**
   * 身份证号（idcard）
   */
  idCard?: string;
  /**
   * 所属单位
   */
  company?: string;
  /**
   * 焊工证号
   */
  certNo: string;
  /**
   * 合格项目
   */
  certItems?: string;
  /**
   * 证书有效期至（date）
   */
  certValidTo: string;
  /**
   * 钢印号
   */
  stamp?: string;
  /**
   * 系统账号（字典 sys_user,realname,id）
   */
  userId?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 焊工 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeWelderRecord = PipeWelder & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/** The computed columns of the 焊工 list (list.aggregates). */
export interface PipeWelderAggregates {
  /** 焊口数 */
  weldedCount: number | null;
  /** 已检 */
  inspectedCount: number | null;
  /** 一次合格 */
  firstPassCount: number | null;
  /** 一次合格率(%) */
  firstPassRate: number | null;
  /** 返修口 */
  repairCount: number | null;
  /** 返修率(%) */
  repairRate: number | null;
}

/** A row of the 焊工 list: the record and its computed columns. */
export type PipeWelderListRecord = PipeWelderRecord & PipeWelderAggregates;
