import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, RECONNECT_MS, noticeSocketUrl, openNoticeSocket } from './noticeSocket';

/** Just what openNoticeSocket uses of a browser WebSocket. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(readonly protocols: string[]) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

describe('the notice socket', () => {
  let sockets: FakeSocket[];
  let calls: string[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    calls = [];
    stop = openNoticeSocket({
      url: 'ws://h/api/websocket/u1',
      token: 'tok',
      onNotice: () => calls.push('notice'),
      onOpen: () => calls.push('open'),
      onEvent: (event) => calls.push(`event:${event.cmd}`),
      createSocket: (_url, protocols) => {
        const socket = new FakeSocket(protocols);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reports each open, the first and the one after a reconnect, so what was pushed meanwhile is reloaded', () => {
    expect(sockets[0].protocols).toEqual(['tok']);
    expect(calls).toEqual([]);
    sockets[0].open();
    expect(calls).toEqual(['open']);

    sockets[0].onclose?.();
    sockets[0].onerror?.();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(calls).toEqual(['open', 'open']);
  });

  it('routes notices and events, and ignores the heartbeat reply and anything not a command', () => {
    sockets[0].open();
    sockets[0].push({ cmd: 'user', msgId: 'n1' });
    sockets[0].push({ cmd: 'topic', msgId: 'n2' });
    sockets[0].push({ cmd: 'dataChanged', table: 'dev_crane' });
    sockets[0].push({ cmd: 'heartcheck' });
    sockets[0].push('not json');
    sockets[0].push({ noCommand: true });
    expect(calls).toEqual(['open', 'notice', 'notice', 'event:dataChanged']);

    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0].sent).toEqual(['HeartBeat']);
  });

  it('stops for good: the socket is closed and no reconnect follows', () => {
    sockets[0].open();
    stop();
    expect(sockets[0].closed).toBe(true);
    sockets[0].onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('addresses the user on this page’s server over ws or wss', () => {
    expect(noticeSocketUrl('u 1', { protocol: 'http:', host: 'site:3000' })).toBe('ws://site:3000/api/websocket/u%201');
    expect(noticeSocketUrl('u1', { protocol: 'https:', host: 'site' })).toBe('wss://site/api/websocket/u1');
  });
});
