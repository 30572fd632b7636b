// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/worker.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 花名册（labour.worker，表 lab_worker）
 */
export interface LabourWorker {
  /**
   * 姓名
   */
  empName: string;
  /**
   * 身份证号码（idcard, only）
   */
  idCode: string;
  /**
   * 手机号码（mobile）
   */
  empPhon: string;
  /**
   * 性别（字典 sex）
   */
  empSex?: string;
  /**
   * 民族（字典 nation）
   */
  empNation?: string;
  /**
   * 出生日期（date）
   */
  dateOfBirth?: string;
  /**
   * 籍贯（请选择籍贯所在的区县）
   */
  nativePlace?: string;
  /**
   * 身份证地址
   */
  idAddress?: string;
  /**
   * 签发机关
   */
  idAgency?: string;
  /**
   * 有效期限
   */
  idValiddate?: string;
  /**
   * 所属班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 工种名称（字典 work_type）
   */
  jobName: string;
  /**
   * 人员类型（字典 emp_category）
   */
  empCategory?: string;
  /**
   * 是否班组长（字典 yn）
   */
  isTeam?: string;
  /**
   * 是否重要人员（字典 yn）
   */
  cwrIskeypsn?: string;
  /**
   * 进场日期（date）
   */
  startTime: string;
  /**
   * 退场日期（date）
   */
  endTime?: string;
  /**
   * 进退场状态（字典 enter_status）
   */
  enterAndRetreatCondition?: string;
  /**
   * 是否办理合同（字典 yn）
   */
  ifContract?: string;
  /**
   * 安全教育培训是否合格（字典 yn）
   */
  isTrain?: string;
  /**
   * 开户行
   */
  empBankname?: string;
  /**
   * 银行账号（bankCard）
   */
  empCardnum?: string;
  /**
   * 人脸照片
   */
  faceUrl?: string;
  /**
   * 身份证正反面
   */
  idCardImages?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 花名册 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourWorkerRecord = LabourWorker & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
