import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDicts } from '../../runtime/server/dict/seedDicts';
import type { DictItem } from '../../runtime/server/dict/dictTables';
import { buildCrudTestApp, DATABASE_KINDS, type CrudTestApp, type TestCaller } from './crudTestApp';

describe.each(DATABASE_KINDS)('dictionaries on %s', (kind) => {
  let t: CrudTestApp;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: TestCaller = {}, body?: object) => t.send(method, url, caller, body);
  const items = async (code: string, caller: TestCaller = {}) =>
    (await t.send<DictItem[]>('GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, caller)).result;

  beforeAll(async () => {
    t = await buildCrudTestApp(kind);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('declares every dictionary route for any signed-in user', () => {
    for (const url of ['/api/sys/dict/getDictItems/:code', '/api/sys/dict/queryAllDictItems', '/api/sys/dict/refleshCache']) {
      expect(t.routeConfigs.get(`GET ${url}`)).toEqual({ authenticated: true });
    }
  });

  it('serves the seeded items of a plain dictionary in order', async () => {
    expect(await items('sex')).toEqual([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
    expect(await items('no_such_code')).toEqual([]);
  });

  it('seeds only dictionaries that are not there yet', async () => {
    expect(await seedDicts(t.db, t.registry)).toEqual([]);
    const codes = await t.db.selectFrom('sys_dict').select('dict_code').execute();
    expect(codes.length).toBe(t.registry.dictSeeds.length);
  });

  it('answers every plain dictionary at once', async () => {
    const all = (await t.send<Record<string, DictItem[]>>('GET', '/sys/dict/queryAllDictItems')).result;
    expect(Object.keys(all).sort()).toEqual(t.registry.dictSeeds.map((seed) => seed.code).sort());
    expect(all.yn).toEqual([
      { value: '1', text: '是' },
      { value: '0', text: '否' },
    ]);
  });

  it("serves a table dictionary within the caller's project", async () => {
    for (const [projectId, teamName] of [
      ['d1', '木工班'],
      ['d2', '瓦工班'],
    ]) {
      expect((await call('POST', '/labour/team/add', { projectId }, { teamName, teamType: '1' })).success).toBe(true);
    }
    const options = await items('lab_team,team_name,id', { projectId: 'd1' });
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ text: '木工班', value: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await call('GET', '/sys/dict/getDictItems/lab_team,team_name,id')).toMatchObject({ success: false, message: '请先选择项目' });
  });

  it.each([
    'lab_team,team_name,id,1=1',
    'lab_team,team_name,id;drop table lab_team',
    'pg_user,usename,usesysid',
    'sys_user,password,id',
    'lab_team,project_id,id',
    'Sex',
  ])('refuses the dictionary code %s', async (code) => {
    expect(await call('GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`)).toMatchObject({ success: false, message: '字典Code不合法' });
  });

  it('refuses an empty dictionary code', async () => {
    expect(await call('GET', '/sys/dict/getDictItems/%20')).toMatchObject({ success: false, message: '字典Code不能为空!' });
  });

  it('shows a new or disabled item as soon as it is saved through the CRUD', async () => {
    const dict = (await t.page('/sys/dict/list?dictCode=team_type')).records[0];
    const added = await call('POST', '/sys/dictItem/add', {}, { dictId: dict.id, itemText: '临时班组', itemValue: '9', sortOrder: 9 });
    expect(added.success).toBe(true);
    expect((await items('team_type')).at(-1)).toEqual({ value: '9', text: '临时班组' });

    expect((await call('PUT', '/sys/dictItem/edit', {}, { id: added.result.id, status: '0' })).success).toBe(true);
    expect((await items('team_type')).at(-1)).toEqual({ value: '9', text: '临时班组', disabled: true });
    expect((await call('POST', '/labour/team/add', { projectId: 'd1' }, { teamName: '停用类型', teamType: '9' })).message).toBe('班组类型的值不在可选范围内');

    expect((await call('DELETE', `/sys/dictItem/delete?id=${added.result.id}`)).success).toBe(true);
    expect((await t.page('/sys/dictItem/list')).records.some((item) => item.id === added.result.id)).toBe(false);
  });

  it('still labels stored values whose item was disabled later', async () => {
    const dict = (await t.page('/sys/dict/list?dictCode=team_type')).records[0];
    const item = (await t.page(`/sys/dictItem/list?dictId=${dict.id}&itemValue=3`)).records[0];
    const team = await call('POST', '/labour/team/add', { projectId: 'd1' }, { teamName: '机械一班', teamType: '3' });
    await call('PUT', '/sys/dictItem/edit', {}, { id: item.id, status: '0' });
    expect((await call('GET', `/labour/team/queryById?id=${team.result.id}`, { projectId: 'd1' })).result.teamType_dictText).toBe('机械班组');
    await call('PUT', '/sys/dictItem/edit', {}, { id: item.id, status: '1' });
  });

  it('reloads the cache on request', async () => {
    expect((await items('sex'))[0].text).toBe('男');
    await t.db.updateTable('sys_dict_item').set({ item_text: '男性' }).where('item_text', '=', '男').execute();
    expect((await items('sex'))[0].text).toBe('男');
    expect(await call('GET', '/sys/dict/refleshCache')).toMatchObject({ success: true, message: '刷新缓存完成！' });
    expect((await items('sex'))[0].text).toBe('男性');
  });
});
