// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/weldData.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊接数据（pipe.weldData，表 pw_weld）
 */
export interface PipeWeldData {
  /**
   * 管线号（字典 pw_line,pipeline_no,id）
   */
  lineId: string;
  /**
   * 单元名称
   */
  unitName?: string;
  /**
   * 焊口编号（焊口编号只能由字母、数字和 - 组成，且不能以 R/K 加数字结尾：返修口、扩检口编号由「返修扩检」操作生成）
   */
  weldNo: string;
  /**
   * 原焊口号
   */
  baseNo?: string;
  /**
   * 焊口来源（字典 weld_kind）
   */
  kind?: string;
  /**
   * 扩检编号
   */
  expandNo?: string;
  /**
   * 规格(mm)（字典 pw_spec,spec_name,id）
   */
  specId?: string;
  /**
   * 材质（字典 pw_material,material_code,id）
   */
  materialId?: string;
  /**
   * 焊口类型（字典 weld_type）
   */
  weldType?: string;
  /**
   * WPS编号（字典 pw_method,wps_no,id）
   */
  wpsId?: string;
  /**
   * 焊工（字典 pw_welder,welder_name,id）
   */
  welderId: string;
  /**
   * 焊接位置（字典 pw_position,position_code,id）
   */
  positionId?: string;
  /**
   * 焊接日期（date）
   */
  weldDate: string;
  /**
   * 焊机编号（字典 pw_device,machine_no,id）
   */
  machineId?: string;
  /**
   * 最大电流(A)
   */
  maxCurrent?: number;
  /**
   * 最大电压(V)
   */
  maxVoltage?: number;
  /**
   * 检测方法（字典 ndt_method）
   */
  ndtMethod?: string;
  /**
   * 委托单号（字典 pw_entrust,entrust_no,id）
   */
  entrustId?: string;
  /**
   * 检测日期（date）
   */
  ndtDate?: string;
  /**
   * 拍片张数
   */
  filmCount?: number;
  /**
   * 合格级别（字典 ndt_level）
   */
  qualifiedLevel?: string;
  /**
   * 不合格情况
   */
  defectDesc?: string;
  /**
   * 检测报告编号
   */
  reportNo?: string;
  /**
   * 返修自（字典 pw_weld,weld_no,id）
   */
  repairOf?: string;
  /**
   * 扩检自（字典 pw_weld,weld_no,id）
   */
  expandOf?: string;
  /**
   * 检测状态（流程状态：0 未委托，1 待检测，2 合格，3 不合格，4 已返修扩检）
   */
  status?: '0' | '1' | '2' | '3' | '4';
}

/** States of 焊接数据: 0 未委托，1 待检测，2 合格，3 不合格，4 已返修扩检. */
export type PipeWeldDataState = '0' | '1' | '2' | '3' | '4';

/** Transitions of 焊接数据: pass 检测合格，fail 检测不合格，repair 返修扩检. */
export type PipeWeldDataFlowAction = 'pass' | 'fail' | 'repair';

/** 焊接数据 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type PipeWeldDataRecord = PipeWeldData & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: PipeWeldDataFlowAction[] };
