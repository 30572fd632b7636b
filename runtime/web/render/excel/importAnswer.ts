import type { Envelope } from '../../../core/http/envelope';

/** What the import dialog shows for the server's answer (widgets-spec §4, §8). */
export type ImportResult =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; message: string; errorFile: string | null }
  | { kind: 'failure'; message: string; errorFile: string | null };

/** Code 201 is success with error rows (the error file's path in `result`); success:false is a failure. */
export function importResultOf(answer: Envelope<unknown>): ImportResult {
  const errorFile = typeof answer.result === 'string' && answer.result !== '' ? answer.result : null;
  if (!answer.success) return { kind: 'failure', message: answer.message, errorFile };
  if (answer.code === 201) return { kind: 'partial', message: answer.message, errorFile };
  return { kind: 'success', message: answer.message };
}

export const IMPORT_TEXTS = {
  partialTitle: '导入成功,但是有错误数据!',
  failureTitle: '异常提示',
  downloadErrors: '点击下载错误文件',
  badType: '只能导入 .xls 或 .xlsx 格式的文件',
} as const;
