import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../runtime/core/http/envelope';
import type { LoadedReport } from '../../runtime/server/report/reportCatalogue';
import { runReport } from '../../runtime/server/report/runReport';
import { BusinessError } from '../../runtime/server/crud/businessError';
import { DictService } from '../../runtime/server/dict/dictService';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const API = '/api/online/cgreport/api';
const FIXTURES = join(__dirname, '..', 'fixtures', 'reports');
type Row = Record<string, unknown>;

describe.each(backends())('online reports on %s', (backend) => {
  let t: TestApp;
  let manager: { token: string; projectId: string };
  let projectTwo: string;

  beforeAll(async () => {
    t = await startTestApp({ backend, reportDirs: [FIXTURES] });
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    projectTwo = await t.departId(PROJECT_NAMES[1]);
  });
  afterAll(() => t.close());

  const data = (code: string, query: Record<string, string> = {}, projectId = manager.projectId) =>
    t.get<Page<Row>>(`${API}/getData/${code}`, { token: manager.token, projectId, query });
  const workerCount = async (projectId: string, teamId?: string) => {
    let query = t.db
      .selectFrom('lab_worker')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', '=', projectId);
    if (teamId) query = query.where('team_id', '=', teamId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('answers getRpColumns by code with the shown columns and plain dictionaries, getQueryInfo by the returned id', async () => {
    const { body } = await t.get<{ cgRpConfigId: string; cgRpConfigName: string; columns: Row[]; dictOptions: Record<string, Row[]> }>(
      `${API}/getRpColumns/project_worker`,
      manager,
    );
    expect(body.success).toBe(true);
    expect(body.result.cgRpConfigName).toBe('选择本项目工人');
    expect(body.result.columns.map((column) => column.dataIndex)).toEqual(['empName', 'idCode', 'empPhon', 'jobName', 'teamName', 'startTime']);
    expect(body.result.columns[3]).toMatchObject({ title: '工种', customRender: 'work_type', sorter: true });
    expect(body.result.dictOptions.work_type.length).toBeGreaterThan(3);
    const info = await t.get<Row[]>(`${API}/getQueryInfo/${body.result.cgRpConfigId}`, manager);
    expect(info.body.result).toEqual([
      { field: 'empName', label: '姓名', mode: 'single', like: true, view: 'text' },
      { field: 'jobName', label: '工种', mode: 'single', like: false, view: 'list', dictCode: 'work_type' },
      { field: 'teamName', label: '班组', mode: 'single', like: true, view: 'text', hidden: '1' },
    ]);
    expect((await t.get(`${API}/getQueryInfo/no_such_report`, manager)).body).toMatchObject({ success: false, message: '未找到报表：no_such_report' });
  });

  it('runs every shipped report for the admin', async () => {
    const admin = await t.login('admin');
    for (const file of readdirSync(join(__dirname, '..', '..', 'schemas', 'reports'))) {
      const code = file.replace(/\.json$/, '');
      const { body } = await t.get<Page<Row>>(`${API}/getData/${code}`, { token: admin, projectId: manager.projectId });
      expect(body, code).toMatchObject({ success: true });
      expect(body.result.records.length, code).toBeGreaterThan(0);
    }
  });

  it('reads only the rows of the project of the checked header, with dictionary texts', async () => {
    const one = await data('project_worker', { pageSize: '500' });
    expect(one.body.result.total).toBe(await workerCount(manager.projectId));
    expect(one.body.result.records[0]).toEqual(expect.objectContaining({ empName: expect.any(String), jobName_dictText: expect.any(String) }));
    const two = await data('project_worker', {}, projectTwo);
    expect(two.body.result.total).toBe(await workerCount(projectTwo));
    const names = new Set(one.body.result.records.map((record) => record.id));
    expect(two.body.result.records.some((record) => names.has(record.id))).toBe(false);
    expect((await data('project_worker', {}, '')).body).toMatchObject({ success: false, message: '请先选择项目' });
    const foreign = await t.get(`${API}/getData/project_worker`, { token: manager.token, projectId: await t.departId(PROJECT_NAMES[2]) });
    expect(foreign.status).toBe(400);
  });

  it('binds self_ parameters and query values, so injection attempts are only values', async () => {
    const team = await t.db.selectFrom('lab_team').select('id').where('project_id', '=', manager.projectId).executeTakeFirstOrThrow();
    const byTeam = await data('project_worker', { self_teamId: String(team.id), pageSize: '500' });
    expect(byTeam.body.result.total).toBe(await workerCount(manager.projectId, String(team.id)));
    expect(byTeam.body.result.records.every((record) => record.teamId === team.id)).toBe(true);
    for (const attempt of ["' or '1'='1", "x'; delete from lab_worker; --", '1) or (1=1']) {
      expect((await data('project_worker', { self_teamId: attempt })).body).toMatchObject({ success: true, result: { total: 0 } });
      expect((await data('project_worker', { empName: attempt })).body).toMatchObject({ success: true, result: { total: 0 } });
    }
    expect(await workerCount(manager.projectId)).toBeGreaterThan(0);
  });

  it('filters by declared query fields (like and exact) and sorts by declared columns only', async () => {
    const all = (await data('project_worker', { pageSize: '500' })).body.result.records;
    const some = all[0].empName as string;
    const like = await data('project_worker', { empName: some.slice(0, 1), pageSize: '500' });
    expect(like.body.result.records.every((record) => String(record.empName).includes(some.slice(0, 1)))).toBe(true);
    expect(like.body.result.total).toBe(all.filter((record) => String(record.empName).includes(some.slice(0, 1))).length);
    const job = all[0].jobName as string;
    expect((await data('project_worker', { jobName: job, pageSize: '500' })).body.result.records.every((record) => record.jobName === job)).toBe(true);

    const desc = (await data('project_worker', { column: 'idCode', order: 'desc', pageSize: '500' })).body.result.records.map((record) =>
      String(record.idCode),
    );
    expect(desc).toEqual([...desc].sort().reverse());
    expect((await data('project_worker', { column: 'id_code' })).body).toMatchObject({ success: false, message: '不支持的排序字段：id_code' });
    expect((await data('project_worker', { column: 'idCode desc, (select 1)' })).body).toMatchObject({
      success: false,
      message: '不支持的排序字段：idCode desc, (select 1)',
    });
    expect((await data('project_worker', { idCode: '110' })).body).toMatchObject({ success: false, message: '不支持的查询字段：idCode' });
    expect((await data('project_worker', { self_projectId: projectTwo })).body).toMatchObject({ success: false, message: '不支持的报表参数：projectId' });
    expect((await data('planned_material', { planCount: 'x' })).body).toMatchObject({ success: false, message: '不支持的查询字段：planCount' });
  });

  it('pages and caps the rows of a report', async () => {
    const page = await data('project_worker', { pageNo: '2', pageSize: '5' });
    expect(page.body.result).toMatchObject({ current: 2, size: 5 });
    expect(page.body.result.records).toHaveLength(5);
    const capped = await data('capped_workers', { pageSize: '10' });
    expect(capped.body.result.total).toBe(3);
    expect(capped.body.result.records).toHaveLength(3);
    expect((await data('capped_workers', { pageNo: '2', pageSize: '2' })).body.result.records).toHaveLength(1);
  });

  it('lets a caller run a report only when allowed to list every screen it reads', async () => {
    const clerk = { token: await t.login('lisi'), projectId: manager.projectId };
    expect((await t.get(`${API}/getData/project_worker`, clerk)).body.success).toBe(true);
    const refused = await t.get(`${API}/getData/planned_material`, clerk);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    expect((await t.get(`${API}/getRpColumns/planned_material`, clerk)).status).toBe(403);
  });

  it('never reaches a table the report does not declare (empty search_path)', async () => {
    expect((await data('table_command')).body).toMatchObject({ success: false, message: '报表查询失败，请联系管理员检查报表配置' });
  });

  it('runs in a read-only transaction: a write that slips past the checks fails and changes nothing', async () => {
    // A sequence of the test's own: nextval() writes, and PostgreSQL refuses it in a read-only transaction.
    await sql`create sequence if not exists report_test_seq`.execute(t.db);
    const count = () => sql<{ n: string }>`select last_value || '/' || is_called as n from report_test_seq`.execute(t.db).then((result) => result.rows[0].n);
    const before = await count();
    const writer: LoadedReport = {
      file: { code: 'writer', name: '写入', tables: [], sql: '', columns: [{ field: 'n', title: 'n' }] },
      sql: { segments: [{ text: "select nextval('public.report_test_seq') as n" }], params: [], tables: [] },
      tables: new Map(),
      view: {
        id: 'report.writer',
        title: '写入',
        table: 'writer',
        scope: 'system',
        api: '',
        permission: '',
        entity: { type: 'object', properties: { n: { type: 'string', title: 'n' } } },
        list: { columns: ['n'], sort: 'n' },
      },
    };
    const auth = {
      userId: 'u',
      username: 'admin',
      realname: 'admin',
      tenantId: '0',
      isAdmin: true,
      roleIds: [],
      roleCodes: [],
      permissions: new Set<string>(),
      projectIds: new Set<string>(),
      projectId: null,
      token: 't',
    };
    const run = runReport({ db: t.db, dicts: new DictService(t.db, t.app.screens) }, 'public', writer, auth, {});
    await expect(run).rejects.toThrow(BusinessError);
    await expect(run).rejects.toThrow('报表查询失败，请联系管理员检查报表配置');
    expect(await count()).toBe(before);
  });

  // PGlite runs queries on the event loop's own thread without timer interrupts, so it cannot
  // cancel a running statement; the timeout is a PostgreSQL guarantee (docs/reports.md).
  it.skipIf(backend === 'pglite')('cancels a statement that runs past the report timeout', async () => {
    expect((await data('slow_teams')).body).toMatchObject({ success: false, message: '报表查询超时，请缩小查询范围后重试' });
  });
});
