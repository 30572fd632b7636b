// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/supplier.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 供应商（project.supplier，表 mat_supplier）
 */
export interface ProjectSupplier {
  /**
   * 供应商名称（only）
   */
  supplierName: string;
  /**
   * 统一社会信用代码（请输入正确的18位统一社会信用代码, only）
   */
  creditCode?: string;
  /**
   * 供应类别（字典 material_category）
   */
  supplyCategory: string;
  /**
   * 联系人
   */
  contact?: string;
  /**
   * 联系电话（mobile）
   */
  phone?: string;
  /**
   * 地址
   */
  address?: string;
  /**
   * 开户银行
   */
  bankName?: string;
  /**
   * 银行账号（请输入8到32位数字的银行账号）
   */
  bankAccount?: string;
  /**
   * 信用评级（字典 supplier_rating）
   */
  rating?: string;
  /**
   * 黑名单（字典 yn）
   */
  blacklisted?: string;
  /**
   * 资质文件
   */
  qualificationFiles?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 供应商 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectSupplierRecord = ProjectSupplier & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
