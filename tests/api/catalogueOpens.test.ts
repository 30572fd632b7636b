import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../../runtime/server/lint/lintIssue';
import { lintProject } from '../../runtime/server/lint/lintProject';
import { copyProject } from '../unit/lint/projectCopy';
import { backends, startTestApp, type TestApp } from './harness';

interface MenuNode {
  path: string;
  component?: string;
  meta: { title: string };
  children?: MenuNode[];
}
interface PermissionAnswer {
  menu: MenuNode[];
}

const leaves = (menu: MenuNode[]): MenuNode[] => menu.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));

/** Lint lines about screens.json after replacing `from` by `to` in it. */
function lintCatalogue(from: string, to: string): string[] {
  const project = copyProject();
  const text = readFileSync('screens.json', 'utf8');
  expect(text).toContain(from);
  project.write('screens.json', text.replace(from, to));
  return lintProject(project.root)
    .map(formatIssue)
    .filter((line) => line.startsWith('screens.json'));
}

describe.each(backends())('a catalogue entry opening another screen with a preset query (计划审批) on %s', (backend) => {
  let t: TestApp;
  const menuOf = async (username: string) =>
    leaves((await t.get<PermissionAnswer>('/api/sys/permission/getUserPermissionByToken', { token: await t.login(username) })).body.result.menu);

  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(() => t.close());

  it('gives 计划审批 its own route opening 材料计划 on 待我处理, to whoever may list plans', async () => {
    for (const username of ['admin', 'liuyang', 'chenjing', 'zhangwei']) {
      const approval = (await menuOf(username)).find((leaf) => leaf.path === '/materialmgmt/approval');
      expect(approval, username).toMatchObject({ component: 'screen/material.plan?flowTab=todo', meta: { title: '计划审批' } });
    }
    expect((await menuOf('sunli')).find((leaf) => leaf.path === '/materialmgmt/approval')).toBeUndefined();
  });

  it('routes the ledger entry to the ledger page, and the dashboard shown above it keeps its own entry', async () => {
    const menu = await menuOf('chenjing');
    expect(menu.find((leaf) => leaf.path === '/materialmgmt/syssrmaterial/RMaterialLedger')).toMatchObject({ component: 'ledger/material.ledger' });
    expect(menu.find((leaf) => leaf.path === '/materialmgmt/index')).toMatchObject({ component: 'dashboard/material.home' });
  });
});

describe('schema lint of opens entries', () => {
  const approval = '"opens": "material.plan", "query": { "flowTab": "todo" }';

  it('passes the shipped catalogue', () => {
    expect(lintCatalogue(approval, approval)).toEqual([]);
  });

  it('reports an unknown screen, a tab of a screen without flow or an unknown tab, and a field the screen lacks', () => {
    expect(lintCatalogue(approval, '"opens": "material.plans"')).toEqual([
      expect.stringMatching(
        /^screens\.json:\d+:\d+ \/modules\/1\/groups\/1\/screens\/1\/opens: 'material\.plans' is not a catalogue screen with a screen file$/,
      ),
    ]);
    expect(lintCatalogue(approval, '"opens": "material.warehouse", "query": { "flowTab": "todo" }')).toEqual([
      expect.stringMatching(/\/screens\/1\/query\/flowTab: screen 'material\.warehouse' has no flow, so no quick tab to open on$/),
    ]);
    expect(lintCatalogue(approval, '"opens": "material.plan", "query": { "flowTab": "later", "planKind": "month" }')).toEqual([
      expect.stringMatching(/\/screens\/1\/query\/flowTab: flowTab must be one of todo, mine$/),
      expect.stringMatching(/\/screens\/1\/query\/planKind: 'planKind' is not a field of screen 'material\.plan'$/),
    ]);
  });

  it('asks a dashboard shown above a ledger to have an entry of its own', () => {
    const messages = lintCatalogue(
      '"dashboard": "schemas/dashboards/material/home.json", "icon": "DashboardOutlined"',
      '"page": "materialHome", "icon": "DashboardOutlined"',
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /\/dashboard: the dashboard 'schemas\/dashboards\/material\/home\.json' shown above the ledger needs a catalogue entry of its own$/,
      ),
    );
  });
});
