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
  /** Set when the server stopped counting at its cap: `total` is then a lower bound (the pager shows 1万+). */
  totalCapped?: boolean;
}

export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
