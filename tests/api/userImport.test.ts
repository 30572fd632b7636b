import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { readRows, workbookOf } from './workbookFiles';

describe.each(backends())('importing users on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;

  async function importUsers(content: Buffer): Promise<Envelope<string | null>> {
    const form = multipartForm({}, [{ field: 'files[]', fileName: '用户.xlsx', content }]);
    const headers = { ...form.headers, 'x-access-token': String(admin.token) };
    return (await t.app.inject({ method: 'POST', url: '/api/sys/user/importExcel', payload: form.payload, headers })).json() as Envelope<string | null>;
  }

  async function download(url: string): Promise<Buffer> {
    return (await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': String(admin.token) } })).rawPayload;
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = { token: await t.login('admin') };
  });
  afterAll(() => t.close());

  it('offers 登录密码 in the import template but never in an export', async () => {
    const [template] = await readRows(await download('/api/sys/user/exportXls?template=1'));
    expect(template).toContain('用户账号');
    expect(template).toContain('登录密码');
    const [exported] = await readRows(await download('/api/sys/user/exportXls'));
    expect(exported).toContain('用户账号');
    expect(exported).not.toContain('登录密码');
  });

  it('refuses a file with a weak password whole, and its error file holds no password', async () => {
    const header = ['用户账号', '用户姓名', '性别', '登录密码'];
    const answer = await importUsers(await workbookOf([header, ['imp_user1', '导入一', '男', 'Import#2026a'], ['imp_user2', '导入二', '女', '123456']]));
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/^文件导入失败：1行数据有错误，未导入任何数据。第3行：/);
    expect(await t.db.selectFrom('sys_user').select('id').where('username', 'in', ['imp_user1', 'imp_user2']).execute()).toEqual([]);
    const errorRows = await readRows(await download(`/api/sys/common/static/${encodeURI(String(answer.result))}`));
    expect(JSON.stringify(errorRows)).not.toContain('Import#2026a');
    expect(JSON.stringify(errorRows)).not.toContain('123456');
  });

  it('creates users from a clean file, who sign in with the password of their row', async () => {
    const header = ['用户账号', '用户姓名', '性别', '登录密码'];
    const answer = await importUsers(await workbookOf([header, ['imp_user3', '导入三', '男', 'Import#2026b']]));
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const stored = await t.db.selectFrom('sys_user').select(['realname', 'sex']).where('username', '=', 'imp_user3').executeTakeFirstOrThrow();
    expect(stored).toEqual({ realname: '导入三', sex: '1' });
    expect(await t.login('imp_user3', 'Import#2026b')).toMatch(/\S+/);
  });

  it('refuses a row without a password, as 新增 does', async () => {
    const answer = await importUsers(
      await workbookOf([
        ['用户账号', '用户姓名'],
        ['imp_user4', '导入四'],
      ]),
    );
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('第2行：');
    expect(await t.db.selectFrom('sys_user').select('id').where('username', '=', 'imp_user4').execute()).toEqual([]);
  });
});
