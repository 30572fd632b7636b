import { describe, expect, it } from 'vitest';
import {
  mappedValues,
  popupMapping,
  POPUP_FIELDS_MISMATCH,
  POPUP_NOT_CONFIGURED,
  prefilledQuery,
  selectionProblem,
  selfParams,
  sorterParams,
} from './popup.utils';

describe('report popup mapping', () => {
  it('pairs original and destination fields, or gives the configuration errors of §5.5', () => {
    expect(popupMapping({ code: 'project_worker', orgFields: 'empName, empPhon', destFields: 'leaderName,leaderPhone' })).toEqual({
      pairs: [
        ['empName', 'leaderName'],
        ['empPhon', 'leaderPhone'],
      ],
    });
    expect(popupMapping({ orgFields: 'a', destFields: 'b' })).toEqual({ error: POPUP_NOT_CONFIGURED });
    expect(popupMapping({ code: 'x', orgFields: 'a', destFields: '' })).toEqual({ error: 'popup参数未正确配置!' });
    expect(popupMapping({ code: 'x', orgFields: 'a,b', destFields: 'c' })).toEqual({ error: POPUP_FIELDS_MISMATCH });
    expect(POPUP_FIELDS_MISMATCH).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('fills each destination with its column of the chosen rows, comma-joined when several', () => {
    const rows = [
      { empName: '张三', empPhon: '13900000001' },
      { empName: '李四', empPhon: null },
    ];
    expect(
      mappedValues(rows.slice(0, 1), [
        ['empName', 'leaderName'],
        ['empPhon', 'leaderPhone'],
      ]),
    ).toEqual({ leaderName: '张三', leaderPhone: '13900000001' });
    expect(mappedValues(rows, [['empName', 'names']])).toEqual({ names: '张三,李四' });
  });

  it('asks for one record when none, or several in single mode, are chosen', () => {
    expect(selectionProblem([], false)).toBe('请选择一条记录');
    expect(selectionProblem([{}, {}], false)).toBe('请选择一条记录');
    expect(selectionProblem([{}, {}], true)).toBeNull();
    expect(selectionProblem([], true)).toBe('请选择一条记录');
  });

  it('sends param keys as self_ parameters, prefills query fields without quotes and reads the sorter', () => {
    expect(selfParams({ teamId: 't1', none: null })).toEqual({ self_teamId: 't1', self_none: '' });
    expect(prefilledQuery({ empName: "'张'", teamId: 't1' }, ['empName'])).toEqual({ empName: '张' });
    expect(sorterParams('empName=asc')).toEqual({ column: 'empName', order: 'asc' });
    expect(sorterParams('empName')).toEqual({ column: 'empName', order: 'desc' });
    expect(sorterParams(undefined)).toEqual({});
  });
});
