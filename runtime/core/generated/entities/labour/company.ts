// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/company.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 参建单位（labour.company，表 lab_company）
 */
export interface LabourCompany {
  /**
   * 企业（字典 proj_company,company_name,id）
   */
  companyId: string;
  /**
   * 单位名称
   */
  constructionName?: string;
  /**
   * 简称
   */
  shortName?: string;
  /**
   * 统一社会信用代码
   */
  suid?: string;
  /**
   * 单位类型（字典 company_type）
   */
  companyType?: string;
  /**
   * 法定代表人
   */
  legalPerson?: string;
  /**
   * 资质等级
   */
  qualification?: string;
  /**
   * 负责人
   */
  contacts?: string;
  /**
   * 联系电话（mobile）
   */
  mobilePhone?: string;
  /**
   * 进场日期（date）
   */
  entryDate?: string;
  /**
   * 退场日期（date）
   */
  exitDate?: string;
  /**
   * 状态（字典 company_status）
   */
  status: string;
  /**
   * 大屏展示（字典 yn）
   */
  showState?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 参建单位 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourCompanyRecord = LabourCompany & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
