// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/dict.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工程字典（pipe.dict，表 pw_line）
 */
export interface PipeDict {
  /**
   * 工程项目（字典 pw_project,project_name,id）
   */
  engineeringId: string;
  /**
   * 装置/单元
   */
  unitName?: string;
  /**
   * 管线号（only）
   */
  pipelineNo: string;
  /**
   * 管道级别（字典 pipe_line_class）
   */
  lineClass: string;
  /**
   * 介质
   */
  medium?: string;
  /**
   * 设计压力(MPa)
   */
  designPressure?: number;
  /**
   * 设计温度(℃)
   */
  designTemp?: number;
  /**
   * 主规格（字典 pw_spec,spec_name,id）
   */
  specId?: string;
  /**
   * 主材质（字典 pw_material,material_code,id）
   */
  materialId?: string;
  /**
   * 射线/超声方法（字典 ndt_method）
   */
  ndtMethod: string;
  /**
   * 检测比例(%)
   */
  ndtRatio: number;
  /**
   * 表面检测方法（字典 ndt_method）
   */
  surfaceMethod?: string;
  /**
   * 表面检测比例(%)
   */
  surfaceRatio?: number;
  /**
   * 合格级别（字典 ndt_level）
   */
  acceptLevel?: string;
  /**
   * 设计焊口数
   */
  plannedWelds?: number;
  /**
   * 备注
   */
  remark?: string;
}

/** 工程字典 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeDictRecord = PipeDict & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/** The computed columns of the 工程字典 list (list.aggregates). */
export interface PipeDictAggregates {
  /** 已焊 */
  weldedCount: number | null;
  /** 应检 */
  requiredCount: number | null;
  /** 已检 */
  inspectedCount: number | null;
  /** 检测比例达标率(%) */
  ratioRate: number | null;
  /** 一次合格 */
  firstPassCount: number | null;
  /** 一次合格率(%) */
  firstPassRate: number | null;
  /** 返修口 */
  repairCount: number | null;
  /** 返修率(%) */
  repairRate: number | null;
}

/** A row of the 工程字典 list: the record and its computed columns. */
export type PipeDictListRecord = PipeDictRecord & PipeDictAggregates;
