import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWorker } from '../fixtures/newWorker';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Worker = Record<string, unknown> & { id: string; empName: string };
interface Page<T> {
  records: T[];
  total: number;
}

describe.each(backends())('the worker roster through the real sign-in on %s', (backend) => {
  let t: TestApp;
  let clerk: CallOptions;
  let teamId: string;

  const workerRows = (idCode: string) => t.db.selectFrom('lab_worker').select(['id', 'emp_phon', 'project_id']).where('id_code', '=', idCode).execute();

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    clerk = { token: await t.login('lisi'), projectId };
    const teams = await t.get<Page<{ id: string }>>('/api/labour/team/list', clerk);
    teamId = teams.body.result.records[0].id;
  });
  afterAll(() => t.close());

  it('adds, finds, reads, edits and deletes a worker as a labour clerk, with dictionary labels', async () => {
    const worker = newWorker(101, { teamId, jobName: '002' });
    const added = await t.post('/api/labour/worker/add', worker, clerk);
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });

    const found = await t.get<Page<Worker>>('/api/labour/worker/list', { ...clerk, query: { empName: `*${String(worker.empName).slice(1)}*` } });
    const listed = found.body.result.records.find((record) => record.idCode === worker.idCode);
    expect(listed).toMatchObject({ empName: worker.empName, jobName_dictText: '钢筋工', empSex_dictText: worker.empSex === '1' ? '男' : '女' });
    expect(listed?.teamId_dictText).toMatch(/班组$/);

    const read = await t.get<Worker>('/api/labour/worker/queryById', { ...clerk, query: { id: String(listed?.id) } });
    expect(read.body.result).toMatchObject({ id: listed?.id, idCode: worker.idCode, createBy: 'lisi' });

    const edited = await t.request('PUT', '/api/labour/worker/edit', { ...clerk, body: { ...read.body.result, empPhon: '13900001111' } });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await workerRows(String(worker.idCode)))[0]).toMatchObject({ emp_phon: '13900001111', project_id: clerk.projectId });

    const removed = await t.request('DELETE', '/api/labour/worker/delete', { ...clerk, query: { id: String(listed?.id) } });
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await workerRows(String(worker.idCode))).toEqual([]);
  });

  it('refuses an invalid phone with 请输入正确手机号 and writes nothing', async () => {
    const worker = newWorker(202, { empPhon: '12345' });
    const { status, body } = await t.post<{ field: string; message: string }[]>('/api/labour/worker/add', worker, clerk);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '请输入正确手机号' });
    expect(body.result).toContainEqual({ field: 'empPhon', message: '请输入正确手机号' });
    expect(await workerRows(String(worker.idCode))).toEqual([]);
  });

  it('refuses identifiers from the client with a clear message, before any SQL on the roster', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ column: 'no_such_column', order: 'asc' }, '不支持的排序字段：no_such_column'],
      [{ column: 'updatexml(1,1,1)', order: 'desc' }, '不支持的排序字段：updatexml(1,1,1)'],
      [{ superQueryParams: JSON.stringify([{ field: '1=1;--', rule: 'eq', val: '1' }]), superQueryMatchType: 'and' }, '不支持的高级查询字段：1=1;--'],
    ];
    for (const [query, message] of cases) {
      const mark = t.sql.statements.length;
      const { body } = await t.get('/api/labour/worker/list', { ...clerk, query });
      expect(body).toMatchObject({ success: false, message });
      expect(t.sql.touching('lab_worker', mark)).toEqual([]);
    }
  });

  it('sorts by an allowed column when asked', async () => {
    const { body } = await t.get<Page<Worker>>('/api/labour/worker/list', { ...clerk, query: { column: 'startTime', order: 'asc', pageSize: '30' } });
    const days = body.result.records.map((record) => String(record.startTime));
    expect(days).toHaveLength(30);
    expect(days).toEqual([...days].sort());
  });
});
