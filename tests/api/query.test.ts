import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { buildCrudTestApp, DATABASE_KINDS, type CrudTestApp } from './crudTestApp';

const Q = { projectId: 'q1' };

const WORKERS = [
  { empName: '王小明', idCode: '110101199001010011', empPhon: '13800000001', jobName: '001', empSex: '1', startTime: '2024-01-10' },
  { empName: '李明', idCode: '110101199001010022', empPhon: '13800000002', jobName: '002', empSex: '1', startTime: '2024-02-10' },
  { empName: '王芳', idCode: '110101199001010033', empPhon: '13800000003', jobName: '003', empSex: '2', startTime: '2024-03-10' },
  { empName: '赵明亮', idCode: '110101199001010044', empPhon: '13800000004', jobName: '001', empSex: '1', startTime: '2024-04-10' },
  { empName: '孙丽', idCode: '11010119900101005X', empPhon: '13800000005', jobName: '004', empSex: '2', startTime: '2024-05-10' },
];

describe.each(DATABASE_KINDS)('list queries on %s', (kind) => {
  let t: CrudTestApp;

  const names = async (query: string) => (await t.page(`/labour/worker/list?${query}`, Q)).records.map((record) => record.empName);

  /** The message of a request the server must refuse (HTTP 400) before building any SQL. */
  async function refusedWithoutSql(query: string): Promise<string> {
    const before = t.statements.length;
    const response = await t.app.inject({ method: 'GET', url: `/api/labour/worker/list?${query}`, headers: { 'x-test-caller': JSON.stringify(Q) } });
    const answer = response.json() as Envelope<null>;
    expect(response.statusCode).toBe(400);
    expect(answer).toMatchObject({ success: false, code: 400, result: null });
    expect(t.statements.length).toBe(before);
    return answer.message;
  }

  const superQuery = (conditions: object[]) => encodeURIComponent(encodeURI(JSON.stringify(conditions)));

  beforeAll(async () => {
    t = await buildCrudTestApp(kind);
    for (const worker of WORKERS) expect(await t.send('POST', '/labour/worker/add', Q, worker)).toMatchObject({ success: true });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('finds names containing the text of a like-mode query field', async () => {
    expect(await names('empName=明&column=startTime&order=asc')).toEqual(['王小明', '李明', '赵明亮']);
  });

  it('understands *x*, x*, *x and !x', async () => {
    expect(await names('idCode=*0101005*')).toEqual(['孙丽']);
    expect(await names('empName=王*&column=startTime&order=asc')).toEqual(['王小明', '王芳']);
    expect(await names('empName=*明&column=startTime&order=asc')).toEqual(['王小明', '李明']);
    expect(await names('jobName=!001&column=startTime&order=asc')).toEqual(['李明', '王芳', '孙丽']);
  });

  it('filters dates by _begin and _end inclusively and values by _MultiString', async () => {
    expect(await names('startTime_begin=2024-02-10&startTime_end=2024-04-10&column=startTime&order=asc')).toEqual(['李明', '王芳', '赵明亮']);
    expect(await names('jobName_MultiString=002,004&column=startTime&order=asc')).toEqual(['李明', '孙丽']);
  });

  it('sorts by an allowed column both ways', async () => {
    expect(await names('column=startTime&order=desc')).toEqual(['孙丽', '赵明亮', '王芳', '李明', '王小明']);
    expect((await names('column=idCode&order=asc'))[0]).toBe('王小明');
  });

  it('pages with total, size, current and pages, capping the page size', async () => {
    const page = await t.page('/labour/worker/list?pageNo=2&pageSize=2&column=startTime&order=asc', Q);
    expect(page).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(page.records.map((record) => record.empName)).toEqual(['王芳', '赵明亮']);
    expect((await t.page('/labour/worker/list?pageSize=100000', Q)).size).toBe(500);
  });

  it('applies an encoded advanced query with and / or', async () => {
    const conditions = [
      { field: 'empSex', rule: 'eq', val: '2', type: 'string' },
      { field: 'startTime', rule: 'ge', val: '2024-04-01', type: 'date' },
    ];
    expect(await names(`superQueryParams=${superQuery(conditions)}&superQueryMatchType=and`)).toEqual(['孙丽']);
    expect(await names(`superQueryParams=${superQuery(conditions)}&superQueryMatchType=or&column=startTime&order=asc`)).toEqual(['王芳', '赵明亮', '孙丽']);
    const inRule = [{ field: 'jobName', rule: 'in', val: '003,004' }];
    expect(await names(`superQueryParams=${superQuery(inRule)}&column=startTime&order=asc`)).toEqual(['王芳', '孙丽']);
  });

  it('treats like wildcards in the search text literally', async () => {
    expect(await names('empName=%25')).toEqual([]);
    expect(await names('empName=_')).toEqual([]);
  });

  it('refuses an unknown sort column such as updatexml(1,1,1) without running SQL', async () => {
    expect(await refusedWithoutSql('column=updatexml(1,1,1)&order=asc')).toBe('不支持的排序字段：updatexml(1,1,1)');
    expect(await refusedWithoutSql('column=emp_name')).toBe('不支持的排序字段：emp_name');
    expect(await refusedWithoutSql('column=empName&order=asc,1')).toBe('不支持的排序方式：asc,1');
  });

  it('refuses the advanced-query field 1=1;-- and unknown rules without running SQL', async () => {
    expect(await refusedWithoutSql(`superQueryParams=${superQuery([{ field: '1=1;--', rule: 'eq', val: '1' }])}`)).toBe('不支持的高级查询字段：1=1;--');
    expect(await refusedWithoutSql(`superQueryParams=${superQuery([{ field: 'empName', rule: 'exists', val: '1' }])}`)).toBe('不支持的查询规则：exists');
    expect(await refusedWithoutSql('superQueryParams=%5Bnot-json')).toBe('高级查询参数格式错误');
  });

  it('refuses unknown query fields and malformed values without running SQL', async () => {
    expect(await refusedWithoutSql('project_id=q2')).toBe('不支持的查询字段：project_id');
    expect(await refusedWithoutSql('1%3D1=1')).toBe('不支持的查询字段：1=1');
    expect(await refusedWithoutSql('startTime_begin=2024-13')).toBe('查询条件格式不正确：进场日期');
  });
});
