// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/log.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 日志管理（system.log，表 sys_log）
 */
export interface SystemLog {
  /**
   * 日志类型（字典 log_type）
   */
  logType: string;
  /**
   * 日志内容
   */
  logContent: string;
  /**
   * 操作人账号
   */
  username?: string;
  /**
   * 操作人ID
   */
  userid?: string;
  /**
   * IP
   */
  ip?: string;
  /**
   * 请求方式
   */
  method?: string;
  /**
   * 请求路径
   */
  requestUrl?: string;
  /**
   * 请求参数
   */
  requestParam?: string;
  /**
   * 耗时(毫秒)
   */
  costTime?: number;
  /**
   * 操作时间（date-time）
   */
  operateTime?: string;
}

/** 日志管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemLogRecord = SystemLog & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
