import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../runtime/core/dashboard/period';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Rows = { rows: { dims: (string | null)[]; values: (number | string | null)[] }[] };

/** A copy of one of the project's demo rows of a table with the given columns: every other column stays valid. */
function copyDemoRow(t: TestApp, table: 'cm_lease_device' | 'cm_lease_task', projectId: string, columns: Record<string, string | null>) {
  return sql`insert into ${sql.table(table)} select (jsonb_populate_record(null::${sql.table(table)}, to_jsonb(d) || ${JSON.stringify(columns)}::jsonb)).*
    from ${sql.table(table)} d where d.project_id = ${projectId} limit 1`.execute(t.db);
}

/** Projects 0 and 1 of the demo, and the administrator working in each. */
async function demoCallers(t: TestApp): Promise<{ projects: string[]; as: CallOptions[] }> {
  const projects = [await t.departId(PROJECT_NAMES[0]), await t.departId(PROJECT_NAMES[1])];
  const token = await t.login('admin');
  return { projects, as: projects.map((projectId) => ({ token, projectId })) };
}

/** A period long before the demo's history: only the rows this test inserts have tasks in it. */
const PERIOD = { periodBegin: '2010-03-01', periodEnd: '2010-03-31' };

describe.each(backends())('租赁统计 on %s: idle devices are the devices on site without task work in the period (dashboard `without`)', (backend) => {
  let t: TestApp;
  let projects: string[];
  let as: CallOptions[];

  const device = (projectId: string, no: string, status: string, entryDate: string) =>
    copyDemoRow(t, 'cm_lease_device', projectId, { id: `idle-${no}`, device_no: no, device_name: `闲置测试${no}`, status, entry_date: entryDate });
  const task = (projectId: string, no: string, deviceNo: string, status: string, planStart: string) =>
    copyDemoRow(t, 'cm_lease_task', projectId, {
      id: `idle-${no}`,
      task_no: no,
      device_id: `idle-${deviceNo}`,
      status,
      plan_start: planStart,
      plan_end: planStart,
    });
  const widget = (caller: CallOptions, id: string) =>
    t.get<Rows>(`/api/dashboard/construction.leaseReport/widget/${id}`, { ...caller, query: PERIOD }).then((answer) => answer.body.result.rows);
  const listed = async (caller: CallOptions) => new Map((await widget(caller, 'idleDevices')).map((row) => [row.dims[0], row.values[0]]));

  beforeAll(async () => {
    t = await startTestApp({ backend });
    ({ projects, as } = await demoCallers(t));
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

describe.each(backends())(
  '租赁统计 on %s: utilisation is the days of work ÷ the days on site in the period (measures `days`, `related`, `percent`)',
  (backend) => {
    let t: TestApp;
    let projects: string[];
    let as: CallOptions[];
    const device = (no: string, entryDate: string, exitDate: string | null) =>
      copyDemoRow(t, 'cm_lease_device', projects[0], {
        id: `use-${no}`,
        device_no: no,
        device_name: `利用率测试${no}`,
        status: '1',
        entry_date: entryDate,
        exit_date: exitDate,
      });
    const task = (projectId: string, no: string, deviceNo: string, status: string, start: string, end: string | null) =>
      copyDemoRow(t, 'cm_lease_task', projectId, {
        id: `use-${no}`,
        task_no: no,
        device_id: `use-${deviceNo}`,
        status,
        start_time: start,
        end_time: end,
        plan_start: start,
      });
    const widget = (id: string, query: Record<string, string>) =>
      t
        .get<Rows & { previous?: Rows['rows'] }>(`/api/dashboard/construction.leaseReport/widget/${id}`, { ...as[0], query })
        .then((answer) => answer.body.result);

    beforeAll(async () => {
      t = await startTestApp({ backend });
      ({ projects, as } = await demoCallers(t));
      await device('USE-A', '2011-01-05', null); // on site the whole of March: 31 days
      await device('USE-B', '2011-03-21', '2011-03-25'); // 5 days in March
      await device('USE-C', '2011-02-01', '2011-02-20'); // gone before March: 0 days
      await task(projects[0], 'USE-T1', 'USE-A', '4', '2011-03-10', '2011-03-14'); // completed: 5 days
      await task(projects[0], 'USE-T2', 'USE-A', '3', '2011-03-28', null); // in progress: to the period's end, 4 days
      await task(projects[0], 'USE-T3', 'USE-A', '1', '2011-03-01', '2011-03-05'); // only applied for: no work
      await task(projects[1], 'USE-T4', 'USE-A', '4', '2011-03-01', '2011-03-02'); // another project's task: not seen here
      await task(projects[0], 'USE-T5', 'USE-B', '4', '2011-03-20', '2011-03-22'); // 3 days within March
    });
    afterAll(async () => t?.close());

    it('gives each device its days on site, days of work and the percentage, lowest first', async () => {
      const { rows } = await widget('utilisationByDevice', { periodBegin: '2011-03-01', periodEnd: '2011-03-31' });
      const mine = rows.filter((row) => String(row.dims[0]).startsWith('USE-'));
      expect(mine.map((row) => [row.dims[0], ...row.values])).toEqual([
        ['USE-A', 31, 9, 29],
        ['USE-B', 5, 3, 60],
        ['USE-C', 0, 0, null],
      ]);
    });

    it('sums them in the KPI, with the preceding period beside it', async () => {
      const result = await widget('utilisation', { periodBegin: '2011-03-01', periodEnd: '2011-03-31' });
      expect(result.rows[0].values.map(Number)).toEqual([12, 36]);
      // 29 Jan – 28 Feb: USE-A 31 days, USE-C 20 days on site, no work.
      expect(result.previous?.[0].values.map(Number)).toEqual([0, 51]);
    });

    it('never counts days after today: a device that came two days ago has been on site three days, whatever the period says', async () => {
      const today = currentTimestamp().slice(0, 10);
      await device('USE-D', addDays(today, -2), null);
      const { rows } = await widget('utilisationByDevice', { periodBegin: addDays(today, -2), periodEnd: addDays(today, 10) });
      expect(rows.find((row) => row.dims[0] === 'USE-D')?.values).toEqual([3, 0, 0]);
    });
  },
);
