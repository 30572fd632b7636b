import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../runtime/core/screen/screen.types';
import { listableFields } from '../../runtime/server/crud/listQuery';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

/** Paging values that are not whole numbers of 1 or more, or are too large to page by. */
const BAD_PAGING = ['1e308', '-1', '0', 'abc', '1.5', '0x10', ' ', '99999999999999999999999', '9007199254740993'];

/** Parameters every paged list must refuse with a 4xx, never a 500. */
const GENERIC_BAD_QUERIES: string[] = [
  ...BAD_PAGING.flatMap((value) => [`pageNo=${encodeURIComponent(value)}`, `pageSize=${encodeURIComponent(value)}`]),
  'pageNo=1&pageNo=2',
  'column=no_such_column&order=asc',
  'column=id&order=sideways',
  `superQueryParams=${encodeURIComponent('[not json')}`,
  `superQueryParams=${encodeURIComponent('{"field":"id"}')}`,
  `superQueryParams=${encodeURIComponent('[{"field":"id","rule":"eq","val":{"nested":1}}]')}`,
  `superQueryParams=${encodeURIComponent('%E0%A4%A')}`,
  `superQueryParams=${encodeURIComponent('['.repeat(5000))}`,
  'superQueryMatchType=xor',
  'no_such_field=1',
];

/** Values a column of this field's type cannot hold: typos that must come back as a message. */
function badValuesOf(field: FieldSchema): string[] {
  if (field.type === 'integer') return ['abc', '99999999999', '1.5'];
  if (field.type === 'number') return ['abc', '1e400', '--1'];
  if (field.type === 'boolean') return ['maybe'];
  if (field.format === 'date') return ['2024-13-45', '2024-02-30', '0000-01-01', '2024-1-1'];
  if (field.format === 'date-time') return ['2024-02-30 10:00:00', '2024-01-01 25:61:00', 'yesterday'];
  return ['\u0000', '*\u0000*'];
}

/** One field of each kind a screen lists by (text, integer, number, boolean, date, date-time). */
function oneFieldOfEachKind(fields: Map<string, FieldSchema>): [string, FieldSchema][] {
  const byKind = new Map<string, [string, FieldSchema]>();
  for (const [name, field] of fields) byKind.set(`${field.type}/${field.format ?? ''}`, byKind.get(`${field.type}/${field.format ?? ''}`) ?? [name, field]);
  return [...byKind.values()];
}

/** Queries with a bad value on a field: plain, as a range end, and in the advanced query. */
function fieldQueries(name: string, field: FieldSchema): string[] {
  return badValuesOf(field).flatMap((value) => [
    `${name}=${encodeURIComponent(value)}`,
    `${name}_begin=${encodeURIComponent(value)}`,
    `${name}_end=${encodeURIComponent(value)}`,
    `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: name, rule: 'gt', val: value }]))}`,
  ]);
}

describe.each(backends())('bad list input on %s', (backend) => {
  let t: TestApp;
  let admin: { token: string; projectId: string };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = { token: await t.login('admin'), projectId: await t.departId(PROJECT_NAMES[0]) };
  }, 180_000);
  afterAll(() => t?.close());

  /** Sends the query and checks the answer: a 4xx with a Chinese message and the same envelope code, or a handled 200. */
  async function expectClientAnswer(path: string, query: string): Promise<number> {
    const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { 'x-access-token': admin.token, projectId: admin.projectId } });
    const label = `${path}?${query} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, label).toBeLessThan(500);
    const body = response.json() as { code: number; message: string; success: boolean };
    if (response.statusCode >= 400) {
      expect(body.code, label).toBe(response.statusCode);
      expect(body.message, label).toMatch(/[\u4e00-\u9fa5]/);
    }
    return response.statusCode;
  }

  it('answers 400 with a Chinese message for paging values that are not sane whole numbers', async () => {
    const response = await t.get('/api/labour/worker/list', { ...admin, query: { pageNo: '1e308' } });
    expect(response).toMatchObject({ status: 400, body: { success: false, code: 400, message: '分页参数错误：pageNo必须是正整数' } });
    for (const value of ['-1', 'abc', '1.5', '0']) {
      expect((await t.get('/api/labour/worker/list', { ...admin, query: { pageSize: value } })).body).toMatchObject({
        code: 400,
        message: '分页参数错误：pageSize必须是正整数',
      });
    }
    expect((await t.get('/api/labour/worker/list', { ...admin, query: { pageNo: '99999999999999999999' } })).body).toMatchObject({
      code: 400,
      message: '分页参数错误：pageNo超出范围',
    });
    // A page size above the cap is cut to 500, as before.
    expect((await t.get<{ size: number }>('/api/labour/worker/list', { ...admin, query: { pageSize: '100000' } })).body.result.size).toBe(500);
  });

  it('refuses an unknown sort column or query field with HTTP 400 and code 400', async () => {
    expect(await t.get('/api/labour/worker/list', { ...admin, query: { column: 'updatexml(1,1,1)' } })).toMatchObject({
      status: 400,
      body: { success: false, code: 400, message: '不支持的排序字段：updatexml(1,1,1)' },
    });
    expect(await t.get('/api/labour/worker/list', { ...admin, query: { project_id: 'x' } })).toMatchObject({
      status: 400,
      body: { success: false, code: 400, message: '不支持的查询字段：project_id' },
    });
  });

  it('refuses impossible dates and out-of-range numbers as a format error, not a database error', async () => {
    const queries: Record<string, string>[] = [{ startTime_begin: '2024-13-45' }, { startTime: '2024-02-30' }, { createTime_end: '2024-01-01 25:00:00' }];
    for (const query of queries) {
      const answer = await t.get('/api/labour/worker/list', { ...admin, query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toMatch(/^查询条件格式不正确：/);
    }
    expect((await t.get('/api/labour/worker/list', { ...admin, query: { empName: 'a\u0000b' } })).body).toMatchObject({
      code: 400,
      message: '查询条件格式不正确：姓名',
    });
  });

  it('never answers 500 to bad paging, sorting, advanced-query or field values on any list', async () => {
    const screens = [...t.app.screens.screens.values()];
    const statuses = new Set<number>();
    for (const screen of screens) {
      const path = `/api${screen.api}/list`;
      const queries = [...GENERIC_BAD_QUERIES, ...oneFieldOfEachKind(listableFields(screen)).flatMap(([name, field]) => fieldQueries(name, field))];
      for (const query of queries) statuses.add(await expectClientAnswer(path, query));
      if (screen.softDelete) for (const query of GENERIC_BAD_QUERIES) statuses.add(await expectClientAnswer(`/api${screen.api}/recycleBin`, query));
    }
    for (const path of [
      '/api/sys/user/queryPageListInfo',
      '/api/online/cgreport/api/getData/project_worker',
      '/api/sys/annountCement/listByUser',
      '/api/sys/sysAnnouncementSend/getMyAnnouncementSend',
      '/api/sys/dict/loadDict/work_type',
    ]) {
      for (const query of GENERIC_BAD_QUERIES) statuses.add(await expectClientAnswer(path, query));
    }
    expect(statuses.has(400)).toBe(true);
  }, 600_000);
});
