import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { backends, startTestApp, type TestApp } from './harness';

describe.each(backends())('user accounts and passwords on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;

  const userCount = async (username: string) => (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).execute()).length;
  const userId = async (username: string) =>
    (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    adminToken = await t.login('admin');
  });
  afterAll(() => t.close());

  it('requires a password when a user is added, and writes nothing without one', async () => {
    const { body } = await t.post('/api/sys/user/add', { username: 'nopass', realname: '无密码' }, { token: adminToken });
    expect(body).toMatchObject({ success: false, message: '请输入登录密码!' });
    expect(await userCount('nopass')).toBe(0);
  });

  it('refuses a weak password with the policy message of shell-spec §5', async () => {
    for (const weak of ['short1!', 'lettersonly!', 'Letters1234', '12345678!']) {
      const { body } = await t.post('/api/sys/user/add', { username: 'weakpass', realname: '弱密码', password: weak }, { token: adminToken });
      expect(body).toMatchObject({ success: false, message: '密码由8位数字、大小写字母和特殊符号组成!' });
    }
    expect(await userCount('weakpass')).toBe(0);
  });

  it('lets a new user sign in with the password given on add, and never returns it', async () => {
    const added = await t.post('/api/sys/user/add', { username: 'newuser', realname: '新用户', password: 'Good#Pass1' }, { token: adminToken });
    expect(added.body.success).toBe(true);
    expect(await t.login('newuser', 'Good#Pass1')).toMatch(/^[0-9a-f]{64}$/);
    const record = await t.get<Record<string, unknown>>('/api/sys/user/queryById', { token: adminToken, query: { id: await userId('newuser') } });
    expect(record.body.result).not.toHaveProperty('password');
  });

  it('keeps the password when an edit leaves it empty and resets it when one is given', async () => {
    const id = await userId('newuser');
    const keep = await t.request('PUT', '/api/sys/user/edit', { token: adminToken, body: { id, username: 'newuser', realname: '新用户甲', password: '' } });
    expect(keep.body.success).toBe(true);
    await t.login('newuser', 'Good#Pass1');
    const reset = await t.request('PUT', '/api/sys/user/edit', {
      token: adminToken,
      body: { id, username: 'newuser', realname: '新用户甲', password: 'Other#Pass2' },
    });
    expect(reset.body.success).toBe(true);
    await expect(t.login('newuser', 'Good#Pass1')).rejects.toThrow('用户名或密码错误');
  });

  it('ends a deleted user’s sessions at once, and removes their credentials when purged from the recycle bin', async () => {
    await t.post('/api/sys/user/add', { username: 'goner', realname: '将删除', password: 'Gone#Pass1' }, { token: adminToken });
    const token = await t.login('goner', 'Gone#Pass1');
    const id = await userId('goner');
    const removed = await t.request('DELETE', '/api/sys/user/delete', { token: adminToken, query: { id } });
    expect(removed.body.success).toBe(true);
    expect(await authDb(t.db).selectFrom('sys_token').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token })).status).toBe(401);
    const purged = await t.request('DELETE', '/api/sys/user/deleteRecycleBin', { token: adminToken, query: { ids: id } });
    expect(purged.body.success).toBe(true);
    expect(await authDb(t.db).selectFrom('sys_user_credential').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('never deletes the admin account, alone or in a batch', async () => {
    const adminId = await userId('admin');
    const single = await t.request('DELETE', '/api/sys/user/delete', { token: adminToken, query: { id: adminId } });
    expect(single.body).toMatchObject({ success: false, message: '不能删除超级管理员' });
    await t.post('/api/sys/user/add', { username: 'bystander', realname: '旁观者', password: 'Some#Pass1' }, { token: adminToken });
    const batch = await t.request('DELETE', '/api/sys/user/deleteBatch', { token: adminToken, query: { ids: `${await userId('bystander')},${adminId}` } });
    expect(batch.body).toMatchObject({ success: false, message: '不能删除超级管理员' });
    expect(await userCount('admin')).toBe(1);
    expect(await userCount('bystander')).toBe(1);
    await t.login('admin');
  });
});
