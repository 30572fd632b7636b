import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Row = Record<string, unknown> & { id: string };

describe.each(backends())('项目成员 roles grant their permissions in that project only, on %s', (backend) => {
  let t: TestApp;
  let projectA: string;
  let projectB: string;
  let userId: string;
  let token: string;
  /** 张伟, project manager of the first two projects: he may edit their members. */
  const manager = {} as Record<'a' | 'b', CallOptions>;
  const PASSWORD = 'Role#Test2026';
  const inA = () => ({ token, projectId: projectA });
  const inB = () => ({ token, projectId: projectB });
  const safetyList = (options: CallOptions) => t.get('/api/safety/inspection/list', options);
  const codes = async (options: CallOptions) =>
    (await t.get<{ codeList: string[] }>('/api/sys/permission/getUserPermissionByToken', options)).body.result.codeList;
  const memberRow = async (projectId: string) =>
    (await t.db
      .selectFrom('proj_member')
      .select(['id', 'project_role'])
      .where('user_id', '=', userId)
      .where('project_id', '=', projectId)
      .executeTakeFirst()) as Row | undefined;
  const addMember = (projectRole: string, options: CallOptions) =>
    t.post<Row>('/api/project/member/add', { userId, projectRole, joinDate: '2026-05-01' }, options);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    [projectA, projectB] = await Promise.all(PROJECT_NAMES.slice(0, 2).map((name) => t.departId(name)));
    const zhangwei = await t.login('zhangwei');
    manager.a = { token: zhangwei, projectId: projectA };
    manager.b = { token: zhangwei, projectId: projectB };
    const added = await t.post(
      '/api/sys/user/add',
      { username: 'wangwu', realname: '王五', password: PASSWORD, status: '1' },
      { token: await t.login('admin') },
    );
    expect(added.body, added.body.message).toMatchObject({ success: true });
    userId = String((await t.db.selectFrom('sys_user').select('id').where('username', '=', 'wangwu').executeTakeFirstOrThrow()).id);
    token = await t.login('wangwu', PASSWORD);
    // The first test file of a run builds the demo template; on a loaded machine that outlasts the default hook timeout.
  }, 900_000);
  afterAll(() => t.close());

  it('lets a user without the global 安全员 role list safety inspections only in the project that made him 安全员', async () => {
    expect((await safetyList({ token })).status).toBe(403);
    expect((await addMember('safety_officer', manager.a)).body).toMatchObject({ success: true });
    expect((await addMember('labour_clerk', manager.b)).body).toMatchObject({ success: true });

    const listed = await safetyList(inA());
    expect(listed.body, listed.body.message).toMatchObject({ success: true });
    expect((await safetyList(inB())).status).toBe(403);
    expect((await safetyList({ token })).status).toBe(403);
    // The permission list the launcher and menu are built from follows the project too.
    expect(await codes(inA())).toContain('safety:inspection:list');
    expect(await codes(inB())).not.toContain('safety:inspection:list');
    expect(await codes({ token })).not.toContain('safety:inspection:list');
  });

  it('takes the rights away at once when the role is changed or the membership removed', async () => {
    const member = (await memberRow(projectA))!;
    const changed = await t.request('PUT', '/api/project/member/edit', { ...manager.a, body: { id: member.id, userId, projectRole: 'labour_clerk' } });
    expect(changed.body, changed.body.message).toMatchObject({ success: true });
    expect((await safetyList(inA())).status).toBe(403);

    const back = await t.request('PUT', '/api/project/member/edit', { ...manager.a, body: { id: member.id, userId, projectRole: 'safety_officer' } });
    expect(back.body, back.body.message).toMatchObject({ success: true });
    expect((await safetyList(inA())).body).toMatchObject({ success: true });

    const removed = await t.request('DELETE', '/api/project/member/delete', { ...manager.a, query: { id: String(member.id) } });
    expect(removed.body, removed.body.message).toMatchObject({ success: true });
    expect((await safetyList(inA())).status).toBe(400);
    expect(await codes({ token })).not.toContain('safety:inspection:list');
  });

  it('offers every role but 管理员 as a project role: the field’s table dictionary is filtered (dictFilters)', async () => {
    const code = encodeURIComponent('sys_role,role_name,role_code,project_role');
    const options = await t.get<{ value: string; text: string }[]>(`/api/sys/dict/getDictItems/${code}`, manager.a);
    expect(options.body, options.body.message).toMatchObject({ success: true });
    const values = options.body.result.map((item) => item.value);
    expect(values).toEqual(expect.arrayContaining(['safety_officer', 'labour_clerk']));
    expect(values).not.toContain('admin');
    // The whole table, as another field may still name it, does offer it.
    const all = await t.get<{ value: string }[]>(`/api/sys/dict/getDictItems/${encodeURIComponent('sys_role,role_name,role_code')}`, manager.a);
    expect(all.body.result.map((item) => item.value)).toContain('admin');
    const searched = await t.get<{ value: string }[]>(`/api/sys/dict/loadDict/${code}`, { ...manager.a, query: { keyword: '管理员' } });
    expect(searched.body.result.map((item) => item.value)).not.toContain('admin');
    const labels = await t.get<string[]>(`/api/sys/dict/loadDictItem/${code}`, { ...manager.a, query: { key: 'admin,labour_clerk' } });
    expect(labels.body.result).toEqual(['劳务员']);
    // Only filters the screen declares: a made-up one is refused, not ignored.
    const unknown = await t.get(`/api/sys/dict/getDictItems/${encodeURIComponent('sys_role,role_name,role_code,everyone')}`, manager.a);
    expect(unknown.body).toMatchObject({ success: false, message: '字典Code不合法' });
  });

  it('never grants the administrator role as a project role, changing nothing', async () => {
    const refused = await addMember('admin', manager.a);
    expect(refused.body).toMatchObject({ success: false, message: '项目角色的值不在可选范围内' });
    expect(await memberRow(projectA)).toBeUndefined();

    const member = (await memberRow(projectB))!;
    const edit = await t.request('PUT', '/api/project/member/edit', { ...manager.b, body: { id: member.id, userId, projectRole: 'admin' } });
    expect(edit.body).toMatchObject({ success: false, message: '项目角色的值不在可选范围内' });
    expect((await memberRow(projectB))!.project_role).toBe('labour_clerk');
    expect((await t.get('/api/sys/user/list', inB())).status).toBe(403);
  });
});
