import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeNode } from '../../runtime/core/dict/treeNode';
import { parseDictCode } from '../../runtime/core/screen/dictCode';
import { fieldTypeOf } from '../../runtime/core/screen/fieldType';
import type { FieldSchema, ScreenFile } from '../../runtime/core/screen/screen.types';
import { permissionCode } from '../../runtime/core/screen/screenModel';
import { permissionId } from '../../runtime/server/auth/permissionId';
import type { DictItem } from '../../runtime/server/dict/dictTables';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { grantedUser, oneGrantUser } from './grantedUsers';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const OTHER_TENANT = 'dict_other';
const FORBIDDEN = { success: false, code: 403, message: '没有权限访问该字典' };

/** A table dictionary some screen field declares in `x-dict`, found by walking the screen files. */
interface Source {
  code: string;
  /** The screen whose table it reads. */
  target: ScreenFile;
  /** The screens whose fields (detail columns included) declare it. */
  declaredBy: ScreenFile[];
  /** Each tree select declaring it: its screen, parent and has-children columns. */
  trees: { screen: ScreenFile; columns: { pidField: string; hasChildField?: string } }[];
}

/** One read of a dictionary route: the route as registered, the URL called and its query. */
interface Read {
  route: string;
  url: string;
  query: Record<string, string>;
}

function fieldsOf(screen: ScreenFile): FieldSchema[] {
  return Object.values(screen.entity.properties).flatMap((field) => [field, ...Object.values(field.items?.properties ?? {})]);
}

function declaredSources(registry: ScreenRegistry): Source[] {
  const sources = new Map<string, Source>();
  for (const screen of registry.screens.values()) {
    for (const field of fieldsOf(screen)) {
      const ref = parseDictCode(field['x-dict'] ?? '');
      if (ref?.kind !== 'table') continue;
      const code = `${ref.table},${ref.textColumn},${ref.valueColumn}`;
      const source = sources.get(code) ?? { code, target: registry.byTable(ref.table)!, declaredBy: [], trees: [] };
      if (!source.declaredBy.includes(screen)) source.declaredBy.push(screen);
      const props = field['x-component-props'] ?? {};
      if (fieldTypeOf(field) === 'TreeSelect')
        source.trees.push({
          screen,
          columns: { pidField: String(props.pidField ?? 'pid'), ...(props.hasChildField ? { hasChildField: String(props.hasChildField) } : {}) },
        });
      sources.set(code, source);
    }
  }
  return [...sources.values()];
}

/** The category routes' reads, each answering rows of the seeded category tree. */
const CATEGORY_READS: Read[] = (
  [
    ['loadTreeRoot', { pcode: '0', async: 'true' }],
    ['loadTreeChildren', { pid: '' }],
    ['loadTreeData', { pcode: '0' }],
    ['loadOne', { field: 'code', val: 'A01' }],
    ['loadAllData', { code: 'A01' }],
    ['loadDictItem/', { ids: 'none' }],
  ] as const
).map(([path, query]) => ({ route: `/api/sys/category/${path}`, url: `/api/sys/category/${path}`, query }));

/** The tree reads of a source; with `permission`, only the trees it opens (a tree select's screen's, or the source table's). */
function treeReadsOf(source: Source, permission?: string): Read[] {
  const [tableName, text, code] = source.code.split(',');
  const opens = (screen: ScreenFile) => !permission || [screen, source.target].some((opener) => permissionCode(opener, 'list') === permission);
  return source.trees
    .filter((tree) => opens(tree.screen))
    .map((tree) => ({ route: '/api/sys/dict/loadTreeData', url: '/api/sys/dict/loadTreeData', query: { tableName, text, code, ...tree.columns } }));
}

/**
 * Every read of a source: its options, a search, labels of `keys`, the trees (those `permission`
 * opens, when given) and the category routes for the category table.
 */
