// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/training.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 安全教育培训（labour.training，表 lab_training）
 */
export interface LabourTraining {
  /**
   * 培训名称
   */
  trainName: string;
  /**
   * 培训类型（字典 train_type）
   */
  trainType: string;
  /**
   * 培训日期（date）
   */
  trainDate: string;
  /**
   * 培训时长(小时)
   */
  duration?: number;
  /**
   * 组织部门（字典 sys_depart,depart_name,id）
   */
  organiser?: string;
  /**
   * 授课人（字典 sys_user,realname,username）
   */
  teacher?: string;
  /**
   * 培训地点
   */
  place?: string;
  /**
   * 合格分数
   */
  passScore: number;
  /**
   * 培训内容
   */
  content?: string;
  /**
   * 培训照片
   */
  photos?: string;
  /**
   * 培训资料
   */
  materials?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 参训人员
   */
  attendees?: LabourTrainingAttendees[];
}

/** 安全教育培训 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourTrainingRecord = Omit<LabourTraining, 'attendees'> & { attendees?: LabourTrainingAttendeesRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 参训人员（labour.trainingAttendees，表 lab_training_attendee）
 */
export interface LabourTrainingAttendees {
  /**
   * 所属安全教育培训的 id
   */
  trainingId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 考核成绩
   */
  score: number;
  /**
   * 是否合格（字典 yn）
   */
  passed?: string;
  /**
   * 证书编号
   */
  certNo?: string;
  /**
   * 证书有效期至（date）
   */
  certValidTo?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 参训人员 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type LabourTrainingAttendeesRecord = LabourTrainingAttendees & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
