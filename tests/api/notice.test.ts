import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authDb } from '../../runtime/server/auth/authDb';
import { backends, startTestApp, type TestApp } from './harness';

interface UserNotice {
  id: string;
  titile: string;
  msgContent: string;
  msgCategory: string;
  sendTime: string;
  readFlag: string;
}
interface ListByUser {
  anntMsgList: UserNotice[];
  anntMsgTotal: number;
  sysMsgList: UserNotice[];
  sysMsgTotal: number;
}
interface Pushed {
  cmd: string;
  msgId: string;
  msgTxt: string;
}

/** A signed-in user's notice socket that records every message it receives. */
interface Listener {
  socket: WebSocket;
  received: Pushed[];
  /** Resolves with the next message not taken yet (or rejects after 3 s). */
  next(): Promise<Pushed>;
}

describe.each(backends())('notices on %s', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let lisi: string;
  let zhangwei: string;
  const open: WebSocket[] = [];

  const userId = async (username: string) =>
    (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const listOf = async (token: string) => (await t.get<ListByUser>('/api/sys/annountCement/listByUser', { token })).body.result;

  function connect(path: string, token: string): Promise<Listener> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`, [token]);
      open.push(socket);
      const received: Pushed[] = [];
      const waiting: ((message: Pushed) => void)[] = [];
      let consumed = 0;
      socket.on('message', (data: Buffer) => {
        received.push(JSON.parse(data.toString()) as Pushed);
        if (waiting.length > 0) waiting.shift()?.(received[consumed++]);
      });
      const next = () =>
        new Promise<Pushed>((resolveNext, rejectNext) => {
          if (consumed < received.length) return resolveNext(received[consumed++]);
          const timer = setTimeout(() => rejectNext(new Error('no message within 3 s')), 3000);
          waiting.push((message) => {
            clearTimeout(timer);
            resolveNext(message);
          });
        });
      socket.on('open', () => resolve({ socket, received, next }));
      socket.on('error', reject);
    });
  }

  async function addAnnouncement(values: Record<string, unknown>): Promise<string> {
    const { body } = await t.post<{ id: string }>(
      '/api/sys/annountCement/add',
      { msgCategory: '1', priority: 'M', msgType: 'ALL', msgContent: '<p>正文</p>', ...values },
      { token: admin },
    );
    expect(body.success, body.message).toBe(true);
    return body.result.id;
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [admin, lisi, zhangwei] = await Promise.all([t.login('admin'), t.login('lisi'), t.login('zhangwei')]);
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  it('lists the released demo announcements a user has not read, newest first, notices apart from system messages', async () => {
    const list = await listOf(lisi);
    expect(list.anntMsgTotal).toBe(2);
    expect(list.sysMsgTotal).toBe(2);
    expect(list.anntMsgList.map((notice) => notice.titile)).toEqual(['关于开展2026年春季安全生产大检查的通知', '劳务实名制考勤数据月度核对提醒']);
    expect(list.sysMsgList.every((notice) => notice.msgCategory === '2')).toBe(true);
    expect([...list.anntMsgList, ...list.sysMsgList].some((notice) => notice.titile.includes('草稿'))).toBe(false);
  });

  it('marks a notice read for that user only and keeps it in 我的消息 with its read state', async () => {
    const [first] = (await listOf(lisi)).anntMsgList;
    const marked = await t.request('PUT', '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: lisi, body: { anntId: first.id } });
    expect(marked.body.success).toBe(true);
    expect((await listOf(lisi)).anntMsgList.map((notice) => notice.id)).not.toContain(first.id);
    expect((await listOf(zhangwei)).anntMsgList.map((notice) => notice.id)).toContain(first.id);

    const mine = await t.get<{ records: UserNotice[]; total: number }>('/api/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      token: lisi,
      query: { pageNo: '1', pageSize: '10' },
    });
    expect(mine.body.result.total).toBe(4);
    expect(mine.body.result.records.find((notice) => notice.id === first.id)?.readFlag).toBe('1');
    expect(mine.body.result.records.filter((notice) => notice.readFlag === '0')).toHaveLength(3);
    const unread = await t.get<{ total: number }>('/api/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: lisi, query: { readFlag: '0' } });
    expect(unread.body.result.total).toBe(3);
  });

  it('pushes a released announcement for chosen users over the websocket to those users only', async () => {
    const [zhangweiSocket, lisiSocket] = await Promise.all([
      connect(`/api/websocket/${await userId('zhangwei')}`, zhangwei),
      connect(`/api/websocket/${await userId('lisi')}`, lisi),
    ]);
    const id = await addAnnouncement({ titile: '二号项目部塔吊专项检查', msgType: 'USER', userIds: await userId('zhangwei') });
    expect((await listOf(zhangwei)).anntMsgList.map((notice) => notice.id)).not.toContain(id);

    const release = await t.post(`/api/sys/annountCement/doReleaseData?id=${id}`, {}, { token: admin });
    expect(release.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect(await zhangweiSocket.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '二号项目部塔吊专项检查' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lisiSocket.received).toEqual([]);
    expect((await listOf(zhangwei)).anntMsgList[0]).toMatchObject({ id, titile: '二号项目部塔吊专项检查' });
    expect((await listOf(lisi)).anntMsgList.map((notice) => notice.id)).not.toContain(id);
    const refused = await t.request('PUT', '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: lisi, body: { anntId: id } });
    expect(refused.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('does not push a category to a user who switched it off in 新消息通知, and pushes it again once switched on', async () => {
    const switches = (body: object) => t.post<{ system: boolean; announcement: boolean }>('/api/sys/user/self/noticeSwitches', body, { token: lisi });
    expect((await t.get('/api/sys/user/self/noticeSwitches', { token: lisi })).body.result).toEqual({ system: true, announcement: true });
    expect((await switches({ announcement: false })).body).toMatchObject({ success: true, result: { system: true, announcement: false } });
    expect((await t.get('/api/sys/user/self/noticeSwitches', { token: zhangwei })).body.result).toEqual({ system: true, announcement: true });
    expect(await switches({ announcement: 'no' })).toMatchObject({ status: 400, body: { message: '请选择要修改的通知设置' } });

    const [zhangweiSocket, lisiSocket] = await Promise.all([
      connect(`/api/websocket/${await userId('zhangwei')}`, zhangwei),
      connect(`/api/websocket/${await userId('lisi')}`, lisi),
    ]);
    const release = async (titile: string) => {
      const id = await addAnnouncement({ titile, msgType: 'USER', userIds: `${await userId('zhangwei')},${await userId('lisi')}` });
      expect((await t.post(`/api/sys/annountCement/doReleaseData?id=${id}`, {}, { token: admin })).body.success).toBe(true);
      return id;
    };
    const muted = await release('消防演练通知');
    expect(await zhangweiSocket.next()).toMatchObject({ msgId: muted });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lisiSocket.received).toEqual([]);
    expect((await listOf(lisi)).anntMsgList.map((notice) => notice.id)).toContain(muted);

    await switches({ announcement: true });
    const heard = await release('防汛值班安排');
    expect(await lisiSocket.next()).toMatchObject({ cmd: 'user', msgId: heard });
    // Read, so the later tests find lisi's unread notices as the demo left them.
    for (const anntId of [muted, heard]) await t.request('PUT', '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: lisi, body: { anntId } });
  });

  it('pushes a topic to everyone when an announcement to all users is released from the edit form', async () => {
    const [zhangweiSocket, lisiSocket] = await Promise.all([
      connect(`/api/websocket/${await userId('zhangwei')}`, zhangwei),
      connect(`/api/websocket/${await userId('lisi')}`, lisi),
    ]);
    const id = await addAnnouncement({ titile: '国庆节放假安排' });
    expect(lisiSocket.received).toEqual([]);
    const edited = await t.request('PUT', '/api/sys/annountCement/edit', { token: admin, body: { id, sendStatus: '1' } });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect(await lisiSocket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '国庆节放假安排' });
    expect(await zhangweiSocket.next()).toMatchObject({ cmd: 'topic', msgId: id });
    const saved = await t.get<{ sendTime: string; sender: string }>('/api/sys/annountCement/queryById', { token: admin, query: { id } });
    expect(saved.body.result.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(saved.body.result.sender).toBe('系统管理员');

    const revoked = await t.post(`/api/sys/annountCement/doReovkeData?id=${id}`, {}, { token: admin });
    expect(revoked.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect((await listOf(lisi)).anntMsgList.map((notice) => notice.id)).not.toContain(id);
  });

  it('answers HeartBeat on the socket', async () => {
    const socket = await connect(`/api/websocket/${await userId('lisi')}`, lisi);
    socket.socket.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
  });

  it('refuses a socket without a valid token before the upgrade', async () => {
    await expect(connect(`/api/websocket/${await userId('lisi')}`, 'f'.repeat(64))).rejects.toThrow(/401/);
  });

  it('closes a socket opened for another user than the token names', async () => {
    const wrong = await connect(`/api/websocket/${await userId('zhangwei')}`, lisi);
    const code = await new Promise<number>((resolve) => wrong.socket.on('close', (closeCode: number) => resolve(closeCode)));
    expect(code).toBe(1008);
  });

  it('stores announcement content without scripts or event handlers', async () => {
    const id = await addAnnouncement({
      titile: '带脚本的内容',
      msgContent:
        '<p style="color:red">安全<strong>第一</strong></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    });
    const saved = await t.get<{ msgContent: string }>('/api/sys/annountCement/queryById', { token: admin, query: { id } });
    const html = saved.body.result.msgContent;
    expect(html).toContain('<p style="color:red">安全<strong>第一</strong></p>');
    expect(html).toContain('<img src="https://example.com/a.png" />');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });

  it('lets only holders of the 发布 permission release or revoke', async () => {
    const id = await addAnnouncement({ titile: '只有管理员能发布' });
    const { status, body } = await t.post(`/api/sys/annountCement/doReleaseData?id=${id}`, {}, { token: lisi });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect((await t.post('/api/sys/annountCement/doReleaseData?id=nope', {}, { token: admin })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
  });

  it('sends an announcement to chosen departments only to their members, and pushes its withdrawal to them', async () => {
    const [zhangweiId, lisiId] = [await userId('zhangwei'), await userId('lisi')];
    const departOf = async (id: string) =>
      (await authDb(t.db).selectFrom('sys_user').select('depart_ids').where('id', '=', id).executeTakeFirstOrThrow()).depart_ids ?? '';
    const [zhangweiDeparts, lisiDeparts] = [(await departOf(zhangweiId)).split(','), (await departOf(lisiId)).split(',')];
    const onlyZhangwei = zhangweiDeparts.find((depart) => depart !== '' && !lisiDeparts.includes(depart));
    expect(onlyZhangwei, 'zhangwei belongs to a department lisi is not in').toBeDefined();

    const [zhangweiSocket, lisiSocket] = await Promise.all([connect(`/api/websocket/${zhangweiId}`, zhangwei), connect(`/api/websocket/${lisiId}`, lisi)]);
    const id = await addAnnouncement({ titile: '二号项目部防汛值班安排', msgType: 'DEPART', departIds: onlyZhangwei });
    expect((await t.post(`/api/sys/annountCement/doReleaseData?id=${id}`, {}, { token: admin })).body.success).toBe(true);
    expect(await zhangweiSocket.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '二号项目部防汛值班安排' });
    expect((await listOf(zhangwei)).anntMsgList.map((notice) => notice.id)).toContain(id);
    expect((await listOf(lisi)).anntMsgList.map((notice) => notice.id)).not.toContain(id);

    const revoked = await t.post(`/api/sys/annountCement/doReovkeData?id=${id}`, {}, { token: admin });
    expect(revoked.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect(await zhangweiSocket.next()).toMatchObject({ cmd: 'user', msgId: id });
    expect((await listOf(zhangwei)).anntMsgList.map((notice) => notice.id)).not.toContain(id);
    expect(lisiSocket.received).toEqual([]);
  });

  it('refuses an announcement to chosen departments without departments', async () => {
    const { body } = await t.post(
      '/api/sys/annountCement/add',
      { titile: '无部门', msgCategory: '1', priority: 'L', msgType: 'DEPART', msgContent: 'x' },
      { token: admin },
    );
    expect(body).toMatchObject({ success: false, message: '请选择指定部门' });
  });

  it('counts who of the recipients read an announcement (阅读统计)', async () => {
    const [zhangweiId, lisiId, wangfangId] = [await userId('zhangwei'), await userId('lisi'), await userId('wangfang')];
    const id = await addAnnouncement({ titile: '安全帽佩戴抽查结果', msgType: 'USER', userIds: [zhangweiId, lisiId, wangfangId].join(',') });
    await t.post(`/api/sys/annountCement/doReleaseData?id=${id}`, {}, { token: admin });
    await t.request('PUT', '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: lisi, body: { anntId: id } });

    type Stats = {
      total: number;
      readCount: number;
      unreadCount: number;
      page: { total: number; records: { username: string; readFlag: string; readTime: string | null }[] };
    };
    const stats = await t.get<Stats>('/api/sys/annountCement/readStatistics', { token: admin, query: { id } });
    expect(stats.body.result).toMatchObject({ total: 3, readCount: 1, unreadCount: 2 });
    expect(stats.body.result.page.records.map((row) => [row.username, row.readFlag])).toEqual([
      ['lisi', '1'],
      ['wangfang', '0'],
      ['zhangwei', '0'],
    ]);
    expect(stats.body.result.page.records[0].readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const unread = await t.get<Stats>('/api/sys/annountCement/readStatistics', { token: admin, query: { id, readFlag: '0' } });
    expect(unread.body.result.page.records.map((row) => row.username)).toEqual(['wangfang', 'zhangwei']);

    const everyone = await t.get<Stats>('/api/sys/annountCement/readStatistics', { token: admin, query: { id: (await listOf(lisi)).anntMsgList[0].id } });
    expect(everyone.body.result.total).toBe(
      Number(
        (
          await t.db
            .selectFrom('sys_user')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('del_flag', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await t.get('/api/sys/annountCement/readStatistics', { token: lisi, query: { id } })).status).toBe(403);
    expect((await t.get('/api/sys/annountCement/readStatistics', { token: admin, query: { id: 'nope' } })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
  });

  it('refuses an announcement to chosen users without users', async () => {
    const { body } = await t.post(
      '/api/sys/annountCement/add',
      { titile: '无对象', msgCategory: '1', priority: 'L', msgType: 'USER', msgContent: 'x' },
      { token: admin },
    );
    expect(body).toMatchObject({ success: false, message: '请选择指定用户' });
  });
});
