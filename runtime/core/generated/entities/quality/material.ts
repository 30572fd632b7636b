// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/material.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量材料（quality.material，表 qua_material）
 */
export interface QualityMaterial {
  /**
   * 材料名称
   */
  materialName: string;
  /**
   * 规格型号
   */
  spec?: string;
  /**
   * 生产厂家
   */
  manufacturer?: string;
  /**
   * 进场批次
   */
  batchNo?: string;
  /**
   * 进场数量（positive）
   */
  quantity?: number;
  /**
   * 单位（字典 material_unit）
   */
  unit?: string;
  /**
   * 取样日期（date）
   */
  sampleDate: string;
  /**
   * 取样人（字典 sys_user,realname,id）
   */
  sampler?: string;
  /**
   * 见证人
   */
  witness?: string;
  /**
   * 检测机构
   */
  testAgency?: string;
  /**
   * 检测项目
   */
  testItems?: string;
  /**
   * 检测结果（字典 qua_test_result）
   */
  testResult: string;
  /**
   * 报告编号
   */
  reportNo?: string;
  /**
   * 检测报告
   */
  reportFile?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 质量材料 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualityMaterialRecord = QualityMaterial & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
