import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../core/http/envelope';
import { importResultOf } from './importAnswer';

describe('importResultOf', () => {
  it('reads code 201 as success with an error file', () => {
    expect(importResultOf({ ...ok('temp/20260101/e.xlsx', '有错误'), code: 201 })).toEqual({
      kind: 'partial',
      message: '有错误',
      errorFile: 'temp/20260101/e.xlsx',
    });
  });
  it('reads a plain success and a refusal', () => {
    expect(importResultOf(ok(null, '文件导入成功！数据行数：2'))).toEqual({ kind: 'success', message: '文件导入成功！数据行数：2' });
    expect(importResultOf(fail('文件导入失败'))).toEqual({ kind: 'failure', message: '文件导入失败', errorFile: null });
  });
});
