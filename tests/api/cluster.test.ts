import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Envelope } from '../../runtime/core/http/envelope';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { startCluster, type Cluster } from '../../tools/cluster/platformCluster';
import { buildServer, serverStale } from '../../tools/startBuild';
import { PROJECT_NAMES, TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { untilDisconnected, withTestDatabaseUrl, type TestDatabase } from './pgTestDatabase';
import { until } from './poll';
import { testTemplate } from './testTemplates';

/** HAProxy's port; the three servers listen on the three ports after it. */
const PROXY_PORT = 3401;
/** A job lease this short lets a run whose server was killed be run again within seconds. */
const JOB_LEASE_SECONDS = 2;

function skipReason(): string | null {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (several servers need PostgreSQL)';
  if (spawnSync('haproxy', ['-v']).error) return 'haproxy is not installed (apt-get install haproxy)';
  return null;
}
const skipped = skipReason();

/** A client of one address: HAProxy's or one server's. */
function client(base: string) {
  return async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
}

describe.skipIf(skipped)(`three servers on one PostgreSQL behind HAProxy${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let database: TestDatabase;
  let uploadDir: string;
  let cluster: Cluster;
  let direct: pg.Client;
  let proxy: ReturnType<typeof client>;
  let admin: string;

  async function signIn(call: ReturnType<typeof client>, username: string): Promise<{ token: string; userId: string }> {
    const { body } = await call<{ token: string; userInfo: { id: string } }>('POST', '/api/sys/login', undefined, { username, password: TEST_ADMIN_PASSWORD });
    if (!body.success) throw new Error(`login of ${username}: ${body.message}`);
    return { token: body.result.token, userId: body.result.userInfo.id };
  }

  beforeAll(async () => {
    if (serverStale()) await buildServer();
    const template = await testTemplate('postgres', 'demo');
    database = (await withTestDatabaseUrl(undefined, template?.kind === 'postgres' ? template.database : undefined))!;
    uploadDir = await mkdtemp(path.join(tmpdir(), 'cluster-uploads-'));
    cluster = await startCluster({
      databaseUrl: database.url,
      servers: 3,
      proxyPort: PROXY_PORT,
      uploadDir,
      env: {
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        SIGN_IN_RATE_LIMIT: '100000',
        LOGIN_CAPTCHA_AFTER: '100000',
        JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
      },
    });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    proxy = client(cluster.url);
    admin = (await signIn(proxy, 'admin')).token;
  });

  afterAll(async () => {
    await direct?.end();
    await cluster?.stop();
    if (database) {
      await untilDisconnected(database.url);
      await database.drop();
    }
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it('answers through HAProxy and on each server directly', async () => {
    for (const server of cluster.servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => proxy('GET', '/api/sys/user/list?pageSize=1', admin)));
    expect(answers.every((answer) => answer.body.success)).toBe(true);
  });

  it('delivers a notice released through server A to the user connected to server C and through HAProxy', async () => {
    const [a, , c] = cluster.servers;
    const zhangwei = await signIn(client(c.url), 'zhangwei');
    const listen = async (base: string) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/websocket/${zhangwei.userId}`, [zhangwei.token]);
      const received: unknown[] = [];
      socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
      await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
      return { socket, received };
    };
    const sockets = [await listen(c.url), await listen(cluster.url)];
    try {
      const onA = client(a.url);
      const added = await onA<{ id: string }>('POST', '/api/sys/annountCement/add', admin, {
        titile: '集群通知：三号塔吊限位检查',
        msgCategory: '1',
        priority: 'H',
        msgType: 'USER',
        userIds: zhangwei.userId,
        msgContent: '<p>请今日完成</p>',
      });
      expect(added.body.success, added.body.message).toBe(true);
      const released = await onA('POST', `/api/sys/annountCement/doReleaseData?id=${added.body.result.id}`, admin, {});
      expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
      await until(
        async () => sockets.map(({ received }) => received.length),
        (counts) => counts.every((count) => count > 0),
      );
      for (const { received } of sockets) expect(received).toEqual([{ cmd: 'user', msgId: added.body.result.id, msgTxt: '集群通知：三号塔吊限位检查' }]);
    } finally {
      for (const { socket } of sockets) socket.terminate();
    }
  });

  it('brings a plan saved through server A to a live table open on server C and an open dashboard on server B', async () => {
    const [a, b, c] = cluster.servers;
    const projectId = (await direct.query<{ id: string }>('select id from sys_depart where depart_name = $1', [PROJECT_NAMES[0]])).rows[0].id;
    const adminId = (await direct.query<{ id: string }>("select id from sys_user where username = 'admin'")).rows[0].id;
    const opened = (url: string) => {
      const socket = new WebSocket(url, [admin]);
      const received: { type?: string; cmd?: string; screen?: string; data?: { socketKey: string; args: [Record<string, unknown>, string] } }[] = [];
      socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
      return new Promise<{ socket: WebSocket; received: typeof received }>((resolve, reject) =>
        socket.on('open', () => resolve({ socket, received })).on('error', reject),
      );
    };
    const table = await opened(`${c.url.replace('http', 'ws')}/api/vxeSocket/${adminId}/cluster-page?projectId=${projectId}`);
    const dashboard = await opened(`${b.url.replace('http', 'ws')}/api/websocket/${adminId}`);
    try {
      const added = await fetch(`${a.url}/api/materialmgmt/plan/add`, {
        method: 'POST',
        headers: { 'x-access-token': admin, projectId, 'content-type': 'application/json' },
        body: JSON.stringify({
          planNo: 'CL01',
          planName: '集群周计划',
          planType: 'week',
          planDate: '2025-06-01',
          items: [{ materialName: '集群扣件', unit: 'pcs', planQty: 100, unitPrice: 5.5 }],
        }),
      }).then((response) => response.json() as Promise<Envelope<{ id: string }>>);
      expect(added.success, added.message).toBe(true);
      await until(
        async () => table.received.length + dashboard.received.length,
        () => table.received.some((message) => message.type === 'update_vxe_table') && dashboard.received.some((message) => message.cmd === 'dataChanged'),
      );
      expect(table.received.find((message) => message.type === 'update_vxe_table')?.data).toMatchObject({
        socketKey: 'mat_plan_item',
        args: [{ planId: added.result.id, materialName: '集群扣件' }, 'server'],
      });
      expect(dashboard.received).toContainEqual({ cmd: 'dataChanged', screen: 'material.plan' });
    } finally {
      table.socket.terminate();
      dashboard.socket.terminate();
    }
  });

  it('applies a permission taken away on server A to the next request on server B', async () => {
    const [a, b] = cluster.servers;
    const onA = client(a.url);
    const onB = client(b.url);
    const role = await onA<{ id: string }>('POST', '/api/sys/role/add', admin, { roleName: '集群公告员', roleCode: 'cluster_notice_role', roleType: '1' });
    expect(role.body.success, role.body.message).toBe(true);
    const ids = (codes: string[]) => codes.map((code) => permissionId('button', code)).join(',');
    const grant = (now: string[], before: string[]) =>
      onA('POST', '/api/sys/permission/saveRolePermission', admin, { roleId: role.body.result.id, permissionIds: ids(now), lastpermissionIds: ids(before) });
    const both = ['system:announcement:list', 'system:announcement:add'];
    expect((await grant(both, [])).body.success).toBe(true);
    const user = await onA('POST', '/api/sys/user/add', admin, {
      username: 'cluster_clerk',
      realname: '集群公告员',
      password: TEST_ADMIN_PASSWORD,
      roleIds: role.body.result.id,
    });
    expect(user.body.success, user.body.message).toBe(true);
    const clerk = (await signIn(onB, 'cluster_clerk')).token;
    const draft = { titile: '集群草稿', msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>草稿</p>' };
    expect((await onB('POST', '/api/sys/annountCement/add', clerk, draft)).body.success).toBe(true);
    expect((await onB('GET', '/api/sys/annountCement/list', clerk)).body.success).toBe(true);

    expect((await grant(['system:announcement:list'], both)).body.success).toBe(true);
    const refused = await onB('POST', '/api/sys/annountCement/add', clerk, draft);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await onB('GET', '/api/sys/annountCement/list', clerk)).body.success).toBe(true);
  });

  it('locks an account after five failed logins spread over the three servers', async () => {
    const attempt = async (index: number, password: string) => {
      const server = cluster.servers[index % cluster.servers.length];
      const checkKey = `cluster-lock-${index}`;
      expect((await fetch(`${server.url}/api/sys/randomImage/${checkKey}`)).status).toBe(200);
      const captcha = (await direct.query<{ code: string }>('select code from sys_captcha where check_key = $1', [checkKey])).rows[0].code;
      return (await client(server.url)('POST', '/api/sys/login', undefined, { username: 'xuhai', password, captcha, checkKey })).body;
    };
    for (let index = 0; index < 4; index += 1) expect((await attempt(index, 'Wrong#Pass00')).message).toBe('用户名或密码错误');
    // The fifth, on a server that saw only one of the four, is the fifth of the account.
    expect((await attempt(4, 'Wrong#Pass00')).message).toBe('登录失败次数过多，账号已锁定10分钟');
    expect(await attempt(5, TEST_ADMIN_PASSWORD)).toMatchObject({ success: false, message: '登录失败次数过多，账号已锁定10分钟' });
  });

  /** Adds an enabled job due once, `seconds` from now; resolves with its id and the planned fire (whole seconds). */
  async function jobDueIn(seconds: number, parameter: string): Promise<{ id: string; fireTime: Date }> {
    // In the servers' time zone (this machine's): the cron names the year, so it is due once.
    const due = new Date(Date.now() + seconds * 1000);
    const cron = `${due.getSeconds()} ${due.getMinutes()} ${due.getHours()} ${due.getDate()} ${due.getMonth() + 1} ? ${due.getFullYear()}`;
    const added = await proxy<{ id: string }>('POST', '/api/sys/quartzJob/add', admin, {
      jobClassName: 'smartsite.job.DictCacheRefreshJob',
      cronExpression: cron,
      parameter,
      status: '0',
    });
    expect(added.body.success, added.body.message).toBe(true);
    return { id: added.body.result.id, fireTime: new Date(Math.floor(due.getTime() / 1000) * 1000) };
  }

  it('runs a job due once exactly once across the three servers', async () => {
    const { id } = await jobDueIn(8, '集群');
    const runs = async () => (await direct.query<{ runner: string }>('select runner from sys_quartz_job_log where job_id = $1', [id])).rows;
    await until(runs, (rows) => rows.length > 0);
    // Every server polls at least every 2 s: well past that, a second run would have been logged.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const logged = await runs();
    expect(logged).toHaveLength(1);
  });

  it('loses no acknowledged write when a server is killed mid-traffic, and its clients carry on through the others', async () => {
    const victim = cluster.servers[1];
    const acknowledged: string[] = [];
    const afterKill: boolean[] = [];
    let killed = false;
    let stop = false;
    const writer = async (writerIndex: number) => {
      for (let n = 0; !stop; n += 1) {
        const answer = await proxy<{ id: string }>('POST', '/api/sys/annountCement/add', admin, {
          titile: `集群写入 ${writerIndex}-${n}`,
          msgCategory: '1',
          priority: 'L',
          msgType: 'ALL',
          msgContent: '<p>写入</p>',
        }).catch(() => null);
        const ok = answer?.body.success === true;
        if (ok) acknowledged.push(answer.body.result.id);
        if (killed) afterKill.push(ok);
      }
    };
    const writers = Array.from({ length: 4 }, (_, index) => writer(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await victim.kill('SIGKILL');
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 4000));
    stop = true;
    await Promise.all(writers);

    expect(victim.alive()).toBe(false);
    expect(afterKill.length).toBeGreaterThan(20);
    // At most the requests in flight on the victim fail; every later one succeeds on the others.
    expect(afterKill.slice(-20).every(Boolean)).toBe(true);
    const stored = await direct.query<{ id: string }>('select id from sys_announcement where id = any($1)', [acknowledged]);
    expect(stored.rows.length).toBe(acknowledged.length);
  });
  it('runs again on a live server the run of a server killed mid-job, once its lease has lapsed, and logs it once', async () => {
    const { id, fireTime } = await jobDueIn(6, '集群接管');
    // The dictionary refresh reads sys_dict: holding the table keeps the run in progress until the test lets it go.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table sys_dict in access exclusive mode');
      const lease = async () =>
        (
          await direct.query<{ lease_owner: string | null; run_fire_at: string | null }>(
            'select lease_owner, run_fire_at from sys_quartz_job_lease where job_id = $1',
            [id],
          )
        ).rows[0];
      const held = await until(lease, (row) => row?.lease_owner != null);
      expect(Number(held.run_fire_at)).toBe(fireTime.getTime());
      const victim = cluster.servers.find((server) => server.alive() && held.lease_owner!.split(':')[1] === String(server.pid));
      expect(victim, `no live server holds ${held.lease_owner}`).toBeDefined();
      await victim!.kill('SIGKILL');
      // A live server sees the lease lapse (2 s unrenewed) on its next look (every 2 s) and claims the run.
      const takenOver = await until(lease, (row) => row.lease_owner !== held.lease_owner);
      expect(takenOver.lease_owner).not.toBeNull();
      await blocker.query('commit');
      const logged = async () =>
        (
          await direct.query<{ runner: string; taken_over_from: string | null; trigger_type: string; fire_time: Date; result: string }>(
            'select runner, taken_over_from, trigger_type, fire_time, result from sys_quartz_job_log where job_id = $1',
            [id],
          )
        ).rows;
      await until(logged, (rows) => rows.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(await logged()).toEqual([
        expect.objectContaining({ runner: takenOver.lease_owner, taken_over_from: held.lease_owner, trigger_type: 'schedule', result: 'success' }),
      ]);
    } finally {
      await blocker.end();
    }
  });
});
