import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HooksByScreen, WriteContext } from '../../runtime/server/crud/hooks';
import { buildCrudTestApp, DATABASE_KINDS, type CrudTestApp, type TestCaller } from './crudTestApp';
import { screenActions } from '../../runtime/core/screen/screenModel';
import type { ScreenAction } from '../../runtime/core/screen/screen.types';

const P1 = { projectId: 'p1' };
const P2 = { projectId: 'p2' };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(DATABASE_KINDS)('generic CRUD on %s', (kind) => {
  let t: CrudTestApp;
  const seenWrites: WriteContext[] = [];
  const testHooks: HooksByScreen = {
    'system.user': {
      async beforeWrite(ctx) {
        seenWrites.push(ctx);
        return ctx.writeOnly.password === 'refuse-me' ? '密码不符合要求' : null;
      },
    },
  };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: TestCaller, body?: object) => t.send(method, url, caller, body);

  const worker = (overrides: object = {}) => ({
    empName: '张三',
    idCode: '110101199003071234',
    empPhon: '13812345678',
    empSex: '1',
    jobName: '001',
    startTime: '2024-03-01',
    ...overrides,
  });

  async function countWorkers(): Promise<number> {
    const row = await t.db
      .selectFrom('lab_worker')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  beforeAll(async () => {
    t = await buildCrudTestApp(kind, testHooks);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('declares a permission on every route of every screen, queryById guarded by list', () => {
    for (const screen of t.registry.screens.values()) {
      const routes: [string, ScreenAction][] = [
        ['GET list', 'list'],
        ['GET queryById', 'list'],
        ['POST add', 'add'],
        ['PUT edit', 'edit'],
        ['POST edit', 'edit'],
        ['DELETE delete', 'delete'],
        ['DELETE deleteBatch', 'deleteBatch'],
      ];
      for (const [route, action] of routes) {
        const [method, name] = route.split(' ');
        // A read-only screen (e.g. the log) has no write routes at all; the one record of a currentProject screen (项目信息) is only edited.
        const expected = screenActions(screen).includes(action) ? { permission: `${screen.permission}:${action}` } : undefined;
        expect(t.routeConfigs.get(`${method} /api${screen.api}/${name}`), `${method} ${screen.api}/${name}`).toEqual(expected);
      }
    }
  });

  it('adds a team and a worker, then lists the worker with labels of plain and table dictionaries', async () => {
    const team = await call('POST', '/labour/team/add', P1, { teamName: '钢筋一班', teamType: '1' });
    expect(team).toMatchObject({ success: true, message: '添加成功！', code: 200 });
    const added = await call('POST', '/labour/worker/add', P1, worker({ teamId: team.result.id }));
    expect(added.message).toBe('添加成功！');
    expect(added.result.id).toMatch(/^[0-9a-f]{32}$/);

    const list = await t.page('/labour/worker/list?pageNo=1&pageSize=10', P1);
    expect(list).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    const [record] = list.records;
    expect(record).toMatchObject({
      empName: '张三',
      idCode: '110101199003071234',
      empSex_dictText: '男',
      jobName_dictText: '木工',
      teamId: team.result.id,
      teamId_dictText: '钢筋一班',
      isTeam: '0',
      isTeam_dictText: '否',
      startTime: '2024-03-01',
      createBy: 'tester',
      updateBy: null,
      updateTime: null,
      empNation_dictText: null,
    });
    expect(record.createTime).toMatch(TIMESTAMP);
    expect(record).not.toHaveProperty('tenantId');
    expect(record).not.toHaveProperty('projectId');
  });

  it('refuses an invalid phone with the browser message, every field error, and writes nothing', async () => {
    const before = await countWorkers();
    const answer = await call('POST', '/labour/worker/add', P1, worker({ idCode: '110101199003075555', empPhon: '12345', empName: '' }));
    expect(answer).toMatchObject({ success: false, code: 500, message: '请输入姓名!' });
    expect(answer.result).toEqual([
      { field: 'empName', message: '请输入姓名!' },
      { field: 'empPhon', message: '请输入正确手机号' },
    ]);
    expect(await countWorkers()).toBe(before);
  });

  it('refuses a second worker with the same ID number in the project, but not in another project', async () => {
    const duplicate = await call('POST', '/labour/worker/add', P1, worker({ empName: '李四' }));
    expect(duplicate).toMatchObject({ success: false, message: '身份证号码已存在', result: [{ field: 'idCode', message: '身份证号码已存在' }] });
    const elsewhere = await call('POST', '/labour/worker/add', P2, worker({ empName: '李四' }));
    expect(elsewhere.success).toBe(true);
  });

  it('refuses a dictionary value that is not in the dictionary, or a team of another project', async () => {
    expect((await call('POST', '/labour/worker/add', P1, worker({ idCode: '110101199003079999', empSex: '9' }))).message).toBe('性别的值不在可选范围内');
    const otherTeam = await call('POST', '/labour/team/add', P2, { teamName: '外项目班组', teamType: '1' });
    const answer = await call('POST', '/labour/worker/add', P1, worker({ idCode: '110101199003079999', teamId: otherTeam.result.id }));
    expect(answer.message).toBe('所属班组的值不在可选范围内');
  });

  it('drops id, audit fields and labels from the body but rejects unknown fields', async () => {
    const answer = await call(
      'POST',
      '/labour/worker/add',
      P1,
      worker({ idCode: '110101199003070001', id: 'chosen', createBy: 'mallory', empSex_dictText: '男', tenantId: 'x' }),
    );
    expect(answer.message).toBe('不允许的字段：tenantId');
    const accepted = await call(
      'POST',
      '/labour/worker/add',
      P1,
      worker({ idCode: '110101199003070001', id: 'chosen', createBy: 'mallory', empSex_dictText: '男' }),
    );
    expect(accepted.result.id).not.toBe('chosen');
    expect(accepted.result.createBy).toBe('tester');
  });

  it('needs a chosen project for project screens', async () => {
    expect(await call('GET', '/labour/worker/list', {})).toMatchObject({ success: false, message: '请先选择项目' });
    expect((await call('POST', '/labour/worker/add', {}, worker())).message).toBe('请先选择项目');
  });

  it('shows each project only its own workers, also by id', async () => {
    const p2List = await t.page('/labour/worker/list', P2);
    expect(p2List.records.map((record) => record.empName)).toEqual(['李四']);
    const p1Worker = (await t.page('/labour/worker/list?idCode=110101199003071234', P1)).records[0];
    expect((await call('GET', `/labour/worker/queryById?id=${p1Worker.id}`, P1)).result).toMatchObject({ id: p1Worker.id, empSex_dictText: '男' });
    expect(await call('GET', `/labour/worker/queryById?id=${p1Worker.id}`, P2)).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('edits with a partial body validated as the merged record, keeping read-only fields', async () => {
    const target = (await t.page('/labour/worker/list?idCode=110101199003071234', P1)).records[0];
    const answer = await call('PUT', '/labour/worker/edit', P1, { id: target.id, empPhon: '13900001111', idCode: '110101199003078888' });
    expect(answer).toMatchObject({ success: true, message: '编辑成功!' });
    const after = (await call('GET', `/labour/worker/queryById?id=${target.id}`, P1)).result;
    expect(after).toMatchObject({ empPhon: '13900001111', idCode: '110101199003071234', empName: '张三', jobName: '001', updateBy: 'tester' });
    expect(after.updateTime).toMatch(TIMESTAMP);
    expect(after.createTime).toBe(target.createTime);
  });

  it('accepts POST for edit and leaves the row unchanged when the merged record is invalid', async () => {
    const target = (await t.page('/labour/worker/list?idCode=110101199003071234', P1)).records[0];
    const answer = await call('POST', '/labour/worker/edit', P1, { id: target.id, empPhon: '999', empName: '张三丰' });
    expect(answer).toMatchObject({ success: false, message: '请输入正确手机号' });
    expect((await call('GET', `/labour/worker/queryById?id=${target.id}`, P1)).result).toMatchObject({ empName: '张三', empPhon: '13900001111' });
  });

  it('answers 未找到对应数据 when editing a missing record or one of another project', async () => {
    const target = (await t.page('/labour/worker/list?idCode=110101199003071234', P1)).records[0];
    expect((await call('PUT', '/labour/worker/edit', P1, { id: 'nope', empName: '王五' })).message).toBe('未找到对应数据');
    expect((await call('PUT', '/labour/worker/edit', P1, { empName: '王五' })).message).toBe('未找到对应数据');
    expect((await call('PUT', '/labour/worker/edit', P2, { id: target.id, empName: '王五' })).message).toBe('未找到对应数据');
  });

  it('passes write-only values to hooks without storing them, and a hook refusal writes nothing', async () => {
    const user = { username: 'hook_user', realname: '钩子', password: 'S3cret!pass', phone: '13700000000' };
    const added = await call('POST', '/sys/user/add', {}, user);
    expect(added.success).toBe(true);
    const ctx = seenWrites.at(-1)!;
    expect(ctx).toMatchObject({ mode: 'add', id: added.result.id, writeOnly: { password: 'S3cret!pass' } });
    expect(ctx.record).not.toHaveProperty('password');
    expect(added.result).not.toHaveProperty('password');
    const row = await t.db.selectFrom('sys_user').selectAll().where('id', '=', added.result.id).executeTakeFirstOrThrow();
    expect(Object.values(row)).not.toContain('S3cret!pass');

    const refused = await call('POST', '/sys/user/add', {}, { ...user, username: 'refused_user', phone: '13700000001', password: 'refuse-me' });
    expect(refused).toMatchObject({ success: false, message: '密码不符合要求' });
    expect(await t.db.selectFrom('sys_user').select('id').where('username', '=', 'refused_user').executeTakeFirst()).toBeUndefined();
  });

  it('deletes one record of the project and refuses ids of other projects without deleting anything', async () => {
    const p1 = (await t.page('/labour/worker/list', P1)).records;
    const p2 = (await t.page('/labour/worker/list', P2)).records;
    const mixed = await call('DELETE', `/labour/worker/deleteBatch?ids=${p1[0].id},${p2[0].id}`, P1);
    expect(mixed).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await t.page('/labour/worker/list', P1)).total).toBe(p1.length);

    expect(await call('DELETE', `/labour/worker/delete?id=${p2[0].id}`, P1)).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await call('DELETE', `/labour/worker/delete?id=${p2[0].id}`, P2)).toMatchObject({ success: true, message: '删除成功!' });
    expect((await t.page('/labour/worker/list', P2)).total).toBe(0);
  });

  it('deletes a batch of records', async () => {
    const records = (await t.page('/labour/worker/list', P1)).records;
    expect(records.length).toBeGreaterThan(1);
    const ids = records.map((record) => record.id).join(',');
    expect(await call('DELETE', `/labour/worker/deleteBatch?ids=${ids}`, P1)).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await t.page('/labour/worker/list', P1)).total).toBe(0);
  });

  it('deletes the items of a dictionary with the dictionary', async () => {
    const dict = await call('POST', '/sys/dict/add', {}, { dictName: '临时', dictCode: 'temp_dict' });
    await call('POST', '/sys/dictItem/add', {}, { dictId: dict.result.id, itemText: '甲', itemValue: 'a' });
    expect((await t.page(`/sys/dictItem/list?dictId=${dict.result.id}`, {})).total).toBe(1);
    expect((await call('DELETE', `/sys/dict/delete?id=${dict.result.id}`, {})).success).toBe(true);
    expect(await t.db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dict.result.id).execute()).toEqual([]);
  });
});
