import type { Page } from '../../core/http/envelope';

/**
 * Lists count at most this many matching rows: counting a million rows costs seconds, and past ten
 * thousand nobody pages to the end. The answer then says `totalCapped`, and the pager shows 1万+.
 */
export const COUNT_CAP = 10_001;

/** How many rows a list counts: all of them when exactly asked, else at most COUNT_CAP. */
export function countLimit(exact: boolean): number | null {
  return exact ? null : COUNT_CAP;
}

/** The page answer around its records; a total that reached `limit` is flagged as a lower bound. */
export function pageOf<T>(records: T[], total: number, limit: number | null, pageSize: number, pageNo: number): Page<T> {
  const capped = limit !== null && total >= limit;
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize), ...(capped ? { totalCapped: true } : {}) };
}
