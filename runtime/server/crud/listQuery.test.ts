import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import workerJson from '../../../schemas/labour/worker.json';
import userJson from '../../../schemas/system/user.json';
import { ListQueryError, parseListQuery } from './listQuery';

const worker = workerJson as unknown as ScreenFile;
const user = userJson as unknown as ScreenFile;

const superQuery = (conditions: unknown) => encodeURI(JSON.stringify(conditions));

function rejection(screen: ScreenFile, params: Record<string, unknown>): string {
  try {
    parseListQuery(screen, params);
  } catch (error) {
    expect(error).toBeInstanceOf(ListQueryError);
    return (error as Error).message;
  }
  throw new Error('expected the list query to be rejected');
}

describe('parseListQuery: paging and sorting', () => {
  it('defaults to page 1 of 10 sorted by the screen default sort', () => {
    const query = parseListQuery(worker, {});
    expect(query).toEqual({
      pageNo: 1,
      pageSize: 10,
      sort: { field: 'createTime', column: 'create_time', order: 'desc' },
      filters: [],
      superQuery: null,
      exactTotal: false,
      flowTab: null,
      condition: null,
    });
  });

  it('counts exactly only when asked with exactTotal=1', () => {
    expect(parseListQuery(worker, { exactTotal: '1' }).exactTotal).toBe(true);
    expect(parseListQuery(worker, { exactTotal: '0' }).exactTotal).toBe(false);
  });

  it('reads pageNo and pageSize, caps the page size at 500 and takes empty values as the defaults', () => {
    expect(parseListQuery(worker, { pageNo: '3', pageSize: '20' })).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(parseListQuery(worker, { pageSize: '100000' }).pageSize).toBe(500);
    expect(parseListQuery(worker, { pageNo: '', pageSize: '' })).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it.each(['-2', '0', 'abc', '1.5', '1e308', '0x10'])('refuses the page number and size %s', (value) => {
    expect(rejection(worker, { pageNo: value })).toBe('分页参数错误：pageNo必须是正整数');
    expect(rejection(worker, { pageSize: value })).toBe('分页参数错误：pageSize必须是正整数');
  });

  it('refuses a page number whose row offset is past exact integers', () => {
    expect(rejection(worker, { pageNo: '99999999999999999999' })).toBe('分页参数错误：pageNo超出范围');
  });

  it('sorts by a stored field or an audit field named exactly', () => {
    expect(parseListQuery(worker, { column: 'empName', order: 'asc' }).sort).toEqual({ field: 'empName', column: 'emp_name', order: 'asc' });
    expect(parseListQuery(worker, { column: 'updateTime', order: 'desc' }).sort.column).toBe('update_time');
  });

  it('ignores the control parameters the list page always sends', () => {
    const query = parseListQuery(worker, { _t: '1700000000', field: 'id,,empName,idCode', column: 'createTime', order: 'desc' });
    expect(query.filters).toEqual([]);
  });

  it.each([
    [{ column: 'updatexml(1,1,1)' }, '不支持的排序字段：updatexml(1,1,1)'],
    [{ column: 'emp_name' }, '不支持的排序字段：emp_name'],
    [{ column: 'tenantId' }, '不支持的排序字段：tenantId'],
    [{ column: 'empName', order: 'desc;drop table lab_worker' }, '不支持的排序方式：desc;drop table lab_worker'],
  ])('rejects the sort %j', (params, message) => {
    expect(rejection(worker, params)).toBe(message);
  });

  it('does not sort by a write-only field', () => {
    expect(rejection(user, { column: 'password' })).toBe('不支持的排序字段：password');
  });
});

describe('parseListQuery: ordinary query parameters', () => {
  it.each([
    ['*张*', 'contains', '张'],
    ['张*', 'startsWith', '张'],
    ['*三', 'endsWith', '三'],
    ['!张三', 'ne', '张三'],
  ])('reads %s on an exact field as %s', (raw, operator, value) => {
    expect(parseListQuery(worker, { idCode: raw }).filters).toEqual([{ field: 'idCode', column: 'id_code', text: true, operator, value }]);
  });

  it('matches a plain value exactly, or as contains on a like-mode query field', () => {
    expect(parseListQuery(worker, { jobName: '01' }).filters).toEqual([{ field: 'jobName', column: 'job_name', text: true, operator: 'eq', value: '01' }]);
    expect(parseListQuery(worker, { empName: '张' }).filters).toEqual([
      { field: 'empName', column: 'emp_name', text: true, operator: 'contains', value: '张' },
    ]);
  });

  it('filters exactly on any stored field, as detail screens do with their foreign key', () => {
    expect(parseListQuery(worker, { remark: 'x' }).filters).toEqual([{ field: 'remark', column: 'remark', text: true, operator: 'eq', value: 'x' }]);
  });

  it('reads _begin/_end as an inclusive range and _MultiString as a list', () => {
    const query = parseListQuery(worker, { startTime_begin: '2024-01-01', startTime_end: '2024-12-31', jobName_MultiString: '01,02' });
    expect(query.filters).toEqual([
      { field: 'startTime', column: 'start_time', text: false, operator: 'ge', value: '2024-01-01' },
      { field: 'startTime', column: 'start_time', text: false, operator: 'le', value: '2024-12-31' },
      { field: 'jobName', column: 'job_name', text: true, operator: 'in', value: ['01', '02'] },
    ]);
  });

  it('extends a timestamp range end given as a day to the end of that day', () => {
    expect(parseListQuery(worker, { createTime_end: '2024-05-01' }).filters[0]).toMatchObject({ operator: 'le', value: '2024-05-01 23:59:59' });
  });

  it('skips empty values', () => {
    expect(parseListQuery(worker, { empName: '', jobName: '', startTime_begin: '' }).filters).toEqual([]);
  });

  it.each([
    [{ tenantId: '0' }, '不支持的查询字段：tenantId'],
    [{ 'empName;--': 'x' }, '不支持的查询字段：empName;--'],
    [{ emp_name: '张' }, '不支持的查询字段：emp_name'],
    [{ nothing_begin: '1' }, '不支持的查询字段：nothing_begin'],
    [{ unknownParam: '' }, '不支持的查询字段：unknownParam'],
    [{ empName: ['a', 'b'] }, '查询参数重复：empName'],
    [{ startTime_begin: 'yesterday' }, '查询条件格式不正确：进场日期'],
    [{ startTime_begin: '2024-13-45' }, '查询条件格式不正确：进场日期'],
    [{ startTime: '2024-02-30' }, '查询条件格式不正确：进场日期'],
    [{ createTime_end: '2024-01-01 24:00' }, '查询条件格式不正确：创建时间'],
    [{ empName: 'a\u0000b' }, '查询条件格式不正确：姓名'],
  ])('rejects %j', (params, message) => {
    expect(rejection(worker, params)).toBe(message);
  });

  it('does not filter by a write-only field', () => {
    expect(rejection(user, { password: 'secret' })).toBe('不支持的查询字段：password');
  });
});

describe('parseListQuery: advanced query', () => {
  it('maps every rule of JSuperQuery to its operator and combines with the match type', () => {
    const rules = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'];
    const conditions = rules.map((rule) => ({ field: 'empName', rule, val: rule === 'in' ? '张三,李四' : '张', type: 'string' }));
    const query = parseListQuery(worker, { superQueryParams: superQuery(conditions), superQueryMatchType: 'or' });
    expect(query.superQuery?.matchType).toBe('or');
    expect(query.superQuery?.filters.map((filter) => [filter.operator, filter.value])).toEqual([
      ['eq', '张'],
      ['contains', '张'],
      ['startsWith', '张'],
      ['endsWith', '张'],
      ['in', ['张三', '李四']],
      ['ne', '张'],
      ['gt', '张'],
      ['ge', '张'],
      ['lt', '张'],
      ['le', '张'],
    ]);
  });

  it('defaults the match type to and, accepts unencoded JSON and skips conditions without a value', () => {
    const raw = JSON.stringify([
      { field: 'jobName', rule: 'eq', val: '01' },
      { field: 'empSex', rule: 'eq', val: '' },
    ]);
    expect(parseListQuery(worker, { superQueryParams: raw }).superQuery).toEqual({
      matchType: 'and',
      filters: [{ field: 'jobName', column: 'job_name', text: true, operator: 'eq', value: '01' }],
    });
    expect(parseListQuery(worker, { superQueryParams: superQuery([]) }).superQuery).toBeNull();
  });

  it.each([
    [{ superQueryParams: superQuery([{ field: '1=1;--', rule: 'eq', val: '1' }]) }, '不支持的高级查询字段：1=1;--'],
    [{ superQueryParams: superQuery([{ field: 'emp_name', rule: 'eq', val: '1' }]) }, '不支持的高级查询字段：emp_name'],
    [{ superQueryParams: superQuery([{ field: 'empName', rule: 'regexp', val: '.*' }]) }, '不支持的查询规则：regexp'],
    [{ superQueryParams: superQuery([{ field: 'empName', rule: 'toString', val: '1' }]) }, '不支持的查询规则：toString'],
    [{ superQueryParams: '%7Bnot json' }, '高级查询参数格式错误'],
    [{ superQueryParams: superQuery({ field: 'empName' }) }, '高级查询参数格式错误'],
    [{ superQueryParams: superQuery([{ field: 'empName', rule: 'eq', val: { nested: true } }]) }, '高级查询参数格式错误'],
    [{ superQueryParams: superQuery([{ field: 'empName', rule: 'eq', val: 'x' }]), superQueryMatchType: 'xor' }, '不支持的高级查询匹配方式：xor'],
  ])('rejects %j', (params, message) => {
    expect(rejection(worker, params)).toBe(message);
  });
});

describe('parseListQuery: the quick tab of a flow list', () => {
  const inspection = { ...worker, id: 'safety.inspection', flow: 'rectification' } as ScreenFile;
  const withoutFlow = { ...worker, flow: undefined } as ScreenFile;

  it('reads flowTab todo or mine on a flow screen and ignores an empty one', () => {
    expect(parseListQuery(inspection, { flowTab: 'todo' }).flowTab).toBe('todo');
    expect(parseListQuery(inspection, { flowTab: 'mine' }).flowTab).toBe('mine');
    expect(parseListQuery(inspection, { flowTab: '' }).flowTab).toBeNull();
  });

  it('refuses another tab, and any tab on a screen without a flow', () => {
    expect(rejection(inspection, { flowTab: 'others' })).toBe('不支持的流程页签：others');
    expect(rejection(withoutFlow, { flowTab: 'todo' })).toBe('不支持的查询字段：flowTab');
  });
});