function readsOf(source: Source, keys = 'none', permission?: string): Read[] {
  const encoded = encodeURIComponent(source.code);
  const byCode = (path: string, query: Record<string, string>): Read => ({
    route: `/api/sys/dict/${path}/:code`,
    url: `/api/sys/dict/${path}/${encoded}`,
    query,
  });
  return [
    byCode('getDictItems', {}),
    byCode('loadDict', { keyword: '' }),
    byCode('loadDictItem', { key: keys }),
    ...treeReadsOf(source, permission),
    ...(source.target.table === 'sys_category' ? CATEGORY_READS : []),
  ];
}

describe.each(backends())('who may read which dictionary on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let project1: string;
  let project2: string;
  let sources: Source[];
  /** A freshly made account without any role, member of project 1. */
  let noRole: CallOptions;
  /** By token: the statements signing a request in runs (a refused request may touch the source table with these only). */
  const signingIn = new Map<string, Set<string>>();
  /** Members of project 1, of project 2, and of project 1 in another tenant, holding one permission at a time. */
  let reader: (permission: string) => Promise<string>;
  let projectStranger: (permission: string) => Promise<string>;
  let tenantStranger: (permission: string) => Promise<string>;

  /** A member of project 1 holding only `permission`. */
  const readerOf = async (permission: string): Promise<CallOptions> => ({ token: await reader(permission), projectId: project1 });
  const grantable = async (permission: string) =>
    Boolean(await t.db.selectFrom('sys_permission').select('id').where('id', '=', permissionId('button', permission)).executeTakeFirst());
  const items = async (source: Source, caller: CallOptions) => {
    const answer = await t.get<DictItem[]>(`/api/sys/dict/getDictItems/${encodeURIComponent(source.code)}`, caller);
    expect(answer.body.success, `${source.code}: ${answer.body.message}`).toBe(true);
    return answer.body.result;
  };
  /** What signing `caller` in runs: the statements of a read of a cached plain dictionary. */
  const signingInOf = async (caller: CallOptions): Promise<Set<string>> => {
    const token = caller.token ?? '';
    if (!signingIn.has(token)) {
      await t.get('/api/sys/dict/getDictItems/sex', caller);
      const mark = t.sql.statements.length;
      await t.get('/api/sys/dict/getDictItems/sex', caller);
      signingIn.set(token, new Set(t.sql.statements.slice(mark)));
    }
    return signingIn.get(token)!;
  };
  /** Each read answers 403 and reads nothing of `table` beyond what signing in reads (background jobs may run meanwhile). */
  const expectRefused = async (reads: Read[], caller: CallOptions, table: string) => {
    const signing = await signingInOf(caller);
    for (const { url, query } of reads) {
      const mark = t.sql.statements.length;
      const { status, body } = await t.get(url, { ...caller, query });
      expect(status, `${url} ${JSON.stringify(query)}`).toBe(403);
      expect(body, url).toMatchObject(FORBIDDEN);
      expect(
        t.sql.touching(table, mark).filter((statement) => !signing.has(statement)),
        url,
      ).toEqual([]);
    }
  };
  /** A source no field declares. */
  const undeclared = (code: string): Source => ({ code, target: t.app.screens.byTable(code.split(',')[0])!, declaredBy: [], trees: [] });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = await t.login('admin');
    project1 = await t.departId(PROJECT_NAMES[0]);
    project2 = await t.departId(PROJECT_NAMES[1]);
    sources = declaredSources(t.app.screens);
    // A second tenant (the demo seeds none), and a position of the default tenant for the tenant-scoped position dictionary to hide from it.
    expect((await t.post('/api/sys/tenant/add', { tenantCode: OTHER_TENANT, name: '字典测试租户' }, { token: admin })).body).toMatchObject({ success: true });
    expect((await t.post('/api/sys/position/add', { code: 'DP01', name: '字典测试职务', postRank: '1' }, { token: admin })).body).toMatchObject({
      success: true,
    });
    noRole = { token: (await grantedUser(t, admin, 'dictnorole', { projects: [project1] })).token, projectId: project1 };
    reader = oneGrantUser(t, admin, 'dictreader', [project1]);
    projectStranger = oneGrantUser(t, admin, 'dictproject', [project2]);
    tenantStranger = oneGrantUser(t, admin, 'dicttenant', [project1]);
  });
  afterAll(() => t.close());

  it('finds table dictionaries, project and tenant ones, a tree and the category dictionary in the screen files', () => {
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.some((source) => source.target.scope === 'project')).toBe(true);
    expect(sources.some((source) => source.target.scope === 'tenant')).toBe(true);
    expect(sources.some((source) => source.trees.length > 0)).toBe(true);
    expect(sources.some((source) => source.target.table === 'sys_category')).toBe(true);
  });

  it('walks every dictionary and category route a signed-in user may call', () => {
    const walked = new Set(sources.flatMap((source) => readsOf(source)).map((read) => read.route));
    const plainOnly = ['/api/sys/dict/queryAllDictItems', '/api/sys/dict/refleshCache'];
    const signedInRoutes = t.routes
      .filter((route) => /^\/api\/sys\/(dict|category)\//.test(route.url) && (route.config as { authenticated?: boolean } | undefined)?.authenticated)
      .map((route) => route.url)
      .filter((url) => !plainOnly.includes(url));
    expect(new Set(signedInRoutes)).toEqual(walked);
  });

  it('answers 401 to an anonymous caller on every read of every source', async () => {
    for (const { url, query } of sources.flatMap((source) => readsOf(source))) {
      const { status, body } = await t.get(url, { query });
      expect(status, url).toBe(401);
      expect(body.success).toBe(false);
    }
  });

  it('answers 403 to a user without a role on every read of every table dictionary, reading nothing', async () => {
    for (const source of sources) await expectRefused(readsOf(source), noRole, source.target.table);
  });

  it('still serves plain dictionaries to a user without a role', async () => {
    expect((await t.get<DictItem[]>('/api/sys/dict/getDictItems/sex', noRole)).body.result).toEqual([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
    expect((await t.get<string[]>('/api/sys/dict/loadDictItem/work_type', { ...noRole, query: { key: '010' } })).body.result).toEqual(['焊工']);
    expect((await t.get<Record<string, DictItem[]>>('/api/sys/dict/queryAllDictItems', noRole)).body.result.sex).toHaveLength(2);
  });

  it('answers 403 to a user who may list only a screen that neither declares nor holds the source', async () => {
    for (const source of sources) {
      const unrelated = [...t.app.screens.screens.values()].find(
        (screen) =>
          screen !== source.target &&
          !source.declaredBy.includes(screen) &&
          screen.permission !== source.target.permission &&
          !source.declaredBy.some((by) => by.permission === screen.permission),
      );
      const permission = permissionCode(unrelated!, 'list');
      if (!(await grantable(permission))) continue;
      await expectRefused(readsOf(source), await readerOf(permission), source.target.table);
    }
  });

  it('serves every read of a source to a holder of the list permission of a screen declaring it, or of the screen it reads', async () => {
    for (const source of sources) {
      const permissions = [...new Set([...source.declaredBy, source.target].map((screen) => permissionCode(screen, 'list')))];
      let served = 0;
      for (const permission of permissions) {
        if (!(await grantable(permission))) continue;
        const reader = await readerOf(permission);
        const options = await items(source, reader);
        expect(options.length, `${source.code} as ${permission}`).toBeGreaterThan(0);
        for (const { url, query } of readsOf(source, options[0].value, permission)) {
          const { status, body } = await t.get<unknown[] | Record<string, unknown>>(url, { ...reader, query });
          expect(status, `${url} as ${permission}`).toBe(200);
          expect(body.success, `${url} as ${permission}: ${body.message}`).toBe(true);
          if (!url.includes('/sys/category/loadDictItem/'))
            expect(Array.isArray(body.result) ? body.result.length : Object.keys(body.result).length, `${url} ${JSON.stringify(query)}`).toBeGreaterThan(0);
        }
        const closed = treeReadsOf(source).filter((read) => !treeReadsOf(source, permission).some((open) => JSON.stringify(open) === JSON.stringify(read)));
        await expectRefused(closed, reader, source.target.table);
        served += 1;
      }
      expect(served, source.code).toBeGreaterThan(0);
    }
  });

  it('shows a member of another project none of the rows of project 1', async () => {
    const projectSources = sources.filter((source) => source.target.scope === 'project');
    for (const source of projectSources) {
      const permission = permissionCode(source.target, 'list');
      const own = await items(source, await readerOf(permission));
      expect(own.length, source.code).toBeGreaterThan(0);
      const stranger = { token: await projectStranger(permission), projectId: project2 };
      const theirs = await items(source, stranger);
      expect(
        theirs.filter((item) => own.some((mine) => mine.value === item.value)),
        source.code,
      ).toEqual([]);
      const keys = own.map((item) => item.value).join(',');
      const labels = await t.get<string[]>(`/api/sys/dict/loadDictItem/${encodeURIComponent(source.code)}`, { ...stranger, query: { key: keys } });
      expect(labels.body.result).toEqual([]);
      const searched = await t.get<DictItem[]>(`/api/sys/dict/loadDict/${encodeURIComponent(source.code)}`, { ...stranger, query: { keyword: own[0].text } });
      expect(searched.body.result.filter((item) => own.some((mine) => mine.value === item.value))).toEqual([]);
      expect((await t.get(`/api/sys/dict/getDictItems/${encodeURIComponent(source.code)}`, { ...stranger, projectId: project1 })).status).toBe(400);
    }
  });

  it('shows a user of another tenant none of the rows of the default tenant', async () => {
    const tenantSources = sources.filter((source) => source.target.scope === 'tenant');
    for (const source of tenantSources) {
      const permission = permissionCode(source.target, 'list');
      const own = await items(source, await readerOf(permission));
      expect(own.length, source.code).toBeGreaterThan(0);
      const stranger = { token: await tenantStranger(permission), projectId: project1 };
      await t.db.updateTable('sys_user').set({ tenant_id: OTHER_TENANT }).where('username', '=', 'dicttenant').execute();
      // Moved in the database, as another server would: the session follows once the change is announced.
      await expect.poll(() => items(source, stranger), { timeout: 2_000, interval: 5 }).toEqual([]);
      const labels = await t.get<string[]>(`/api/sys/dict/loadDictItem/${encodeURIComponent(source.code)}`, {
        ...stranger,
        query: { key: own.map((item) => item.value).join(',') },
      });
      expect(labels.body.result).toEqual([]);
    }
  });

  describe('the reads of the issue', () => {
    const issueCodes = ['sys_log,request_param,ip', 'sys_user,phone,username', 'sys_user,email,username', 'sys_announcement,titile,id', 'mat_plan,remark,id'];

    it.each(issueCodes)('refuses %s, which no field declares, to everyone, the administrator too', async (code) => {
      const source = undeclared(code);
      const reads = readsOf(source);
      await expectRefused(reads, noRole, source.target.table);
      await expectRefused(reads, { token: admin, projectId: project1 }, source.target.table);
      await expectRefused(reads, await readerOf(permissionCode(source.target, 'list')), source.target.table);
    });

    it('refuses the labour clerk lisi, who may not list material plans, the material plans as a dictionary', async () => {
      const lisi = { token: await t.login('lisi'), projectId: project1 };
      expect((await t.get('/api/materialmgmt/plan/list', lisi)).status).toBe(403);
      await expectRefused(readsOf(undeclared('mat_plan,remark,id')), lisi, 'mat_plan');
    });

    it('refuses a tree over columns no tree select declares, and a condition on a column the tree does not answer', async () => {
      const depart = sources.find((source) => source.trees.length > 0)!;
      const [tableName, text, code] = depart.code.split(',');
      const reader = await readerOf(permissionCode(depart.target, 'list'));
      const tree = { tableName, text, code, ...depart.trees[0].columns };
      expect((await t.get<TreeNode[]>('/api/sys/dict/loadTreeData', { ...reader, query: tree })).body.success).toBe(true);
      await expectRefused(
        [{ route: '/api/sys/dict/loadTreeData', url: '/api/sys/dict/loadTreeData', query: { ...tree, text: 'org_code' } }],
        reader,
        tableName,
      );
      const probe = await t.get('/api/sys/dict/loadTreeData', { ...reader, query: { ...tree, condition: JSON.stringify({ org_code: 'A01' }) } });
      expect(probe.body).toMatchObject({ success: false, message: 'condition中的字段不存在：org_code' });
    });
  });
});
