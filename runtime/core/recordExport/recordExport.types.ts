/**
 * `recordExport`: one record exported as an Excel file in a declared layout, a row per detail row
 * (a 工资单 as the bank's batch-transfer file: 序号, 户名, 卡号, 开户行, 金额, 用途). The
 * meta-schema is the authority; these types mirror it for code.
 */

export interface RecordExportColumn {
  title: string;
  /** Template: `{x}` a header field, `{<rows>.x}` a field of the row, `{#}` the row number; dictionary fields show their text. */
  value: string;
  width?: number;
}

export interface RecordExportDeclaration {
  /** Detail field whose rows become the sheet's rows. */
  rows: string;
  /** Flow states in which the record may be exported (an approved 工资单); any state when absent. */
  states?: string[];
  /** Template of the file name (without .xlsx), such as `{sheetNo}银行代发`. */
  fileName?: string;
  columns: RecordExportColumn[];
}

/** The row action (and permission button) that downloads the file. */
export const RECORD_EXPORT_ACTION = 'recordExport';
