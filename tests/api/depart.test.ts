import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface CurrentDeparts {
  list: { id: string; orgCode: string; departName: string }[];
  orgCode: string;
}

describe.each(backends())('department switch on %s', (backend) => {
  let t: TestApp;

  const departsOf = async (token: string) => (await t.get<CurrentDeparts>('/api/sys/user/getCurrentUserDeparts', { token })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(() => t.close());

  it('switches a user with two projects to the second one, which login and the department list then report', async () => {
    const token = await t.login('zhangwei');
    const before = await departsOf(token);
    expect(before.list).toHaveLength(2);
    expect(before.orgCode).toBe(before.list[0].orgCode);
    const target = before.list[1];

    const { body } = await t.post<{ userInfo: { username: string; orgCode: string } }>(
      '/api/sys/selectDepart',
      { orgCode: target.orgCode, username: 'zhangwei' },
      { token },
    );
    expect(body.success, body.message).toBe(true);
    expect(body.result.userInfo).toMatchObject({ username: 'zhangwei', orgCode: target.orgCode });
    expect((await departsOf(token)).orgCode).toBe(target.orgCode);

    const login = await t.post<{ userInfo: { orgCode: string } }>('/api/sys/login', { username: 'zhangwei', password: TEST_ADMIN_PASSWORD });
    expect(login.body.result.userInfo.orgCode).toBe(target.orgCode);
  });

  it('refuses a department the user is not in, and changes nothing', async () => {
    const token = await t.login('lisi');
    const before = await departsOf(token);
    const foreign = await authDb(t.db)
      .selectFrom('sys_depart')
      .select('org_code')
      .where(
        'id',
        'not in',
        before.list.map((depart) => depart.id),
      )
      .where('org_code', 'is not', null)
      .executeTakeFirstOrThrow();
    const { body } = await t.post('/api/sys/selectDepart', { orgCode: foreign.org_code, username: 'lisi' }, { token });
    expect(body).toMatchObject({ success: false, message: '您不属于该部门，无法切换' });
    expect((await departsOf(token)).orgCode).toBe(before.orgCode);
  });

  it('requires a department and refuses switching someone else', async () => {
    const token = await t.login('lisi');
    expect((await t.post('/api/sys/selectDepart', { orgCode: '', username: 'lisi' }, { token })).body).toMatchObject({ success: false, message: '请选择部门' });
    const { orgCode } = await departsOf(token);
    expect((await t.post('/api/sys/selectDepart', { orgCode, username: 'zhangwei' }, { token })).body).toMatchObject({
      success: false,
      message: '只能切换自己的部门',
    });
  });

  it('lists no department for a user without one', async () => {
    const admin = await t.login('admin');
    const created = await t.post(
      '/api/sys/user/add',
      { username: 'nodepart', realname: '无部门', password: TEST_ADMIN_PASSWORD, status: '1' },
      { token: admin },
    );
    expect(created.body.success, created.body.message).toBe(true);
    expect(await departsOf(await t.login('nodepart'))).toEqual({ list: [], orgCode: '' });
  });
});
