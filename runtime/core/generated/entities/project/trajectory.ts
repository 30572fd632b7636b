// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/trajectory.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 轨迹（project.trajectory，表 proj_trajectory）
 */
export interface ProjectTrajectory {
  /**
   * PDA（字典 proj_pda,device_no,id）
   */
  pdaId: string;
  /**
   * 巡检人（字典 sys_user,realname,id）
   */
  inspectorId?: string;
  /**
   * 点位（字典 proj_mobile_point,point_name,id）
   */
  pointId: string;
  /**
   * 到达时间（date-time）
   */
  passTime: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 轨迹 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectTrajectoryRecord = ProjectTrajectory & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
