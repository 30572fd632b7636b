import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../screen/screen.types';
import { blankCondition, changeRule, isEmptyQuery, pickField } from './superQueryConditions';
import { superQueryFields } from './superQueryFields';
import { EMPTY_SUPER_QUERY, isSuperQueryActive, toSuperQueryParams } from './superQueryParams';
import { loadSavedQueries, savedQueryKey, storeSavedQueries, upsertSavedQuery, removeSavedQuery, type QueryStorage } from './savedQueries';

const screen = {
  id: 'labour.worker',
  title: '花名册',
  table: 'lab_worker',
  scope: 'project',
  api: '/labour/worker',
  permission: 'labour:worker',
  entity: {
    type: 'object',
    properties: {
      empName: { type: 'string', title: '姓名' },
      empSex: { type: 'string', title: '性别', 'x-dict': 'sex' },
      level: { type: 'string', title: '等级', enum: ['A', 'B'] },
      startTime: { type: 'string', title: '进场日期', format: 'date' },
      checkedAt: { type: 'string', title: '检查时间', format: 'date-time' },
      age: { type: 'integer', title: '年龄' },
      active: { type: 'boolean', title: '在岗' },
      password: { type: 'string', title: '密码', 'x-write-only': true },
    },
  },
  list: { columns: ['empName'] },
} as ScreenFile;

describe('superQueryFields', () => {
  it('offers the stored fields with the value type of each, leaving out booleans and write-only fields', () => {
    const fields = superQueryFields(screen);
    expect(fields.map((field) => [field.field, field.type, field.dbType])).toEqual([
      ['empName', 'string', 'string'],
      ['empSex', 'dict', 'string'],
      ['level', 'dict', 'string'],
      ['startTime', 'date', 'date'],
      ['checkedAt', 'datetime', 'datetime'],
      ['age', 'number', 'int'],
    ]);
    expect(fields[1].dictCode).toBe('sex');
    expect(fields[2].options).toEqual([
      { value: 'A', text: 'A' },
      { value: 'B', text: 'B' },
    ]);
  });
});

describe('conditions', () => {
  const [, sex] = superQueryFields(screen);

  it('picking a field resets the value and copies its metadata', () => {
    const picked = pickField({ field: 'empName', rule: 'in', val: 'x', type: 'string' }, sex);
    expect(picked).toEqual({ field: 'empSex', rule: 'in', type: 'dict', dbType: 'string', dictCode: 'sex', val: undefined });
  });

  it('changing the rule away from in keeps only the first chosen item', () => {
    expect(changeRule({ field: 'empSex', rule: 'in', val: ['1', '2'] }, 'eq').val).toBe('1');
    expect(changeRule({ field: 'empSex', rule: 'eq', val: '1' }, 'in').val).toBe('1');
  });

  it('an empty list or a single incomplete line is an empty query', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([blankCondition()])).toBe(true);
    expect(isEmptyQuery([{ field: 'empName', rule: 'eq', val: '' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'empName', rule: 'eq', val: '张' }])).toBe(false);
    expect(isEmptyQuery([blankCondition(), blankCondition()])).toBe(false);
  });
});

describe('toSuperQueryParams', () => {
  it('sends complete lines as encodeURI(JSON) with arrays joined and options stripped', () => {
    const params = toSuperQueryParams(
      [
        { field: 'empName', rule: 'like', val: '张 三', type: 'string' },
        { field: 'level', rule: 'in', val: ['A', 'B'], type: 'dict', options: [{ value: 'A', text: 'A' }] },
        blankCondition(),
      ],
      'or',
    );
    expect(params.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURI(params.superQueryParams))).toEqual([
      { field: 'empName', rule: 'like', val: '张 三', type: 'string' },
      { field: 'level', rule: 'in', val: 'A,B', type: 'dict' },
    ]);
    expect(params.superQueryParams).toContain('%E5%BC%A0%20');
    expect(isSuperQueryActive(params)).toBe(true);
  });

  it('emits the empty query when no line is complete', () => {
    expect(toSuperQueryParams([blankCondition()], 'or')).toEqual(EMPTY_SUPER_QUERY);
    expect(isSuperQueryActive(EMPTY_SUPER_QUERY)).toBe(false);
  });
});

describe('saved queries', () => {
  function memoryStorage(): QueryStorage & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
  }

  it('are kept under JSuperQuerySaved_ plus the save code', () => {
    const storage = memoryStorage();
    const query = { title: '张姓', matchType: 'and' as const, records: [{ field: 'empName', rule: 'like' as const, val: '张' }] };
    storeSavedQueries(storage, '/labour/worker', [query]);
    expect(savedQueryKey('/labour/worker')).toBe('JSuperQuerySaved_/labour/worker');
    expect([...storage.data.keys()]).toEqual(['JSuperQuerySaved_/labour/worker']);
    expect(loadSavedQueries(storage, '/labour/worker')).toEqual([query]);
    expect(loadSavedQueries(storage, '/other')).toEqual([]);
  });

  it('read a damaged entry as none', () => {
    const storage = memoryStorage();
    storage.setItem('JSuperQuerySaved_x', '{not json');
    expect(loadSavedQueries(storage, 'x')).toEqual([]);
  });

  it('append a new title, overwrite the conditions of an existing one, and delete by title', () => {
    const first = { title: 'A', matchType: 'and' as const, records: [] };
    const list = upsertSavedQuery([first], { title: 'B', matchType: 'or', records: [] });
    expect(list.map((query) => query.title)).toEqual(['A', 'B']);
    const replaced = upsertSavedQuery(list, { title: 'A', matchType: 'or', records: [{ field: 'x', rule: 'eq', val: '1' }] });
    expect(replaced).toHaveLength(2);
    expect(replaced[0]).toEqual({ title: 'A', matchType: 'or', records: [{ field: 'x', rule: 'eq', val: '1' }] });
    expect(removeSavedQuery(replaced, 'A').map((query) => query.title)).toEqual(['B']);
  });
});
