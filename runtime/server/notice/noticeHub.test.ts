import { describe, expect, it } from 'vitest';
import { NoticeHub } from './noticeHub';
import type { SocketBus } from './socketBus';

/** The bus as the hub sees it: the handler it registers is what every process runs on a message. */
function loopbackBus() {
  const handlers = new Map<string, (body: unknown) => unknown>();
  const bus = {
    handle: (topic: string, handler: (body: unknown) => unknown) => void handlers.set(topic, handler),
    publish: async (topic: string, body: unknown) => void (await handlers.get(topic)?.(body)),
  };
  return bus as unknown as SocketBus;
}

describe('the notice hub', () => {
  it('sends a topic to every connected user but those excepted (who switched its category off)', async () => {
    const hub = new NoticeHub(loopbackBus());
    const received: Record<string, string[]> = { lisi: [], zhangwei: [], wangfang: [] };
    for (const user of Object.keys(received)) hub.connect(user, { send: (data) => received[user].push(data) });
    await hub.send({ all: true, except: ['zhangwei'] }, { cmd: 'topic', msgId: 'n1', msgTxt: '国庆节放假安排' });
    expect(received.lisi).toEqual([JSON.stringify({ cmd: 'topic', msgId: 'n1', msgTxt: '国庆节放假安排' })]);
    expect(received.wangfang).toHaveLength(1);
    expect(received.zhangwei).toEqual([]);
  });

  it('sends to named users only, once per open connection, and not after it closed', async () => {
    const hub = new NoticeHub(loopbackBus());
    const sent: string[] = [];
    const closeFirst = hub.connect('lisi', { send: () => sent.push('first') });
    hub.connect('lisi', { send: () => sent.push('second') });
    hub.connect('zhangwei', { send: () => sent.push('zhangwei') });
    await hub.send({ userIds: ['lisi', 'lisi'] }, { cmd: 'user', msgId: 'n2', msgTxt: '塔吊检查' });
    expect(sent.sort()).toEqual(['first', 'second']);
    closeFirst();
    await hub.send({ userIds: ['lisi'] }, { cmd: 'user', msgId: 'n3', msgTxt: '复查' });
    expect(sent.sort()).toEqual(['first', 'second', 'second']);
  });
});
