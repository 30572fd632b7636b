import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TOO_DEEP_MESSAGE } from '../../runtime/server/sys/bodyBounds';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm } from './multipartForm';

/** JSON text of a value nested `depth` objects deep, built as text: JSON.stringify would overflow first. */
const nestedJson = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const loginBody = (extra: string): string => `{"username":"admin","password":${JSON.stringify(TEST_ADMIN_PASSWORD)},"extra":${extra}}`;

describe.each(backends())('request body bounds on %s', (backend) => {
  let t: TestApp;
  let admin: string;

  const send = (method: 'POST' | 'DELETE', url: string, payload: string, query: Record<string, string> = {}, token?: string) =>
    t.app.inject({ method, url, query, payload, headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) } });
  const tokenCount = async () =>
    (
      await t.db
        .selectFrom('sys_token')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('refuses a login whose body nests 50,000 levels deep, before signing anyone in', async () => {
    const tokensBefore = Number(await tokenCount());
    const answer = await send('POST', '/api/sys/login', loginBody(nestedJson(50_000)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 400, message: TOO_DEEP_MESSAGE });
    expect(Number(await tokenCount())).toBe(tokensBefore);
  });

  it('refuses a delete whose body nests 50,000 levels deep, and deletes nothing', async () => {
    const added = await t.post('/api/sys/role/add', { roleName: '深层角色', roleCode: 'deep_body_role' }, { token: admin });
    expect(added.body.success, added.body.message).toBe(true);
    const role = await authDb(t.db).selectFrom('sys_role').select('id').where('role_code', '=', 'deep_body_role').executeTakeFirstOrThrow();
    const answer = await send('DELETE', '/api/sys/role/delete', nestedJson(50_000), { id: role.id }, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: TOO_DEEP_MESSAGE });
    expect(await authDb(t.db).selectFrom('sys_role').select('id').where('id', '=', role.id).executeTakeFirst()).toEqual({ id: role.id });
  });

  it('accepts 64 levels, refuses 65, and does not count brackets inside strings', async () => {
    expect((await send('POST', '/api/sys/login', loginBody(nestedJson(63)))).json()).toMatchObject({ success: true });
    expect((await send('POST', '/api/sys/login', loginBody(nestedJson(64)))).statusCode).toBe(400);
    expect((await send('POST', '/api/sys/login', loginBody(JSON.stringify('[{\\"'.repeat(1000))))).json()).toMatchObject({ success: true });
  });

  it('refuses a JSON body over 1 MB with 413, and still answers malformed JSON with 400', async () => {
    const answer = await send('POST', '/api/sys/login', loginBody(JSON.stringify('x'.repeat(1024 * 1024))));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ success: false, code: 413, message: '请求数据过大' });
    expect((await send('POST', '/api/sys/login', '{"username":')).json()).toMatchObject({ success: false, code: 400, message: '请求参数错误' });
  });

  it('leaves multipart uploads to their own limit: a 3 MB file is stored', async () => {
    const form = multipartForm({ biz: 'temp' }, [{ field: 'file', fileName: 'notes.txt', content: Buffer.alloc(3 * 1024 * 1024, 'a') }]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': admin },
    });
    expect(answer.json()).toMatchObject({ success: true });
  });
});
