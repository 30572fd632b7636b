import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authDb } from '../../runtime/server/auth/authDb';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface VxeMessage {
  type: string;
  data: { socketKey: string; args: [Record<string, unknown>, string] } | string;
}

/** A page's live-table socket recording what it receives. */
interface Page {
  socket: WebSocket;
  received: VxeMessage[];
  waitFor(predicate: (message: VxeMessage) => boolean): Promise<VxeMessage>;
}

describe.each(backends())('the live-table socket on %s', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  let manager: CallOptions & { token: string };
  let managerId: string;
  const open: WebSocket[] = [];

  function connect(userId: string, pageId: string, token: string): Promise<Page> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/vxeSocket/${userId}/${pageId}`, [token]);
      open.push(socket);
      const received: VxeMessage[] = [];
      const listeners: (() => void)[] = [];
      socket.on('message', (data: Buffer) => {
        received.push(JSON.parse(data.toString()) as VxeMessage);
        listeners.forEach((listener) => listener());
      });
      const waitFor = (predicate: (message: VxeMessage) => boolean) =>
        new Promise<VxeMessage>((resolveWait, rejectWait) => {
          const timer = setTimeout(() => rejectWait(new Error('no matching message within 3 s')), 3000);
          const check = () => {
            const found = received.find(predicate);
            if (found) {
              clearTimeout(timer);
              resolveWait(found);
            }
          };
          listeners.push(check);
          check();
        });
      socket.on('open', () => resolve({ socket, received, waitFor }));
      socket.on('error', reject);
    });
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    managerId = (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'zhangwei').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  it('answers heartbeats and refuses a socket without a token', async () => {
    const page = await connect(managerId, 'page1', manager.token);
    page.socket.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
    expect(await page.waitFor((message) => message.type === 'heart_beat')).toEqual({ type: 'heart_beat', data: '-' });
    await expect(connect(managerId, 'page2', 'bad-token')).rejects.toThrow(/401/);
  });

  it('passes a row sent by one page to the other pages only', async () => {
    const sender = await connect(managerId, 'sender', manager.token);
    const other = await connect(managerId, 'other', manager.token);
    sender.socket.send(JSON.stringify({ type: 'common_send_date', data: { socketKey: 'mat_plan_item', args: [{ id: 'r1', planQty: 9 }, 'sender'] } }));
    const update = await other.waitFor((message) => message.type === 'update_vxe_table');
    expect(update.data).toEqual({ socketKey: 'mat_plan_item', args: [{ id: 'r1', planQty: 9 }, 'sender'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sender.received.some((message) => message.type === 'update_vxe_table')).toBe(false);
  });

  it('broadcasts the saved detail rows of a plan to the pages showing that table', async () => {
    const watcher = await connect(managerId, 'watcher', manager.token);
    const added = await t.post<{ id: string }>(
      '/api/materialmgmt/plan/add',
      { planNo: 'WS01', planName: '推送计划', planType: 'week', planDate: '2025-06-01', items: [{ materialName: '扣件', unit: 'pcs', planQty: 100, unitPrice: 5.5 }] },
      manager,
    );
    expect(added.body.success).toBe(true);
    const update = await watcher.waitFor((message) => message.type === 'update_vxe_table' && typeof message.data === 'object' && message.data.args[0].materialName === '扣件');
    expect(update.data).toMatchObject({ socketKey: 'mat_plan_item', args: [{ planId: added.body.result.id, planQty: expect.anything(), amount: expect.anything() }, 'server'] });
  });
});
