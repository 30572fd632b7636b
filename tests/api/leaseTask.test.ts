import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Task {
  id: string;
  status: string;
  unitPrice: number | null;
  rentUnit: string | null;
  cost: number | null;
  workHours: number | null;
}

const API = '/api/workresearch/lease/task';
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe.each(backends())('租赁任务 on %s: 申请 → 派单 → 进行中 → 完成, its refusals and the cost from the device', (backend) => {
  let t: TestApp;
  let projectId: string;
  /** xuhai (班组长) applies, starts and completes; zhoujie (施工员) is the 调度员 named on the task; zhangwei is neither on it. */
  const as: Record<'leader' | 'dispatcher' | 'manager', CallOptions> = {} as never;
  let leaderRecord: string;
  let dispatcherRecord: string;
  let device: { id: string; rent_price: string; rent_unit: string; driver_id: string };
  let repaired: { id: string; driver_id: string };
  const step = (caller: CallOptions, id: string, action: string, values?: Record<string, unknown>, comment?: string) =>
    t.post<Task>(`${API}/flow/transition`, { id, action, values, comment }, caller);
  const read = async (id: string) => (await t.get<Task>(`${API}/queryById`, { ...as.leader, query: { id } })).body.result;
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    as.leader = { token: await t.login('xuhai'), projectId };
    as.dispatcher = { token: await t.login('zhoujie'), projectId };
    as.manager = { token: await t.login('zhangwei'), projectId };
    leaderRecord = (
      await one(
        sql<{
          id: string;
        }>`select l.id from cm_lease_team_leader l join sys_user u on u.id = l.user_id where u.username = 'xuhai' and l.project_id = ${projectId}`,
      )
    ).id;
    dispatcherRecord = (
      await one(
        sql<{
          id: string;
        }>`select d.id from cm_lease_dispatcher d join sys_user u on u.id = d.user_id where u.username = 'zhoujie' and d.project_id = ${projectId}`,
      )
    ).id;
    // A machine on site billed by 台班, and one in repair; both with their usual driver.
    device = await one(
      sql<
        typeof device
      >`select id, rent_price, rent_unit, driver_id from cm_lease_device where project_id = ${projectId} and status = '1' and rent_unit = '1' order by device_no limit 1`,
    );
    repaired = await one(sql<typeof repaired>`select id, driver_id from cm_lease_device where project_id = ${projectId} and status = '3' limit 1`);
  }, 300_000);
  afterAll(() => t?.close());

  async function applied(from: number, to: number, taskNo: string): Promise<Task> {
    const added = await t.post<Task>(
      `${API}/add`,
      {
        taskNo,
        deviceType: '3',
        workContent: '管沟开挖',
        workArea: '管廊A段',
        planStart: day(from),
        planEnd: day(to),
        teamLeaderId: leaderRecord,
        dispatcherId: dispatcherRecord,
        // Typed by a client, never kept: the price and the cost are the server's.
        unitPrice: 1,
        cost: 99999,
      },
      as.leader,
    );
    expect(added.body.success, added.body.message).toBe(true);
    return read(added.body.result.id as unknown as string);
  }

  it('goes 待派单 → 已派单 → 进行中 → 已完成, each step only by its actor, the cost computed from the device rate', async () => {
    const task = await applied(60, 61, 'API-LEASE-1');
    // 费用 = 计费数量 × 单价 with empty operands as 0 (x-formula), so 0 until it is completed, whatever the client sent.
    expect(task).toMatchObject({ status: '1', unitPrice: null, cost: 0 });

    expect(await step(as.leader, task.id, 'complete', { endTime: day(61), workHours: 8, billedQty: 1 })).toMatchObject({
      status: 400,
      body: { message: '当前状态（待派单）不能执行「完成」' },
    });
    expect(await step(as.leader, task.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id })).toMatchObject({
      status: 400,
      body: { message: '您不是该记录的调度员账号，不能执行「派单」' },
    });
    expect(await step(as.dispatcher, task.id, 'dispatch', { deviceId: repaired.id, operatorId: repaired.driver_id })).toMatchObject({
      status: 400,
      body: { message: '所选设备不在场（已退场或维修中），不能派单' },
    });
    expect((await read(task.id)).status).toBe('1');

    const dispatched = await step(as.dispatcher, task.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id });
    expect(dispatched.body.success, dispatched.body.message).toBe(true);
    expect(await read(task.id)).toMatchObject({ status: '2', rentUnit: device.rent_unit, unitPrice: Number(device.rent_price), cost: 0 });
    expect(await t.post(`${API}/edit`, { id: task.id, workArea: '罐区' }, as.leader)).toMatchObject({
      status: 400,
      body: { message: '当前状态（已派单）的记录不能修改' },
    });

    expect(await step(as.manager, task.id, 'start', { startTime: day(60) })).toMatchObject({
      status: 400,
      body: { message: '只有该记录的班组长账号或该记录的操作手账号可以执行「开始作业」' },
    });
    expect((await step(as.leader, task.id, 'start', { startTime: day(60) })).body.success).toBe(true);

    const done = { endTime: day(61), workHours: 17.5, billedQty: 2 };
    expect(await step(as.leader, task.id, 'complete', { ...done, workHours: -3 })).toMatchObject({ status: 400, body: { message: '工作小时不能小于0' } });
    expect(await step(as.leader, task.id, 'complete', { ...done, cost: 1 })).toMatchObject({ status: 400, body: { message: '「完成」不能填写费用(元)' } });
    expect(await step(as.leader, task.id, 'complete', { endTime: done.endTime, workHours: 17.5 })).toMatchObject({
      status: 400,
      body: { message: '请填写计费数量' },
    });
    expect((await read(task.id)).status).toBe('3');

    const completed = await step(as.leader, task.id, 'complete', done);
    expect(completed.body.success, completed.body.message).toBe(true);
    expect(await read(task.id)).toMatchObject({ status: '4', workHours: 17.5, cost: 2 * Number(device.rent_price) });

    const history = await t.get<{ action: string; values: Record<string, unknown> | null }[]>(`${API}/flow/history`, { ...as.leader, query: { id: task.id } });
    expect(history.body.result.map((row) => row.action)).toEqual(['create', 'dispatch', 'start', 'complete']);
    expect(history.body.result[3].values).toMatchObject({ workHours: 17.5, billedQty: 2, cost: 2 * Number(device.rent_price) });
  });

  it('refuses to dispatch a device or an operator already dispatched for an overlapping span, and allows a span that does not meet it', async () => {
    const first = await applied(70, 72, 'API-LEASE-2');
    expect((await step(as.dispatcher, first.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id })).body.success).toBe(true);

    const overlapping = await applied(72, 73, 'API-LEASE-3');
    const refused = await step(as.dispatcher, overlapping.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^设备.+已派给任务API-LEASE-2（.+ 至 .+，已派单），时间重叠，不能重复派单$/);
    expect((await read(overlapping.id)).status).toBe('1');

    const other = await one(
      sql<{
        id: string;
        driver_id: string;
      }>`select id, driver_id from cm_lease_device where project_id = ${projectId} and status = '1' and id <> ${device.id} order by device_no limit 1`,
    );
    const busyOperator = await step(as.dispatcher, overlapping.id, 'dispatch', { deviceId: other.id, operatorId: device.driver_id });
    expect(busyOperator.body.message).toMatch(/^操作手.+已派给任务API-LEASE-2（.+），时间重叠，不能重复派单$/);

    const after = await applied(74, 75, 'API-LEASE-4');
    const free = await step(as.dispatcher, after.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id });
    expect(free.body.success, free.body.message).toBe(true);
    expect((await step(as.dispatcher, first.id, 'cancel', {}, '工期调整')).body.success).toBe(true);
    // Once the first task is cancelled its span is free again.
    expect((await step(as.dispatcher, overlapping.id, 'dispatch', { deviceId: device.id, operatorId: device.driver_id })).body.success).toBe(true);
  });

  it('seeds every project with tasks in every state, the cost of each completed one its billed quantity × the device rate, and the history its steps', async () => {
    const states = await sql<{ project_id: string; status: string; n: string }>`select project_id, status, count(*) as n from cm_lease_task
      where task_no not like 'API-%' group by project_id, status`.execute(t.db);
    const projects = new Set(states.rows.map((row) => row.project_id));
    expect(projects.size).toBe(PROJECT_NAMES.length);
    for (const project of projects)
      expect(
        states.rows
          .filter((row) => row.project_id === project)
          .map((row) => row.status)
          .sort(),
      ).toEqual(['1', '2', '3', '4', '5']);
    const wrongCost = await one(sql<{ n: string }>`select count(*) as n from cm_lease_task t join cm_lease_device d on d.id = t.device_id
      where t.status = '4' and (t.cost is null or abs(t.cost - t.billed_qty * d.rent_price) > 0.01 or t.unit_price <> d.rent_price)`);
    expect(Number(wrongCost.n)).toBe(0);
    const missingSteps = await one(sql<{ n: string }>`select count(*) as n from cm_lease_task t where t.status = '4' and task_no not like 'API-%'
      and (select count(*) from sys_flow_history h where h.record_id = t.id) <> 4`);
    expect(Number(missingSteps.n)).toBe(0);
  });

  it('租赁统计 answers each device’s cost and hours from its completed tasks, and the device idle longest first', async () => {
    const widget = (id: string) =>
      t.get<{ rows: { dimTexts: string[]; values: (number | string)[] }[] }>(`/api/dashboard/construction.leaseReport/widget/${id}`, {
        ...as.dispatcher,
        query: { periodBegin: day(-400), periodEnd: day(400) },
      });
    const totals = await one(sql<{ name: string; hours: string; cost: string }>`select d.device_name as name, sum(t.work_hours) as hours, sum(t.cost) as cost
      from cm_lease_task t join cm_lease_device d on d.id = t.device_id where t.project_id = ${projectId} and t.status = '4' and d.id = ${device.id}
      group by d.device_name`);
    const use = (await widget('deviceUse')).body.result.rows.find((row) => row.dimTexts[0] === totals.name);
    expect(use?.values.slice(1).map(Number)).toEqual([Number(totals.hours), Number(totals.cost)]);
    const idle = (await widget('lastUsed')).body.result.rows;
    const lastDays = idle.map((row) => String(row.values[0]).slice(0, 10));
    expect(lastDays).toEqual([...lastDays].sort());
    // The loader standing on site without work for a month heads the list, then the machine returned 20 days ago.
    const returned = await one(sql<{ name: string }>`select device_name as name from cm_lease_device where project_id = ${projectId} and status = '2'`);
    expect(idle.slice(0, 2).map((row) => row.dimTexts[0])).toEqual(['柳工装载机', returned.name]);
  });

  it('lists operators by certificate expiry: 已过期 before today, 即将到期 within 30 days', async () => {
    const list = async (state: string) =>
      (
        await t.get<{ records: { certValidTo: string }[] }>('/api/workresearch/lease/operator/list', {
          ...as.dispatcher,
          query: { certValidTo_expiry: state, pageSize: '100' },
        })
      ).body.result.records;
    const expired = await list('expired');
    const soon = await list('soon');
    expect(expired.length).toBeGreaterThan(0);
    expect(soon.length).toBeGreaterThan(0);
    expect(expired.every((row) => row.certValidTo < day(0))).toBe(true);
    expect(soon.every((row) => row.certValidTo >= day(0) && row.certValidTo <= day(30))).toBe(true);
    expect(await t.get('/api/workresearch/lease/operator/list', { ...as.dispatcher, query: { certValidTo_expiry: 'later' } })).toMatchObject({
      status: 400,
      body: { message: '查询条件格式不正确：证书有效期至' },
    });
  });
});
