import { describe, expect, it } from 'vitest';
import { ok, fail } from '../../../core/http/envelope';
import { allSettled, answeredItem, failedItem, itemsFromValue, keepLast, valueFromItems, type UploadItem } from './uploadItems';

const uploading: UploadItem = { uid: 'u1', name: 'a.pdf', status: 'uploading', percent: 40 };

describe('upload items', () => {
  it('reads a stored value as done files named by their last path segment', () => {
    expect(itemsFromValue('temp/20260101/合同_ab.pdf,avatar/x.png')).toMatchObject([
      { name: '合同_ab.pdf', status: 'done', path: 'temp/20260101/合同_ab.pdf', url: '/api/sys/common/static/temp/20260101/合同_ab.pdf' },
      { name: 'x.png', status: 'done' },
    ]);
    expect(itemsFromValue(null)).toEqual([]);
  });

  it('stores only the paths of finished files, comma-joined', () => {
    const items = [...itemsFromValue('a/1.pdf'), uploading, { uid: 'e', name: 'b', status: 'error' as const }];
    expect(valueFromItems(items)).toBe('a/1.pdf');
    expect(allSettled(items)).toBe(false);
  });

  it('keeps only the last N files', () => {
    const items = itemsFromValue('a/1.pdf,a/2.pdf,a/3.pdf');
    expect(keepLast(items, 2).map((item) => item.path)).toEqual(['a/2.pdf', 'a/3.pdf']);
    expect(keepLast(items, undefined)).toHaveLength(3);
  });

  it('turns a successful answer into a done file with its stored path', () => {
    expect(answeredItem(uploading, { ...ok('temp/20260101/a_1.pdf', 'temp/20260101/a_1.pdf'), code: 0 })).toMatchObject({
      status: 'done',
      path: 'temp/20260101/a_1.pdf',
      percent: 100,
    });
  });

  it('turns success:false into an error with the server message, or 未知错误 without one', () => {
    expect(answeredItem(uploading, fail('不支持的文件类型'))).toMatchObject({ status: 'error', message: '不支持的文件类型' });
    expect(answeredItem(uploading, fail(''))).toMatchObject({ status: 'error', message: '未知错误' });
  });

  it('turns a failed request into an error with 上传失败', () => {
    expect(failedItem(uploading, new Error(''))).toMatchObject({ status: 'error', message: '上传失败' });
  });
});
