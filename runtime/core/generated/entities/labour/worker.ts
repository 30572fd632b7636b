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
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
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
  startTime?: string;
  /**
   * 退场日期（date）
   */
  endTime?: string;
  /**
   * 进退场状态（流程状态：2 待进场，0 在场，1 已退场）
   */
  enterAndRetreatCondition?: '2' | '0' | '1';
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
   * 银行卡照片
   */
  bankCardUrl?: string;
  /**
   * 劳动合同
   */
  contractFile?: string;
  /**
   * 进场承诺书
   */
  entrance?: string;
  /**
   * 退场承诺书
   */
  exeunt?: string;
  /**
   * 退场原因
   */
  exitReason?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** States of 花名册: 2 待进场，0 在场，1 已退场. */
export type LabourWorkerState = '2' | '0' | '1';

/** Transitions of 花名册: enter 进场，exit 退场，reenter 重新进场. */
export type LabourWorkerFlowAction = 'enter' | 'exit' | 'reenter';

/** 花名册 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourWorkerRecord = LabourWorker & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourWorkerFlowAction[] };
