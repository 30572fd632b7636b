// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/workLog.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工作日志（construction.workLog，表 cm_work_log）
 */
export interface ConstructionWorkLog {
  /**
   * 日志日期（date）
   */
  logDate: string;
  /**
   * 天气（字典 cm_weather）
   */
  weather: string;
  /**
   * 最低气温(℃)
   */
  tempLow?: number;
  /**
   * 最高气温(℃)
   */
  tempHigh?: number;
  /**
   * 现场人数
   */
  headcount?: number;
  /**
   * 记录人（字典 sys_user,realname,id）
   */
  recorderId: string;
  /**
   * 施工内容
   */
  areas?: ConstructionWorkLogAreas[];
  /**
   * 现场机械
   */
  machines?: ConstructionWorkLogMachines[];
  /**
   * 现场照片
   */
  photos?: string;
  /**
   * 安全质量情况
   */
  safetyNote?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 工作日志 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionWorkLogRecord = Omit<ConstructionWorkLog, 'areas' | 'machines'> & { areas?: ConstructionWorkLogAreasRecord[]; machines?: ConstructionWorkLogMachinesRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 施工内容（construction.workLogAreas，表 cm_work_log_area）
 */
export interface ConstructionWorkLogAreas {
  /**
   * 所属工作日志的 id
   */
  logId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 部位
   */
  area: string;
  /**
   * 施工内容
   */
  content: string;
  /**
   * 完成进度(%)
   */
  progress?: number;
  /**
   * 施工班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
}

/** A row of 施工内容 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type ConstructionWorkLogAreasRecord = ConstructionWorkLogAreas & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 现场机械（construction.workLogMachines，表 cm_work_log_machine）
 */
export interface ConstructionWorkLogMachines {
  /**
   * 所属工作日志的 id
   */
  logId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 设备（字典 cm_lease_device,device_name,id）
   */
  deviceId: string;
  /**
   * 作业小时
   */
  workHours?: number;
  /**
   * 用途
   */
  usage?: string;
}

/** A row of 现场机械 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type ConstructionWorkLogMachinesRecord = ConstructionWorkLogMachines & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
