import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfLogEntry, SelfProfile, SelfSession } from '../../runtime/core/account/account.types';
import { authDb } from '../../runtime/server/auth/authDb';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { until } from './poll';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PROFILE = { realname: '李四', sex: '2', birthday: '1991-03-08', phone: '13700009999', email: 'lisi@site.com.cn' };

describe.each(backends())('the account centre (/api/sys/user/self) on %s', (backend) => {
  let t: TestApp;

  const profileOf = async (token: string) => (await t.get<SelfProfile>('/api/sys/user/self/profile', { token })).body.result;
  const userRow = (username: string) =>
    authDb(t.db)
      .selectFrom('sys_user')
      .select(['id', 'username', 'role_ids', 'depart_ids', 'status', 'phone'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(() => t.close());

  it('shows the caller’s own card with their projects and roles', async () => {
    const profile = await profileOf(await t.login('zhangwei'));
    expect(profile.username).toBe('zhangwei');
    expect(profile.memberships.some((membership) => membership.isProject)).toBe(true);
    expect(profile.roles.length).toBeGreaterThan(0);
  });

  it('saves the caller’s own personal fields and ignores username, roles, departments and status in the body', async () => {
    const token = await t.login('lisi');
    const before = await userRow('lisi');
    const { status, body } = await t.post<SelfProfile>(
      '/api/sys/user/self/profile',
      { ...PROFILE, username: 'lisi2', roleIds: 'admin', departIds: '', status: '2', id: (await userRow('zhangwei')).id },
      { token },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '个人信息已保存', result: PROFILE });
    expect(await profileOf(token)).toMatchObject(PROFILE);
    const after = await userRow('lisi');
    expect(after).toEqual({ ...before, phone: PROFILE.phone });
    expect((await userRow('zhangwei')).phone).not.toBe(PROFILE.phone);
  });

  it.each([
    [{ phone: '12345' }, 400, '请输入正确手机号'],
    [{ email: 'lisi@site' }, 400, '邮箱格式不正确'],
    [{ realname: '' }, 400, '请输入姓名'],
    [{ phone: '13800000001' }, 409, '该手机号已被其他账号使用'],
  ])('refuses %o with %i and its message and changes nothing', async (values, status, message) => {
    const token = await t.login('lisi');
    await authDb(t.db).updateTable('sys_user').set({ phone: '13800000001' }).where('username', '=', 'zhangwei').execute();
    const before = await profileOf(token);
    const answer = await t.post('/api/sys/user/self/profile', { ...PROFILE, realname: '改过的名字', ...values }, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, message });
    expect(await profileOf(token)).toEqual(before);
  });

  it('saves an uploaded avatar and refuses a path the upload API did not store', async () => {
    const token = await t.login('lisi');
    const form = multipartForm({ biz: 'avatar' }, [{ field: 'file', fileName: 'me.png', content: PNG }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': token },
    });
    const path = (uploaded.json() as { message: string }).message;
    expect((await t.post('/api/sys/user/self/avatar', { avatar: path }, { token })).body).toMatchObject({ success: true, result: { avatar: path } });
    expect((await profileOf(token)).avatar).toBe(path);
    for (const avatar of ['avatar/20260101/none.png', '../secret.png', 'labour/x.png', '']) {
      const refused = await t.post('/api/sys/user/self/avatar', { avatar }, { token });
      expect(refused).toMatchObject({ status: 400, body: { success: false, message: '请先上传头像图片' } });
    }
    expect((await profileOf(token)).avatar).toBe(path);
  });

  it('lists the caller’s own sessions and signs out another of them, never the current one nor someone else’s', async () => {
    const other = await t.login('sunli');
    const current = await t.login('sunli');
    const someoneElse = await t.login('zhangwei');
    const sessions = (await t.get<SelfSession[]>('/api/sys/user/self/sessions', { token: current })).body.result;
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const zhangweiSession = (await t.get<SelfSession[]>('/api/sys/user/self/sessions', { token: someoneElse })).body.result.find((session) => session.current);
    expect(sessions.map((session) => session.id)).not.toContain(zhangweiSession?.id);

    const refused = await t.post('/api/sys/user/self/sessions/signOut', { id: zhangweiSession?.id }, { token: current });
    expect(refused).toMatchObject({ status: 404, body: { success: false, message: '会话不存在或已下线' } });
    expect((await t.get('/api/sys/user/self/profile', { token: someoneElse })).status).toBe(200);

    const own = sessions.find((session) => session.current)?.id;
    expect((await t.post('/api/sys/user/self/sessions/signOut', { id: own }, { token: current })).status).toBe(400);

    const otherId = (await t.get<SelfSession[]>('/api/sys/user/self/sessions', { token: other })).body.result.find((session) => session.current)?.id;
    const signedOut = await t.post('/api/sys/user/self/sessions/signOut', { id: otherId }, { token: current });
    expect(signedOut.body).toMatchObject({ success: true, message: '该会话已下线' });
    expect((await t.get('/api/sys/user/self/profile', { token: other })).status).toBe(401);
    expect((await t.get('/api/sys/user/self/profile', { token: current })).status).toBe(200);
  });

  it('shows the caller’s own latest actions only, newest first', async () => {
    const chenjing = await t.login('chenjing');
    const zhangwei = await t.login('zhangwei');
    await t.post('/api/sys/user/self/profile', { realname: '张伟' }, { token: zhangwei });
    await t.post('/api/sys/user/self/profile', { realname: '陈静', phone: 'bad' }, { token: chenjing });
    const logs = await until(
      async () => (await t.get<SelfLogEntry[]>('/api/sys/user/self/logs', { token: chenjing })).body.result,
      (entries) => entries.some((entry) => entry.result === '请输入正确手机号'),
    );
    // Entries of the same second have no order among them (operate_time is kept to the second).
    expect(logs.filter((entry) => entry.time === logs[0].time)).toContainEqual(
      expect.objectContaining({ action: 'POST /api/sys/user/self/profile', result: '请输入正确手机号' }),
    );
    expect(logs.some((entry) => entry.action === '登录')).toBe(true);
    const chenjingId = (await userRow('chenjing')).id;
    const owners = await authDb(t.db)
      .selectFrom('sys_log')
      .select('userid')
      .where(
        'id',
        'in',
        logs.map((entry) => entry.id),
      )
      .execute();
    expect(owners.map((row) => row.userid)).toEqual(logs.map(() => chenjingId));
    expect(logs.map((entry) => entry.time)).toEqual([...logs.map((entry) => entry.time)].sort().reverse());
  });

  it('needs a signed-in caller', async () => {
    for (const url of ['/api/sys/user/self/profile', '/api/sys/user/self/sessions', '/api/sys/user/self/logs', '/api/sys/user/self/noticeSwitches'])
      expect((await t.get(url)).status).toBe(401);
  });
});
