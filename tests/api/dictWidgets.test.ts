import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeNode } from '../../runtime/core/dict/treeNode';
import type { DictItem } from '../../runtime/server/dict/dictTables';
import { grantedUser } from './grantedUsers';
import { backends, startTestApp, type TestApp } from './harness';

type CategoryNode = TreeNode & { children?: CategoryNode[] };

describe.each(backends())('dictionary widgets and the category dictionary on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let projectId: string;

  const get = async <T>(url: string, query: Record<string, string> = {}, token = admin) => (await t.get<T>(url, { token, projectId, query })).body;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = await t.login('admin');
    const [project] = (await t.db.selectFrom('lab_team').select('project_id').limit(1).execute()).map((row) => String(row.project_id));
    projectId = project;
  });
  afterAll(() => t.close());

  describe('search select (loadDict)', () => {
    it('finds the items of a plain dictionary whose text contains the keyword, in order', async () => {
      const answer = await get<DictItem[]>('/api/sys/dict/loadDict/work_type', { keyword: '司机' });
      expect(answer.result).toEqual([
        { value: '014', text: '塔吊司机' },
        { value: '015', text: '施工升降机司机' },
      ]);
    });

    it('searches a table dictionary within the current project, at most pageSize rows', async () => {
      const teams = await t.db.selectFrom('lab_team').select(['team_name', 'project_id']).where('project_id', '=', projectId).execute();
      const name = String(teams[0].team_name);
      const found = (await get<DictItem[]>('/api/sys/dict/loadDict/lab_team,team_name,id', { keyword: name.slice(0, 2) })).result;
      expect(found.map((item) => item.text)).toContain(name);
      expect(found.every((item) => item.text.includes(name.slice(0, 2)))).toBe(true);
      expect((await get<DictItem[]>('/api/sys/dict/loadDict/lab_team,team_name,id', { pageSize: '2' })).result).toHaveLength(2);
    });

    it('treats the keyword as text, not as a LIKE pattern', async () => {
      expect((await get<DictItem[]>('/api/sys/dict/loadDict/lab_team,team_name,id', { keyword: '%' })).result).toEqual([]);
    });

    it.each(['pg_user,usename,usesysid', 'sys_user,password,id', 'lab_team,team_name,id,1=1'])('refuses the undeclared table dictionary %s', async (code) => {
      expect(await get(`/api/sys/dict/loadDict/${encodeURIComponent(code)}`, { keyword: 'a' })).toMatchObject({ success: false, message: '字典Code不合法' });
    });

    it('refuses an empty dictionary code', async () => {
      expect(await get('/api/sys/dict/loadDict/%20')).toMatchObject({ success: false, message: '字典Code不能为空!' });
    });
  });

  describe('labels of stored values (loadDictItem)', () => {
    it('answers the labels in the order of the keys and skips unknown ones', async () => {
      expect((await get<string[]>('/api/sys/dict/loadDictItem/work_type', { key: '010,zzz,001' })).result).toEqual(['焊工', '木工']);
    });
  });

  describe('enable/disable and order of dictionary items', () => {
    it('keeps a disabled item out of every choice list but labels stored values with it', async () => {
      const dict = (await get<{ records: { id: string }[] }>('/api/sys/dict/list', { dictCode: 'work_type' })).result.records[0];
      const items = (await get<{ records: { id: string; itemValue: string }[] }>('/api/sys/dictItem/list', { dictId: dict.id, itemValue: '014' })).result
        .records;
      const edit = (status: string) => t.request('PUT', '/api/sys/dictItem/edit', { token: admin, body: { id: items[0].id, status } });
      expect((await edit('0')).body.success).toBe(true);

      const all = (await get<DictItem[]>('/api/sys/dict/getDictItems/work_type')).result;
      expect(all.find((item) => item.value === '014')).toEqual({ value: '014', text: '塔吊司机', disabled: true });
      expect((await get<DictItem[]>('/api/sys/dict/loadDict/work_type', { keyword: '司机' })).result.map((item) => item.value)).toEqual(['015']);
      expect((await get<string[]>('/api/sys/dict/loadDictItem/work_type', { key: '014' })).result).toEqual(['塔吊司机']);
      expect((await get<Record<string, DictItem[]>>('/api/sys/dict/queryAllDictItems')).result.work_type.find((item) => item.value === '014')?.disabled).toBe(
        true,
      );

      expect((await edit('1')).body.success).toBe(true);
      expect((await get<DictItem[]>('/api/sys/dict/getDictItems/work_type')).result.find((item) => item.value === '014')).toEqual({
        value: '014',
        text: '塔吊司机',
      });
    });

    it('orders the items of every dictionary endpoint by their sort order', async () => {
      const dict = (await get<{ records: { id: string }[] }>('/api/sys/dict/list', { dictCode: 'work_type' })).result.records[0];
      const [item] = (await get<{ records: { id: string }[] }>('/api/sys/dictItem/list', { dictId: dict.id, itemValue: '015' })).result.records;
      expect((await t.request('PUT', '/api/sys/dictItem/edit', { token: admin, body: { id: item.id, sortOrder: 0 } })).body.success).toBe(true);
      expect((await get<DictItem[]>('/api/sys/dict/getDictItems/work_type')).result[0].value).toBe('015');
      expect((await get<DictItem[]>('/api/sys/dict/loadDict/work_type', { keyword: '司机' })).result.map((found) => found.value)).toEqual(['015', '014']);
      expect((await get<Record<string, DictItem[]>>('/api/sys/dict/queryAllDictItems')).result.work_type[0].value).toBe('015');
    });
  });

  describe('tree select (loadTreeData)', () => {
    const departTree = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };

    it('loads the roots, then the children of a node, each telling whether it has children', async () => {
      const roots = (await get<TreeNode[]>('/api/sys/dict/loadTreeData', departTree)).result;
      expect(roots.length).toBeGreaterThan(0);
      const parent = roots.find((node) => !node.isLeaf);
      expect(parent).toBeDefined();
      const children = (await get<TreeNode[]>('/api/sys/dict/loadTreeData', { ...departTree, pid: parent?.key ?? '' })).result;
      expect(children.length).toBeGreaterThan(0);
      expect(children.every((node) => node.parentId === parent?.key && node.value === node.key)).toBe(true);
    });

    it('filters by a JSON condition over declared columns', async () => {
      const company = (await get<TreeNode[]>('/api/sys/dict/loadTreeData', departTree)).result[0];
      const all = (await get<TreeNode[]>('/api/sys/dict/loadTreeData', { ...departTree, pid: company.key })).result;
      const first = all[0];
      const filtered = await get<TreeNode[]>('/api/sys/dict/loadTreeData', {
        ...departTree,
        pid: company.key,
        condition: JSON.stringify({ depart_name: first.title }),
      });
      expect(filtered.result.map((node) => node.key)).toEqual([first.key]);
    });

    it('refuses a condition that is not a JSON object with the spec message', async () => {
      for (const condition of ['depart_name=1', '[1]']) {
        expect(await get('/api/sys/dict/loadTreeData', { ...departTree, condition })).toMatchObject({
          success: false,
          message: 'condition传值有误，需要一个json字符串',
        });
      }
    });

    it('refuses tables and columns no screen declares', async () => {
      expect(await get('/api/sys/dict/loadTreeData', { ...departTree, tableName: 'pg_class' })).toMatchObject({ success: false, message: '字典Code不合法' });
      expect(await get('/api/sys/dict/loadTreeData', { ...departTree, text: 'password' })).toMatchObject({ success: false, message: '字典Code不合法' });
      expect(await get('/api/sys/dict/loadTreeData', { ...departTree, condition: '{"no_such_column":"1"}' })).toMatchObject({
        success: false,
        message: 'condition中的字段不存在：no_such_column',
      });
    });
  });

  describe('category dictionary', () => {
    const add = async (body: Record<string, unknown>, token = admin) =>
      (await t.request<{ id: string; code: string }>('POST', '/api/sys/category/add', { token, body })).body;

    it('gives new categories the next code under their parent and serves them as a lazy tree', async () => {
      const root = await add({ name: '机械设备', code: 'ignored' });
      expect(root.success, root.message).toBe(true);
      const roots = (await get<CategoryNode[]>('/api/sys/category/loadTreeRoot', { async: 'true', pcode: '0' })).result;
      expect(roots.map((node) => node.code)).toEqual(['A01', 'A02', 'A03']);
      const mine = roots.find((node) => node.title === '机械设备');
      expect(mine).toMatchObject({ key: root.result.id, value: root.result.id, code: 'A03', isLeaf: true });

      const first = await add({ name: '起重机械', pid: root.result.id });
      const second = await add({ name: '土方机械', pid: root.result.id });
      expect([first.result.code, second.result.code]).toEqual(['A03A01', 'A03A02']);

      expect((await get<CategoryNode[]>('/api/sys/category/loadTreeRoot', { async: 'true', pcode: 'A03' })).result.map((node) => node.title)).toEqual([
        '起重机械',
        '土方机械',
      ]);
      expect((await get<CategoryNode[]>('/api/sys/category/loadTreeChildren', { pid: root.result.id })).result.map((node) => node.code)).toEqual([
        'A03A01',
        'A03A02',
      ]);
      const whole = (await get<CategoryNode[]>('/api/sys/category/loadTreeRoot', { async: 'false', pcode: '0' })).result.find((node) => node.code === 'A03');
      expect(whole?.children?.map((node) => node.title)).toEqual(['起重机械', '土方机械']);
      expect((await get<CategoryNode[]>('/api/sys/category/loadTreeRoot', { async: 'true', pcode: 'Z99' })).message).toBe('该编码【Z99】不存在，请核实!');
    });

    it('answers one category, labels of ids and every category under a code', async () => {
      const steel = (await get<{ id: string; name: string }>('/api/sys/category/loadOne', { field: 'code', val: 'A01A01' })).result;
      expect(steel.name).toBe('钢材');
      expect((await get('/api/sys/category/loadOne', { field: 'code', val: 'nothing' })).message).toBe('查询无果');
      expect((await get('/api/sys/category/loadOne', { field: 'create_by', val: 'admin' })).success).toBe(false);
      const cement = (await get<{ id: string }>('/api/sys/category/loadOne', { field: 'name', val: '水泥' })).result;
      expect((await get<string[]>('/api/sys/category/loadDictItem/', { ids: `${cement.id},missing,${steel.id}` })).result).toEqual(['水泥', '钢材']);
      expect((await get<DictItem[]>('/api/sys/category/loadAllData', { code: 'A01A01' })).result.map((item) => item.text)).toEqual([
        '钢材',
        '螺纹钢',
        '盘圆',
        '型钢',
      ]);
    });

    it('loads tree data by pcode with a JSON condition, and refuses any other condition', async () => {
      const answer = await get<CategoryNode[]>('/api/sys/category/loadTreeData', { pcode: 'A02', condition: '{"name":"触电"}' });
      expect(answer.result.map((node) => node.title)).toEqual(['触电']);
      expect(await get('/api/sys/category/loadTreeData', { pcode: 'A02', condition: 'name' })).toMatchObject({
        success: false,
        message: 'condition传值有误，需要一个json字符串',
      });
    });

    it('refuses to delete a category that still has children, and keeps it', async () => {
      const steel = (await get<{ id: string }>('/api/sys/category/loadOne', { field: 'code', val: 'A01A01' })).result;
      const refused = await t.request('DELETE', `/api/sys/category/delete?id=${steel.id}`, { token: admin });
      expect(refused.body).toMatchObject({ success: false, message: '该分类下还有子分类，请先删除子分类' });
      expect((await get('/api/sys/category/loadOne', { field: 'id', val: steel.id })).success).toBe(true);
    });

    it('lets a user who may list a screen with a category select read the tree, refuses others, and lets only the permission holder write it', async () => {
      const planner = (await grantedUser(t, admin, 'catplanner', { permissions: ['material:plan:list'] })).token;
      expect(
        (await t.get<CategoryNode[]>('/api/sys/category/loadTreeRoot', { token: planner, query: { async: 'true', pcode: 'A02' } })).body.result,
      ).toHaveLength(6);
      expect((await t.request('POST', '/api/sys/category/add', { token: planner, body: { name: '不许' } })).status).toBe(403);
      const stranger = (await grantedUser(t, admin, 'catstranger')).token;
      const refused = await t.get('/api/sys/category/loadTreeRoot', { token: stranger, query: { async: 'true', pcode: 'A02' } });
      expect(refused).toMatchObject({ status: 403, body: { success: false, message: '没有权限访问该字典' } });
    });
  });
});
