import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Log {
  id: string;
  logDate: string;
  headcount: number | null;
}

const API = '/api/workresearch/log';
const dayText = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return dayText(date);
};
/** The last Sunday before this week: the demo writes no log on Sundays. */
const lastSunday = () => {
  const date = new Date();
  date.setDate(date.getDate() - date.getDay() - 7);
  return dayText(date);
};

describe.each(backends())('工作日志 on %s: one a day per project, no future day, temperatures in order, 现场人数 from the gate', (backend) => {
  let t: TestApp;
  let projectId: string;
  let otherProjectId: string;
  const as: Record<'foreman' | 'foremanElsewhere', CallOptions> = {} as never;
  let recorderId: string;
  const log = (date: string, extra: Record<string, unknown> = {}) => ({
    logDate: date,
    weather: '1',
    tempLow: 8,
    tempHigh: 16,
    recorderId,
    areas: [{ area: '1#装置区', content: '基础钢筋绑扎', progress: 40 }],
    ...extra,
  });
  const read = async (id: string, caller = as.foreman) => (await t.get<Log>(`${API}/queryById`, { ...caller, query: { id } })).body.result;
  const distinctIn = async (date: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(distinct worker_id) as n from lab_attendance where project_id = ${projectId} and direction = 'in'
          and passed_time >= ${date}::date and passed_time < ${date}::date + 1`.execute(t.db)
      ).rows[0].n,
    );
  const pass = (project: string, workerId: string, time: string, direction: string) =>
    sql`insert into lab_attendance (id, tenant_id, project_id, worker_id, passed_time, direction, create_time)
      values (${`api-${Math.random().toString(36).slice(2)}`}, '0', ${project}, ${workerId}, ${time}::timestamp, ${direction}, now())`.execute(t.db);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    otherProjectId = await t.departId(PROJECT_NAMES[1]);
    const token = await t.login('zhoujie');
    as.foreman = { token, projectId };
    as.foremanElsewhere = { token, projectId: otherProjectId };
    recorderId = String((await sql<{ id: string }>`select id from sys_user where username = 'zhoujie'`.execute(t.db)).rows[0].id);
  }, 300_000);
  afterAll(() => t?.close());

  it('computes 现场人数 from the distinct workers who passed in that day, never from the sent value, on save and on every read', async () => {
    const date = lastSunday();
    const workers = (await sql<{ id: string }>`select id from lab_worker where project_id = ${projectId} order by id_code limit 3`.execute(t.db)).rows;
    const elsewhere = (await sql<{ id: string }>`select id from lab_worker where project_id = ${otherProjectId} limit 1`.execute(t.db)).rows[0];
    const before = await distinctIn(date);
    const added = await t.post<Log>(`${API}/add`, log(date, { headcount: 999 }), as.foreman);
    expect(added.body.success, added.body.message).toBe(true);
    const id = added.body.result.id;
    expect((await read(id)).headcount).toBe(before);

    // Later passes that day: a worker twice, another once, a third only going out, and a worker of another project.
    await pass(projectId, workers[0].id, `${date} 06:50:00`, 'in');
    await pass(projectId, workers[0].id, `${date} 12:50:00`, 'in');
    await pass(projectId, workers[1].id, `${date} 07:05:00`, 'in');
    await pass(projectId, workers[2].id, `${date} 17:30:00`, 'out');
    await pass(otherProjectId, elsewhere.id, `${date} 07:00:00`, 'in');
    const expected = await distinctIn(date);
    expect(expected).toBeGreaterThan(before);
    expect((await read(id)).headcount).toBe(expected);
    const listed = await t.get<{ records: Log[] }>(`${API}/list`, { ...as.foreman, query: { logDate_begin: date, logDate_end: date } });
    expect(listed.body.result.records.map((row) => row.headcount)).toEqual([expected]);

    const edited = await t.post(`${API}/edit`, { ...log(date, { headcount: 5, weather: '2' }), id }, as.foreman);
    expect(edited.body.success, edited.body.message).toBe(true);
    const stored = await sql<{ headcount: string }>`select headcount from cm_work_log where id = ${id}`.execute(t.db);
    expect(Number(stored.rows[0].headcount)).toBe(expected);
  });

  it('refuses a second log of the same day in the project, and lets another project have its own', async () => {
    const date = day(-1);
    const existing = await sql<{ n: string }>`select count(*) as n from cm_work_log where project_id = ${projectId} and log_date = ${date}::date`.execute(t.db);
    if (Number(existing.rows[0].n) === 0) expect((await t.post(`${API}/add`, log(date), as.foreman)).body.success).toBe(true);
    const before = await sql<{ n: string }>`select count(*) as n from cm_work_log`.execute(t.db);
    expect(await t.post(`${API}/add`, log(date, { remark: '重复' }), as.foreman)).toMatchObject({
      body: { success: false, message: '本项目这一天已有工作日志，请打开当天的日志修改' },
    });
    expect((await sql<{ n: string }>`select count(*) as n from cm_work_log`.execute(t.db)).rows[0].n).toBe(before.rows[0].n);
    const sunday = lastSunday();
    const other = await t.post(`${API}/add`, log(sunday), as.foremanElsewhere);
    expect(other.body.success, other.body.message).toBe(true);
  });

  it('refuses a log of a future day and temperatures out of order, changing nothing', async () => {
    const before = await sql<{ n: string }>`select count(*) as n from cm_work_log`.execute(t.db);
    expect(await t.post(`${API}/add`, log(day(1)), as.foreman)).toMatchObject({ body: { success: false, message: '日志日期不能晚于今天' } });
    const sunday = (() => {
      const date = new Date();
      date.setDate(date.getDate() - date.getDay() - 14);
      return dayText(date);
    })();
    expect(await t.post(`${API}/add`, log(sunday, { tempLow: 20, tempHigh: 12 }), as.foreman)).toMatchObject({
      body: { success: false, message: '最高气温(℃)不能小于最低气温(℃)' },
    });
    expect((await sql<{ n: string }>`select count(*) as n from cm_work_log`.execute(t.db)).rows[0].n).toBe(before.rows[0].n);
  });

  it('seeds a log for every working day of the last months in every project, 现场人数 from the seeded gate passes', async () => {
    const rows = await sql<{ project_id: string; n: string; sundays: string; counted: string }>`select project_id, count(*) as n,
      sum(case when extract(dow from log_date) = 0 then 1 else 0 end) as sundays, sum(case when headcount > 0 then 1 else 0 end) as counted
      from cm_work_log where log_date < ${day(-1)}::date and log_date >= ${day(-100)}::date group by project_id`.execute(t.db);
    expect(rows.rows.length).toBe(PROJECT_NAMES.length);
    for (const row of rows.rows) {
      expect(Number(row.n)).toBeGreaterThan(80);
      expect(Number(row.counted)).toBeGreaterThan(0);
    }
    const wrong = await sql<{ n: string }>`select count(*) as n from cm_work_log l where coalesce(l.headcount, -1) <> (select count(distinct a.worker_id)
      from lab_attendance a where a.project_id = l.project_id and a.direction = 'in' and a.passed_time >= l.log_date and a.passed_time < l.log_date + 1)
      and l.log_date < ${day(-20)}::date`.execute(t.db);
    expect(Number(wrong.rows[0].n)).toBe(0);
  });
});
