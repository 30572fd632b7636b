// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/printTemplate.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 打印模板（pipe.printTemplate，表 pw_print_template）
 */
export interface PipePrintTemplate {
  /**
   * 打印页面（字典 print_screen）
   */
  screenId: string;
  /**
   * 文件标题
   */
  title: string;
  /**
   * 抬头说明
   */
  headerText?: string;
  /**
   * 打印字段
   */
  fields: string;
  /**
   * 明细字段
   */
  rowFields?: string;
  /**
   * 签字栏
   */
  signatures?: string;
  /**
   * 页脚说明
   */
  footerText?: string;
}

/** 打印模板 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipePrintTemplateRecord = PipePrintTemplate & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
