import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES, projectNamesOf } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface TreeNode {
  value: string;
  title: string;
  simple: string;
  type: 'org' | 'project';
  selectable: boolean;
  children: TreeNode[];
}
interface Page<T> {
  records: T[];
  total: number;
}
type Worker = { id: string; empName: string };

function projectsIn(tree: TreeNode[]): TreeNode[] {
  return tree.flatMap((node) => (node.type === 'project' ? [node] : projectsIn(node.children)));
}

describe.each(backends())('project scoping on %s', (backend) => {
  let t: TestApp;
  let lisi: string;
  let projects: string[];

  const workerIdsOf = async (projectId: string) =>
    (await t.db.selectFrom('lab_worker').select('id').where('project_id', '=', projectId).execute()).map((row) => String(row.id));

  beforeAll(async () => {
    t = await startTestApp({ backend });
    lisi = await t.login('lisi');
    projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
  });
  afterAll(() => t.close());

  it('offers each user only the projects they belong to, under their company', async () => {
    for (const username of ['lisi', 'zhangwei', 'wangfang']) {
      const { body } = await t.get<TreeNode[]>('/api/sys/sysDepart/queryTreeProjectList', { token: await t.login(username) });
      expect(body.result).toHaveLength(1);
      expect(body.result[0]).toMatchObject({ title: '华泰化学工程建设有限公司', type: 'org', selectable: false });
      expect(projectsIn(body.result).map((node) => node.title)).toEqual(projectNamesOf(username));
    }
  });

  it('offers the admin every project, each selectable with its short name', async () => {
    const { body } = await t.get<TreeNode[]>('/api/sys/sysDepart/queryTreeProjectList', { token: await t.login('admin') });
    const nodes = projectsIn(body.result);
    expect(nodes.map((node) => node.title)).toEqual(PROJECT_NAMES);
    expect(nodes.map((node) => node.simple)).toEqual(['宁波二期', '连云港炼化', '惠州乙烯']);
    expect(nodes.every((node) => node.selectable && node.children.length === 0)).toBe(true);
  });

  it('answers the current user’s departments for the department switch', async () => {
    const { body } = await t.get<{ list: { id: string; orgCode: string; departName: string }[]; orgCode: string }>('/api/sys/user/getCurrentUserDeparts', {
      token: lisi,
    });
    expect(body.result.list).toEqual([{ id: projects[0], orgCode: 'A01A05', departName: PROJECT_NAMES[0] }]);
    expect(body.result.orgCode).toBe('A01A05');
  });

  it('refuses a project the user does not belong to with 400 无权访问该项目, before any data is read', async () => {
    const mark = t.sql.statements.length;
    const { status, body } = await t.get('/api/labour/worker/list', { token: lisi, projectId: projects[2] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: '无权访问该项目' });
    expect(t.sql.touching('lab_worker', mark)).toEqual([]);
  });

  it('lists only the workers of the chosen project', async () => {
    const { body } = await t.get<Page<Worker>>('/api/labour/worker/list', { token: lisi, projectId: projects[0], query: { pageSize: '500' } });
    const expected = await workerIdsOf(projects[0]);
    expect(expected.length).toBeGreaterThan(50);
    expect(body.result.total).toBe(expected.length);
    expect(body.result.records.map((worker) => worker.id).sort()).toEqual(expected.sort());
  });

  it('does not find another project’s worker by id', async () => {
    const [foreign] = await workerIdsOf(projects[2]);
    const { body } = await t.get('/api/labour/worker/queryById', { token: lisi, projectId: projects[0], query: { id: foreign } });
    expect(body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('does not delete another project’s worker', async () => {
    const [foreign] = await workerIdsOf(projects[2]);
    await t.request('DELETE', '/api/labour/worker/delete', { token: lisi, projectId: projects[0], query: { id: foreign } });
    expect(await workerIdsOf(projects[2])).toContain(foreign);
  });

  it('asks for a project before listing project data', async () => {
    const { body } = await t.get('/api/labour/worker/list', { token: lisi });
    expect(body).toMatchObject({ success: false, message: '请先选择项目' });
  });
});
