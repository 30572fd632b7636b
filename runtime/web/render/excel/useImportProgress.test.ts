import { describe, expect, it } from 'vitest';
import { newProgressKey, serverView, uploadView } from './useImportProgress';

describe('import progress bar', () => {
  it('fills the first fifth while the file uploads', () => {
    expect(uploadView(0)).toEqual({ percent: 0, text: '正在上传文件… 0%' });
    expect(uploadView(50)).toEqual({ percent: 10, text: '正在上传文件… 50%' });
    expect(uploadView(100).percent).toBe(20);
  });

  it('moves with the share of the file the server has read and stays below 100 % until the answer', () => {
    expect(serverView({ rows: 0, fraction: 0, finished: false })).toEqual({ percent: 20, text: '正在读取文件…' });
    expect(serverView({ rows: 12000, fraction: 0.5, finished: false })).toEqual({ percent: 60, text: '正在导入：已处理 12,000 行' });
    expect(serverView({ rows: 50000, fraction: 1, finished: true }).percent).toBe(99);
  });

  it('makes keys the server accepts', () => {
    const key = newProgressKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newProgressKey()).not.toBe(key);
  });
});
