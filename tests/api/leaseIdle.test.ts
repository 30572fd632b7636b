import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Rows = { rows: { dims: (string | null)[]; values: (number | string | null)[] }[] };

/** A period long before the demo's history: only the rows this test inserts have tasks in it. */
const PERIOD = { periodBegin: '2010-03-01', periodEnd: '2010-03-31' };

describe.each(backends())('租赁统计 on %s: idle devices are the devices on site without task work in the period (dashboard `without`)', (backend) => {
  let t: TestApp;
  let projects: string[];
  const as: CallOptions[] = [];

  /** A copy of one of the project's demo devices with the given columns: every other column stays valid. */
  const device = (projectId: string, no: string, status: string, entryDate: string) =>
    sql`insert into cm_lease_device select (jsonb_populate_record(null::cm_lease_device, to_jsonb(d) || jsonb_build_object(
      'id', ${`idle-${no}`}::text, 'device_no', ${no}::text, 'device_name', ${`闲置测试${no}`}::text, 'status', ${status}::text, 'entry_date', ${entryDate}::text))).*
      from cm_lease_device d where d.project_id = ${projectId} limit 1`.execute(t.db);
  const task = (projectId: string, no: string, deviceNo: string, status: string, planStart: string) =>
    sql`insert into cm_lease_task select (jsonb_populate_record(null::cm_lease_task, to_jsonb(k) || jsonb_build_object(
      'id', ${`idle-${no}`}::text, 'task_no', ${no}::text, 'device_id', ${`idle-${deviceNo}`}::text, 'status', ${status}::text,
      'plan_start', ${planStart}::text, 'plan_end', ${planStart}::text))).*
      from cm_lease_task k where k.project_id = ${projectId} limit 1`.execute(t.db);
  const widget = (caller: CallOptions, id: string) =>
    t.get<Rows>(`/api/dashboard/construction.leaseReport/widget/${id}`, { ...caller, query: PERIOD }).then((answer) => answer.body.result.rows);
  const listed = async (caller: CallOptions) => new Map((await widget(caller, 'idleDevices')).map((row) => [row.dims[0], row.values[0]]));

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projects = [await t.departId(PROJECT_NAMES[0]), await t.departId(PROJECT_NAMES[1])];
    const token = await t.login('admin');
    as.push({ token, projectId: projects[0] }, { token, projectId: projects[1] });
    const [own, other] = projects;
    await device(own, 'IDL-A', '1', '2010-01-05'); // completed task in the period: worked
    await device(own, 'IDL-B', '1', '2010-01-05'); // no task at all: idle
    await device(own, 'IDL-C', '1', '2010-02-10'); // only an application (申请) in the period: idle
    await device(own, 'IDL-D', '1', '2010-01-20'); // completed, but after the period: idle
    await device(own, 'IDL-E', '2', '2010-01-05'); // returned (退场): not on site, not listed
    await device(own, 'IDL-G', '1', '2010-01-05'); // a task in progress in the period: worked
    await device(own, 'IDL-H', '1', '2010-01-05'); // worked only by a task of the other project: idle here
    await device(other, 'IDL-F', '1', '2010-01-05'); // the other project's idle device
    await task(own, 'IDL-T1', 'IDL-A', '4', '2010-03-10');
    await task(own, 'IDL-T2', 'IDL-C', '1', '2010-03-12');
    await task(own, 'IDL-T3', 'IDL-D', '4', '2010-04-02');
    await task(own, 'IDL-T4', 'IDL-G', '3', '2010-03-31');
    await task(other, 'IDL-T5', 'IDL-H', '4', '2010-03-15');
  });
  afterAll(async () => t?.close());

  it('lists the idle devices on site with their entry date, and not those that worked, left or belong to another project', async () => {
    const idle = await listed(as[0]);
    const mine = [...idle.keys()].filter((no) => String(no).startsWith('IDL-')).sort();
    expect(mine).toEqual(['IDL-B', 'IDL-C', 'IDL-D', 'IDL-H']);
    expect(String(idle.get('IDL-C')).slice(0, 10)).toBe('2010-02-10');
    const otherProject = [...(await listed(as[1])).keys()].filter((no) => String(no).startsWith('IDL-'));
    expect(otherProject).toEqual(['IDL-F']);
  });

  it('counts them in the KPI: every device on site in the project but the two that worked', async () => {
    const onSite = (await sql<{ n: string }>`select count(*) as n from cm_lease_device where project_id = ${projects[0]} and status = '1'`.execute(t.db))
      .rows[0];
    const [kpi] = await widget(as[0], 'idleCount');
    expect(Number(kpi.values[0])).toBe(Number(onSite.n) - 2);
  });

  it('in a period with the in-progress task outside it, that device is idle too', async () => {
    const answer = await t.get<Rows>('/api/dashboard/construction.leaseReport/widget/idleDevices', {
      ...as[0],
      query: { periodBegin: '2010-03-01', periodEnd: '2010-03-30' },
    });
    expect(answer.body.result.rows.some((row) => row.dims[0] === 'IDL-G')).toBe(true);
    expect(answer.body.result.rows.some((row) => row.dims[0] === 'IDL-A')).toBe(false);
  });
});
