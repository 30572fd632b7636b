/** The JeecgBoot response envelope used by every API answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A paged list answer. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
