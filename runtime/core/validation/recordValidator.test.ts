import { describe, expect, it } from 'vitest';
import worker from '../../../schemas/labour/worker.json';
import type { ScreenFile } from '../screen/screen.types';
import { validateRecord } from './recordValidator';

const screen = worker as ScreenFile;
const valid = { empName: '张伟', idCode: '110101199003070012', empPhon: '13812345678', jobName: '001' };

describe('validateRecord on the worker roster screen', () => {
  it('accepts a complete valid worker', () => {
    expect(validateRecord(screen, valid)).toEqual([]);
  });
  it('rejects a wrong phone with 请输入正确手机号', () => {
    expect(validateRecord(screen, { ...valid, empPhon: '1234' })).toEqual([{ field: 'empPhon', message: '请输入正确手机号' }]);
  });
  it('lists every missing required field in entity order with Chinese messages', () => {
    expect(validateRecord(screen, { empName: '', empPhon: '' })).toEqual([
      { field: 'empName', message: '请输入姓名!' },
      { field: 'idCode', message: '请输入身份证号码!' },
      { field: 'empPhon', message: '请输入手机号' },
      { field: 'jobName', message: '请选择工种名称!' },
    ]);
  });
  it('rejects unknown fields and malformed dates', () => {
    expect(validateRecord(screen, { ...valid, salary: 1 })).toEqual([{ field: 'salary', message: '不允许的字段：salary' }]);
    expect(validateRecord(screen, { ...valid, startTime: '2026/03/01' })).toEqual([{ field: 'startTime', message: '进场日期格式不正确' }]);
  });
});
