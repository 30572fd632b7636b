// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/specialdevice/elevator.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 升降机（specialdevice.elevator，表 sd_elevator）
 */
export interface SpecialdeviceElevator {
  /**
   * 设备名称
   */
  deviceName: string;
  /**
   * 备案编号（only）
   */
  filingNo: string;
  /**
   * 生产厂家
   */
  manufacturer?: string;
  /**
   * 规格型号
   */
  model?: string;
  /**
   * 出厂编号
   */
  factoryNo?: string;
  /**
   * 额定载重(t)
   */
  maxLoad?: number;
  /**
   * 最大提升高度(m)
   */
  maxHeight?: number;
  /**
   * 安装位置
   */
  location?: string;
  /**
   * 安装日期（date）
   */
  installDate?: string;
  /**
   * 检验合格证编号
   */
  inspectionCertNo?: string;
  /**
   * 检验有效期至（date）
   */
  inspectionValidTo?: string;
  /**
   * 检验合格证
   */
  inspectionCert?: string;
  /**
   * 司机
   */
  operatorName?: string;
  /**
   * 司机操作证号
   */
  operatorCertNo?: string;
  /**
   * 操作证有效期至（date）
   */
  operatorCertValidTo?: string;
  /**
   * 状态（字典 device_status）
   */
  status: string;
  /**
   * 最近上传（date-time）
   */
  lastUploadTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 升降机 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SpecialdeviceElevatorRecord = SpecialdeviceElevator & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
