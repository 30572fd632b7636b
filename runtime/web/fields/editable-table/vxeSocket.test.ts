import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_MS, VxeSocketClient, vxeSocketUrl, type SocketLike } from './vxeSocket';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('the live-table socket client', () => {
  let sockets: FakeSocket[];
  let rows: Record<string, unknown>[];
  let client: VxeSocketClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    rows = [];
    client = new VxeSocketClient({
      url: 'ws://h/api/vxeSocket/u/p',
      token: 'tok',
      socketKey: 'mat_plan_item',
      caseId: 'p',
      onRow: (row) => rows.push(row),
      createSocket: (url, protocols) => {
        const socket = new FakeSocket(url, protocols);
        sockets.push(socket);
        return socket;
      },
    });
    client.start();
    sockets[0].onopen?.();
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('sends the token as the sub-protocol and a heartbeat every 10 s', () => {
    expect(sockets[0].protocols).toEqual(['tok']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].sent).toEqual([JSON.stringify({ type: 'heart_beat', data: '-' })]);
    sockets[0].push({ type: 'heart_beat' });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].sent).toHaveLength(2);
  });

  it('reconnects 5 s after a heartbeat unanswered for 6 s', () => {
    vi.advanceTimersByTime(HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error or a close', () => {
    sockets[0].onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    sockets[1].onerror?.();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(3);
  });

  it('hands over update_vxe_table rows of its table from other pages only', () => {
    sockets[0].push({ type: 'update_vxe_table', data: { socketKey: 'mat_plan_item', args: [{ id: 'r1', planQty: 5 }, 'other'] } });
    sockets[0].push({ type: 'update_vxe_table', data: { socketKey: 'mat_plan_item', args: [{ id: 'r2' }, 'p'] } });
    sockets[0].push({ type: 'update_vxe_table', data: { socketKey: 'other_table', args: [{ id: 'r3' }, 'other'] } });
    expect(rows).toEqual([{ id: 'r1', planQty: 5 }]);
  });

  it('builds ws and wss addresses naming the project and tenant of the page', () => {
    expect(vxeSocketUrl({ protocol: 'https:', host: 'a.b' }, 'u 1', 'p', { projectId: 'p&1', tenantId: '7' })).toBe(
      'wss://a.b/api/vxeSocket/u%201/p?projectId=p%261&tenantId=7',
    );
    expect(vxeSocketUrl({ protocol: 'http:', host: 'a.b' }, 'u', 'p', { projectId: null, tenantId: '0' })).toBe(
      'ws://a.b/api/vxeSocket/u/p?projectId=&tenantId=0',
    );
  });
});
