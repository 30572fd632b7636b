import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../runtime/core/http/envelope';
import { authDb } from '../../runtime/server/auth/authDb';
import type { DepartNode, PickerUser } from '../../runtime/core/picker/picker.types';
import { backends, startTestApp, type TestApp } from './harness';

function flatten(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe.each(backends())('department and user pickers on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<'admin' | 'zhangwei' | 'lisi' | 'wangfang', string>;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    tokens = { admin: await t.login('admin'), zhangwei: await t.login('zhangwei'), lisi: await t.login('lisi'), wangfang: await t.login('wangfang') };
  });
  afterAll(() => t.close());

  const names = (nodes: DepartNode[]) => flatten(nodes).map((node) => node.departName);

  describe('department tree', () => {
    it('shows an administrator the company with its departments and every project, as id/key/title nodes', async () => {
      const { body } = await t.get<DepartNode[]>('/api/sys/sysDepart/queryTreeList', { token: tokens.admin });
      expect(body.success).toBe(true);
      expect(body.result).toHaveLength(1);
      const [company] = body.result;
      expect(company).toMatchObject({ departName: '华泰化学工程建设有限公司', key: company.id, title: '华泰化学工程建设有限公司', isLeaf: false });
      expect(company.children.map((node) => node.title)).toEqual([
        '工程部',
        '安全质量部',
        '物资部',
        '财务部',
        '宁波石化二期项目',
        '连云港炼化一体化项目',
        '惠州乙烯装置项目',
      ]);
    });

    it('hides projects a user is not a member of, but not the departments', async () => {
      const { body } = await t.get<DepartNode[]>('/api/sys/sysDepart/queryTreeList', { token: tokens.lisi });
      expect(names(body.result)).toEqual(['华泰化学工程建设有限公司', '工程部', '安全质量部', '物资部', '财务部', '宁波石化二期项目']);
    });

    it('searches by name and answers the matches with the organisations above them', async () => {
      const { body } = await t.get<DepartNode[]>('/api/sys/sysDepart/searchBy', { token: tokens.zhangwei, query: { keyWord: '项目' } });
      expect(names(body.result)).toEqual(['华泰化学工程建设有限公司', '宁波石化二期项目', '连云港炼化一体化项目']);
      const none = await t.get<DepartNode[]>('/api/sys/sysDepart/searchBy', { token: tokens.zhangwei, query: { keyWord: '惠州' } });
      expect(none.body.result).toEqual([]);
    });

    it('looks names up by id or organisation code, only among departments the caller may see', async () => {
      const ids = [await t.departId('物资部'), await t.departId('惠州乙烯装置项目')];
      const admin = await t.get<{ id: string; departName: string; orgCode: string }[]>('/api/sys/sysDepart/queryByIds', {
        token: tokens.admin,
        query: { ids: `${ids.join(',')},` },
      });
      expect(admin.body.result.map((depart) => depart.departName).sort()).toEqual(['惠州乙烯装置项目', '物资部'].sort());
      const lisi = await t.get<{ departName: string }[]>('/api/sys/sysDepart/queryByIds', { token: tokens.lisi, query: { ids: ids.join(',') } });
      expect(lisi.body.result.map((depart) => depart.departName)).toEqual(['物资部']);
      const byCode = await t.get<{ departName: string }[]>('/api/sys/sysDepart/queryByIds', { token: tokens.lisi, query: { ids: 'A01', field: 'orgCode' } });
      expect(byCode.body.result.map((depart) => depart.departName)).toEqual(['华泰化学工程建设有限公司']);
    });

    it('refuses a field that is not a department key, with a Chinese message', async () => {
      const { body } = await t.get('/api/sys/sysDepart/queryByIds', { token: tokens.admin, query: { ids: 'x', field: 'depart_name' } });
      expect(body).toMatchObject({ success: false, message: '不支持的字段：depart_name' });
    });
  });

  describe('user lists', () => {
    it('pages users for any signed-in user with the picker columns only, newest first by default', async () => {
      const { body } = await t.get<Page<PickerUser & Record<string, unknown>>>('/api/sys/user/queryPageListInfo', {
        token: tokens.lisi,
        query: { pageNo: '1', pageSize: '10' },
      });
      expect(body.success).toBe(true);
      expect(body.result.total).toBe(15);
      expect(body.result.records).toHaveLength(10);
      // The demo accounts share a creation second, so 张伟 is looked for among all of them, not on page 1.
      const all = await t.get<Page<PickerUser & Record<string, unknown>>>('/api/sys/user/queryPageListInfo', {
        token: tokens.lisi,
        query: { pageNo: '1', pageSize: '20' },
      });
      const zhang = all.body.result.records.find((user) => user.username === 'zhangwei');
      expect(zhang).toMatchObject({ realname: '张伟', sex: '1', phone: '13912345678' });
      expect(zhang?.orgCodeTxt).toBe('宁波石化二期项目');
      expect(Object.keys(zhang ?? {}).sort()).toEqual(['birthday', 'createTime', 'id', 'orgCodeTxt', 'phone', 'realname', 'sex', 'username']);
    });

    it('filters by name (also in the *x* form) and by department membership', async () => {
      const byName = await t.get<Page<PickerUser>>('/api/sys/user/queryPageListInfo', { token: tokens.zhangwei, query: { realname: '*张*' } });
      expect(byName.body.result.records.map((user) => user.username)).toEqual(['zhangwei']);
      const project = await t.departId('宁波石化二期项目');
      const members = await t.get<Page<PickerUser>>('/api/sys/user/queryPageListInfo', {
        token: tokens.zhangwei,
        query: { departId: project, column: 'username', order: 'asc', pageSize: '20' },
      });
      // The inspection staff (赵强, 吴军, 孙丽, 周杰), the material staff (陈静, 刘洋) and the technical staff (高明, 何欣) the 焊接质检员 (钱磊) and the 设备管理员 (郑宇) work on every demo project, 班组长 徐海 on two.
      expect(members.body.result.records.map((user) => user.username)).toEqual([
        'chenjing',
        'gaoming',
        'hexin',
        'lisi',
        'liuyang',
        'qianlei',
        'sunli',
        'wujun',
        'xuhai',
        'zhangwei',
        'zhaoqiang',
        'zhengyu',
        'zhoujie',
      ]);
    });

    it('refuses a department the caller may not see and a sort column that is not offered', async () => {
      const foreign = await t.departId('惠州乙烯装置项目');
      expect((await t.get('/api/sys/user/queryPageListInfo', { token: tokens.lisi, query: { departId: foreign } })).body).toMatchObject({
        success: false,
        message: '部门不存在或无权查看',
      });
      expect((await t.get('/api/sys/user/queryPageListInfo', { token: tokens.lisi, query: { column: 'email' } })).body).toMatchObject({
        success: false,
        message: '不支持的排序字段：email',
      });
      expect((await t.get('/api/sys/user/queryPageListInfo', { token: tokens.lisi, query: { email: '*example*' } })).body.result).toMatchObject({ total: 15 });
    });

    it('lists the users of a department and of the departments below it, within what the caller may see', async () => {
      const company = await t.departId('华泰化学工程建设有限公司');
      const usernames = (page: Page<PickerUser>) => page.records.map((user) => user.username).sort();
      const admin = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', { token: tokens.admin, query: { id: company, pageSize: '20' } });
      expect(admin.body.result).toMatchObject({ total: 15, current: 1 });
      expect(usernames(admin.body.result)).toEqual([
        'admin',
        'chenjing',
        'gaoming',
        'hexin',
        'lisi',
        'liuyang',
        'qianlei',
        'sunli',
        'wangfang',
        'wujun',
        'xuhai',
        'zhangwei',
        'zhaoqiang',
        'zhengyu',
        'zhoujie',
      ]);
      // 惠州乙烯装置项目 (wangfang's) is not in lisi's tree, so its members are not under the company for her.
      const lisi = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', { token: tokens.lisi, query: { id: company, pageSize: '20' } });
      expect(usernames(lisi.body.result)).toEqual([
        'admin',
        'chenjing',
        'gaoming',
        'hexin',
        'lisi',
        'liuyang',
        'qianlei',
        'sunli',
        'wujun',
        'xuhai',
        'zhangwei',
        'zhaoqiang',
        'zhengyu',
        'zhoujie',
      ]);
      const project = await t.departId('宁波石化二期项目');
      const members = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', {
        token: tokens.zhangwei,
        query: { id: project, pageNo: '1', pageSize: '1' },
      });
      expect(members.body.result).toMatchObject({ total: 13, pages: 13 });
      expect(members.body.result.records).toHaveLength(1);
    });

    it("searches a department's users by account and name, newest first", async () => {
      const project = await t.departId('宁波石化二期项目');
      const byName = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', { token: tokens.zhangwei, query: { id: project, realname: '李' } });
      expect(byName.body.result.records.map((user) => user.username)).toEqual(['lisi']);
      const byAccount = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', {
        token: tokens.zhangwei,
        query: { id: project, username: '*zhang*' },
      });
      expect(byAccount.body.result.records.map((user) => user.realname)).toEqual(['张伟']);
      const company = await t.departId('华泰化学工程建设有限公司');
      const all = await t.get<Page<PickerUser>>('/api/sys/user/queryUserByDepId', { token: tokens.admin, query: { id: company } });
      const times = all.body.result.records.map((user) => user.createTime ?? '');
      expect(times).toEqual([...times].sort().reverse());
    });

    it('refuses a user-by-department call without a department or for one the caller may not see', async () => {
      expect((await t.get('/api/sys/user/queryUserByDepId', { token: tokens.lisi })).body).toMatchObject({ success: false, message: '请选择部门' });
      const foreign = await t.departId('惠州乙烯装置项目');
      expect((await t.get('/api/sys/user/queryUserByDepId', { token: tokens.lisi, query: { id: foreign } })).body).toMatchObject({
        success: false,
        message: '部门不存在或无权查看',
      });
      expect((await t.get('/api/sys/user/queryUserByDepId', { token: tokens.lisi, query: { id: 'no-such-depart' } })).body).toMatchObject({
        success: false,
        message: '部门不存在或无权查看',
      });
    });

    it('looks users up by username or id for labels, leaving out users of other tenants', async () => {
      const byName = await t.get<PickerUser[]>('/api/sys/user/getMultiUser', { token: tokens.lisi, query: { username: 'zhangwei,wangfang,nobody,' } });
      expect(byName.body.result.map((user) => user.realname).sort()).toEqual(['张伟', '王芳'].sort());
      const wang = byName.body.result.find((user) => user.username === 'wangfang')!;
      const byId = await t.get<PickerUser[]>('/api/sys/user/getMultiUser', { token: tokens.lisi, query: { id: wang.id } });
      expect(byId.body.result.map((user) => user.username)).toEqual(['wangfang']);

      await authDb(t.db).updateTable('sys_user').set({ tenant_id: 'other-tenant' }).where('username', '=', 'wangfang').execute();
      try {
        const hidden = await t.get<PickerUser[]>('/api/sys/user/getMultiUser', { token: tokens.lisi, query: { username: 'wangfang' } });
        expect(hidden.body.result).toEqual([]);
      } finally {
        await authDb(t.db)
          .updateTable('sys_user')
          .set({
            tenant_id: (await authDb(t.db).selectFrom('sys_user').select('tenant_id').where('username', '=', 'lisi').executeTakeFirstOrThrow()).tenant_id,
          })
          .where('username', '=', 'wangfang')
          .execute();
      }
      expect((await t.get('/api/sys/user/getMultiUser', { token: tokens.lisi })).body).toMatchObject({
        success: false,
        message: '请指定要查询的用户（username 或 id）',
      });
    });
  });

  it('answers 401 to a caller without a token on every picker call', async () => {
    for (const url of [
      '/api/sys/sysDepart/queryTreeList',
      '/api/sys/sysDepart/searchBy',
      '/api/sys/sysDepart/queryByIds',
      '/api/sys/user/queryPageListInfo',
      '/api/sys/user/queryUserByDepId',
      '/api/sys/user/getMultiUser',
    ]) {
      expect((await t.get(url)).status, url).toBe(401);
    }
  });
});
