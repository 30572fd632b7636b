// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/company.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 企业（project.company，表 proj_company）
 */
export interface ProjectCompany {
  /**
   * 企业名称（only）
   */
  companyName: string;
  /**
   * 简称
   */
  shortName?: string;
  /**
   * 企业类型（字典 company_type）
   */
  companyType: string;
  /**
   * 统一社会信用代码（请输入正确的18位统一社会信用代码, only）
   */
  creditCode?: string;
  /**
   * 组织机构代码（请输入正确的组织机构代码，如 12345678-9）
   */
  organizationCode?: string;
  /**
   * 资质等级
   */
  qualification?: string;
  /**
   * 法定代表人
   */
  legalPerson?: string;
  /**
   * 联系人
   */
  contacts?: string;
  /**
   * 联系电话（mobile）
   */
  phone?: string;
  /**
   * 地址
   */
  address?: string;
  /**
   * 注册资金(万元)
   */
  capital?: number;
  /**
   * 电子邮箱（email）
   */
  email?: string;
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
   * 营业执照
   */
  businessLicense?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 企业 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectCompanyRecord = ProjectCompany & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
