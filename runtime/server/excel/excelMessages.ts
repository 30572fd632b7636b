/** Chinese messages of the Excel import and export. */
export const EXCEL_MESSAGES = {
  noFile: '请选择要导入的文件',
  badType: '只能导入 .xls 或 .xlsx 格式的文件',
  oldFormat: '暂不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后导入',
  badContent: '文件内容不是有效的 Excel 文件',
  noColumns: '文件中没有可识别的列，请使用导入模板',
  noRows: '文件中没有数据',
  imported: (count: number) => `文件导入成功！数据行数：${count}`,
  partial: (saved: number, failed: number) => `文件导入成功，但有错误数据！成功${saved}条，失败${failed}条，请下载错误文件查看`,
  refused: (failed: number, details: string) => `文件导入失败：${failed}行数据有错误，未导入任何数据。${details}`,
  rowError: (row: number, message: string) => `第${row}行：${message}`,
  errorColumn: '错误信息',
} as const;

/** How many row errors the failure message lists. */
export const LISTED_ERRORS = 3;
