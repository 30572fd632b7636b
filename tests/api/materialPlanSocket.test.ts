import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authDb } from '../../runtime/server/auth/authDb';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface VxeMessage {
  type: string;
  data: { socketKey: string; args: [Record<string, unknown>, string] } | string;
}

/** A page's live-table socket recording what it receives. */
interface Page {
  socket: WebSocket;
  received: VxeMessage[];
  waitFor(predicate: (message: VxeMessage) => boolean): Promise<VxeMessage>;
  /** A heartbeat round trip: the server handles a socket's messages in order, so whatever it sent before has arrived. */
  flush(): Promise<void>;
  /** The rows received through update_vxe_table. */
  rows(): Record<string, unknown>[];
}

interface Plan {
  id: string;
  items: { id: string; materialName: string }[];
}

const HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: '-' });

describe.each(backends())('the live-table socket on %s', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  /** Demo projects 1, 2 and 3: zhangwei (project manager) is in 1 and 2, lisi (no material rights) in 1, wangfang (lists only) in 3. */
  let projects: string[];
  const open: WebSocket[] = [];

  function connect(
    username: string,
    pageId: string,
    query: Record<string, string> = {},
    { token = tokens[username], userId = userIds[username] } = {},
  ): Promise<Page> {
    return new Promise((resolve, reject) => {
      const search = new URLSearchParams(query).toString();
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/vxeSocket/${userId}/${pageId}${search ? `?${search}` : ''}`, [token]);
      open.push(socket);
      const received: VxeMessage[] = [];
      const listeners: (() => void)[] = [];
      socket.on('message', (data: Buffer) => {
        received.push(JSON.parse(data.toString()) as VxeMessage);
        listeners.forEach((listener) => listener());
      });
      const until = (condition: () => boolean) =>
        new Promise<void>((resolveWait, rejectWait) => {
          const timer = setTimeout(() => rejectWait(new Error('not within 3 s')), 3000);
          const check = () => {
            if (!condition()) return;
            clearTimeout(timer);
            resolveWait();
          };
          listeners.push(check);
          check();
        });
      const page: Page = {
        socket,
        received,
        async waitFor(predicate) {
          await until(() => received.some(predicate));
          return received.find(predicate) as VxeMessage;
        },
        async flush() {
          const beats = () => received.filter((message) => message.type === 'heart_beat').length;
          const before = beats();
          socket.send(HEARTBEAT);
          await until(() => beats() > before);
        },
        rows: () => received.flatMap((message) => (message.type === 'update_vxe_table' && typeof message.data === 'object' ? [message.data.args[0]] : [])),
      };
      socket.on('open', () => resolve(page));
      socket.on('error', reject);
    });
  }

  async function addPlan(planNo: string, projectId: string, materialName: string): Promise<Plan> {
    const caller = { token: tokens.admin, projectId };
    const added = await t.post<{ id: string }>(
      '/api/materialmgmt/plan/add',
      { planNo, planName: `推送计划${planNo}`, planType: 'week', planDate: '2025-06-01', items: [{ materialName, unit: 'pcs', planQty: 100, unitPrice: 5.5 }] },
      caller,
    );
    expect(added.body.success, added.body.message).toBe(true);
    return (await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...caller, query: { id: added.body.result.id } })).body.result;
  }

  const push = (page: Page, row: unknown, socketKey = 'mat_plan_item') =>
    page.socket.send(JSON.stringify({ type: 'common_send_date', data: { socketKey, args: [row, 'forged'] } }));

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
    for (const username of ['admin', 'zhangwei', 'lisi', 'wangfang']) {
      tokens[username] = await t.login(username);
      userIds[username] = (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    }
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  it('answers heartbeats and refuses a socket without a token', async () => {
    const page = await connect('zhangwei', 'page1', { projectId: projects[0] });
    page.socket.send(HEARTBEAT);
    expect(await page.waitFor((message) => message.type === 'heart_beat')).toEqual({ type: 'heart_beat', data: '-' });
    await expect(connect('zhangwei', 'page2', {}, { token: 'bad-token' })).rejects.toThrow(/401/);
  });

  it("refuses, before the upgrade, a socket for another user's id or for a project or tenant not the user's", async () => {
    await expect(connect('zhangwei', 'page3', { projectId: projects[0] }, { userId: userIds.admin })).rejects.toThrow(/403/);
    await expect(connect('wangfang', 'page4', { projectId: projects[0] })).rejects.toThrow(/400/);
    await expect(connect('wangfang', 'page5', { projectId: projects[2], tenantId: 'no-such-tenant' })).rejects.toThrow(/400/);
  });

  it('broadcasts the saved detail rows of a plan only to the pages of its project whose user may read plans', async () => {
    const reader = await connect('zhangwei', 'p2-page', { projectId: projects[1] });
    const others = await Promise.all([
      connect('zhangwei', 'p1-page', { projectId: projects[0] }),
      connect('zhangwei', 'no-project-page'),
      connect('lisi', 'lisi-page', { projectId: projects[0] }),
      connect('wangfang', 'wangfang-page', { projectId: projects[2] }),
    ]);
    const plan = await addPlan('WS01', projects[1], '二号项目扣件');
    const update = await reader.waitFor((message) => message.type === 'update_vxe_table');
    expect(update.data).toMatchObject({
      socketKey: 'mat_plan_item',
      args: [{ id: plan.items[0].id, planId: plan.id, materialName: '二号项目扣件', amount: expect.anything() }, 'server'],
    });
    for (const page of others) {
      await page.flush();
      expect(page.rows()).toEqual([]);
    }
  });

  it('stops delivering to a socket whose session has ended', async () => {
    const token = await t.login('zhangwei');
    const page = await connect('zhangwei', 'logged-out-page', { projectId: projects[0] }, { token });
    expect((await t.post('/api/sys/logout', {}, { token })).body.success).toBe(true);
    await addPlan('WS02', projects[0], '注销后的扣件');
    await page.flush();
    expect(page.rows()).toEqual([]);
  });

  it("keeps a socket to its user: another user reusing the page id neither replaces it nor receives the owner's rows", async () => {
    const owner = await connect('admin', 'shared-page', { projectId: projects[0] });
    const intruder = await connect('wangfang', 'shared-page', { projectId: projects[2] });
    await addPlan('WS03', projects[0], '一号项目钢管');
    expect((await owner.waitFor((message) => message.type === 'update_vxe_table')).data).toMatchObject({ args: [{ materialName: '一号项目钢管' }, 'server'] });
    await intruder.flush();
    expect(intruder.rows()).toEqual([]);
  });

  it('relays a pushed row, checked like an edit, as the stored row with the pushed values to the other readers only', async () => {
    const plan = await addPlan('WS04', projects[0], '推送扣件');
    const sender = await connect('zhangwei', 'sender', { projectId: projects[0] });
    const sameUserOtherPage = await connect('zhangwei', 'other', { projectId: projects[0] });
    const admin = await connect('admin', 'admin-page', { projectId: projects[0] });
    const outsider = await connect('wangfang', 'outsider', { projectId: projects[2] });
    const mark = t.sql.statements.length;
    push(sender, { id: plan.items[0].id, planQty: 9, planId: 'another-plan', amount: 1, evil: '<img src=x onerror=alert(1)>' });
    const relayed = await admin.waitFor((message) => message.type === 'update_vxe_table');
    // The pushed row and its siblings are read within the page's project: one shard under Citus.
    const reads = t.sql.touching('mat_plan_item', mark);
    expect(reads.length).toBe(2);
    for (const statement of reads) expect(statement).toMatch(/"project_id" = \$\d+/);
    expect(relayed.data).toMatchObject({
      socketKey: 'mat_plan_item',
      args: [{ id: plan.items[0].id, planId: plan.id, materialName: '推送扣件', planQty: 9, amount: 49.5 }, 'sender'],
    });
    expect(JSON.stringify(relayed.data)).not.toContain('evil');
    await sameUserOtherPage.waitFor((message) => message.type === 'update_vxe_table');
    await sender.flush();
    await outsider.flush();
    expect(sender.rows()).toEqual([]);
    expect(outsider.rows()).toEqual([]);
  });

  it("drops a forged push: no edit right, a project not the sender's, invalid values, unknown rows or tables", async () => {
    const projectOne = await addPlan('WS05', projects[0], '一号项目方木');
    const projectThree = await addPlan('WS06', projects[2], '三号项目方木');
    const adminPages = await Promise.all([connect('admin', 'admin-p1', { projectId: projects[0] }), connect('admin', 'admin-p3', { projectId: projects[2] })]);
    const viewer = await connect('wangfang', 'viewer-page', { projectId: projects[2] });
    const manager = await connect('zhangwei', 'manager-page', { projectId: projects[0] });
    const rowOne = projectOne.items[0].id;
    push(viewer, { id: projectThree.items[0].id, materialName: '伪造的材料' });
    push(manager, { id: projectThree.items[0].id, materialName: '别的项目' });
    push(manager, { id: rowOne, planQty: -5 });
    push(manager, { id: rowOne, unit: 'no-such-unit' });
    push(manager, { id: rowOne, materialName: { toString: 'x' } });
    push(manager, { id: 'no-such-row', materialName: '不存在的行' });
    push(manager, { materialName: '没有编号' });
    push(manager, { id: rowOne, materialName: '别的表' }, 'sys_user');
    manager.socket.send('not json');
    await viewer.flush();
    await manager.flush();
    for (const page of adminPages) {
      await page.flush();
      expect(page.rows()).toEqual([]);
    }
  });
});
