// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/company.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 参建单位（labour.company，表 lab_company）
 */
export interface LabourCompany {
  /**
   * 单位名称（only）
   */
  constructionName: string;
  /**
   * 简称
   */
  shortName?: string;
  /**
   * 统一社会信用代码（请输入正确的18位统一社会信用代码, only）
   */
  suid?: string;
  /**
   * 组织机构代码（请输入正确的组织机构代码，如 12345678-9）
   */
  organizationCode?: string;
  /**
   * 单位类型（字典 company_type）
   */
  companyType: string;
  /**
   * 法定代表人
   */
  legalPerson?: string;
  /**
   * 注册资金(万元)
   */
  capital?: number;
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
   * 电子邮箱（email）
   */
  email?: string;
  /**
   * 单位地址
   */
  address?: string;
  /**
   * 开户银行
   */
  bankOpen?: string;
  /**
   * 银行账号（请输入8到32位数字的银行账号）
   */
  bankNum?: string;
  /**
   * 开户行地址
   */
  bankAddress?: string;
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
   * 营业执照
   */
  businessLicense?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 参建单位 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourCompanyRecord = LabourCompany & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
