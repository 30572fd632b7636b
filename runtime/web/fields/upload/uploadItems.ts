import { fileNameOf, splitFilePaths } from '../../../core/files/filePaths';
import { fileUrl } from '../../../core/files/fileUrl';
import type { Envelope } from '../../../core/http/envelope';

/** One file of an upload widget (widgets-spec §3, uploaded file value). */
export interface UploadItem {
  uid: string;
  name: string;
  status: 'uploading' | 'done' | 'error' | 'removed';
  percent?: number;
  /** Stored path (the value the server keeps). */
  path?: string;
  url?: string;
  /** Why the upload failed (shown in the error tooltip). */
  message?: string;
}

export const UPLOAD_FAILED = '上传失败';
export const UNKNOWN_ERROR = '未知错误';

/** The items of a stored value: each comma-separated path, named by its last segment, done. */
export function itemsFromValue(value: unknown): UploadItem[] {
  return splitFilePaths(value).map((path, index) => ({ uid: `stored-${index}-${path}`, name: fileNameOf(path), status: 'done', path, url: fileUrl(path) }));
}

/** The value to store: the paths of the finished files, comma-joined ('' when none). */
export function valueFromItems(items: UploadItem[]): string {
  return items.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : [])).join(',');
}

/** Keeps only the last `limit` files (widgets-spec §4: the numeric limit keeps the last N). */
export function keepLast(items: UploadItem[], limit: number | undefined): UploadItem[] {
  return limit && items.length > limit ? items.slice(items.length - limit) : items;
}

/** Whether no file is still uploading, so the change may be emitted. */
export const allSettled = (items: UploadItem[]): boolean => items.every((item) => item.status !== 'uploading');

/** The item after the server answered: done with its path, or error with the server's message (未知错误 when none). */
export function answeredItem(item: UploadItem, answer: Envelope<unknown>): UploadItem {
  if (!answer.success) return { ...item, status: 'error', percent: undefined, message: answer.message || UNKNOWN_ERROR };
  const path = answer.message;
  return { ...item, status: 'done', percent: 100, path, url: fileUrl(path), name: fileNameOf(path) };
}

/** The item after a failed request (network, HTTP): error with 上传失败. */
export function failedItem(item: UploadItem, error: unknown): UploadItem {
  return {
    ...item,
    status: 'error',
    percent: undefined,
    message: error instanceof Error && error.message ? `${UPLOAD_FAILED}：${error.message}` : UPLOAD_FAILED,
  };
}
