import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceSummaryJob } from '../../runtime/server/jobs/handlers/attendanceSummaryJob';
import type { JobContext } from '../../runtime/server/jobs/jobHandler';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Leave {
  id: string;
  status: string;
  flowActions?: string[];
}

const API = '/api/labour/workerLeave';
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe.each(backends())('请假管理 on %s: 申请 → 班组长 → 劳务员, refusals, and approved leave as 请假 in 考勤统计', (backend) => {
  let t: TestApp;
  /** lisi (劳务员) applies and approves last; xuhai (班组长) is the leader named on the leave; zhangwei is neither. */
  const as: Record<'clerk' | 'leader' | 'manager', CallOptions> = {} as never;
  let leaderId: string;
  let worker: { id: string; team_id: string };
  const step = (caller: CallOptions, id: string, action: string, comment?: string) => t.post<Leave>(`${API}/flow/transition`, { id, action, comment }, caller);
  const read = async (id: string) => (await t.get<Leave>(`${API}/queryById`, { ...as.clerk, query: { id } })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.clerk = { token: await t.login('lisi'), projectId };
    as.leader = { token: await t.login('xuhai'), projectId };
    as.manager = { token: await t.login('zhangwei'), projectId };
    leaderId = String((await sql<{ id: string }>`select id from sys_user where username = 'xuhai'`.execute(t.db)).rows[0].id);
    // An on-site worker with no leave of their own, whose passes of the leave day this test controls.
    worker = (
      await sql<{ id: string; team_id: string }>`select id, team_id from lab_worker w where project_id = ${projectId} and enter_and_retreat_condition = '0'
        and start_time < ${day(-30)}::date and not exists (select 1 from lab_worker_leave l where l.worker_id = w.id) order by id_code limit 1`.execute(t.db)
    ).rows[0];
  }, 300_000);
  afterAll(() => t?.close());

  async function applied(offset: number): Promise<Leave> {
    const added = await t.post<Leave>(
      `${API}/add`,
      { workerId: worker.id, teamId: worker.team_id, leaveType: '2', startDate: day(offset), endDate: day(offset), days: 1, reason: '感冒发烧', leaderId },
      as.clerk,
    );
    expect(added.body.success, added.body.message).toBe(true);
    return read(added.body.result.id);
  }

  it('goes 草稿 → 待班组长审批 → 待劳务员审批 → 已批准, each step only by its actor, and is locked once submitted', async () => {
    const leave = await applied(-2);
    expect(leave.status).toBe('1');
    expect((await t.post(`${API}/edit`, { id: leave.id, reason: '感冒发烧，需休息一天' }, as.clerk)).body.success).toBe(true);
    expect((await step(as.clerk, leave.id, 'submit')).body.success).toBe(true);

    const locked = await t.post(`${API}/edit`, { id: leave.id, reason: '改' }, as.clerk);
    expect(locked).toMatchObject({ status: 400, body: { success: false, message: '当前状态（待班组长审批）的记录不能修改' } });
    expect(await step(as.clerk, leave.id, 'leaderApprove')).toMatchObject({
      status: 400,
      body: { message: '您不是该记录的审批班组长，不能执行「班组长同意」' },
    });
    expect(await step(as.manager, leave.id, 'leaderApprove')).toMatchObject({ status: 400 });
    expect((await step(as.leader, leave.id, 'leaderApprove')).body.success).toBe(true);

    expect(await step(as.leader, leave.id, 'approve')).toMatchObject({ status: 400, body: { message: '只有劳务员可以执行「劳务员批准」' } });
    expect(await step(as.clerk, leave.id, 'leaderApprove')).toMatchObject({ status: 400, body: { message: '当前状态（待劳务员审批）不能执行「班组长同意」' } });
    expect((await step(as.clerk, leave.id, 'approve')).body.success).toBe(true);
    expect((await read(leave.id)).status).toBe('4');
    expect((await t.post(`${API}/delete?id=${leave.id}`, {}, as.clerk)).body.success).toBe(false);
  });

  it('is returned only with a reason and can then be edited and submitted again', async () => {
    const leave = await applied(3);
    await step(as.clerk, leave.id, 'submit');
    expect(await step(as.leader, leave.id, 'reject')).toMatchObject({ status: 400, body: { message: '请填写意见' } });
    expect((await step(as.leader, leave.id, 'reject', '本周浇筑，请改期')).body.success).toBe(true);
    expect((await read(leave.id)).status).toBe('5');
    expect((await t.post(`${API}/edit`, { id: leave.id, startDate: day(5), endDate: day(5) }, as.clerk)).body.success).toBe(true);
    expect((await step(as.clerk, leave.id, 'submit')).body.success).toBe(true);
  });

  it('shows the worker as 请假, not 缺勤, in 考勤统计 for a day of approved leave without passes', async () => {
    const date = day(-2);
    await sql`delete from lab_attendance where worker_id = ${worker.id} and passed_time >= ${date}::date and passed_time < ${date}::date + 1`.execute(t.db);
    const message = await attendanceSummaryJob.run({ db: t.db, parameter: date, now: new Date() } as JobContext);
    expect(message).toMatch(/请假\d+人$/);
    const row = await sql<{ result: string }>`select result from lab_attendance_daily where worker_id = ${worker.id} and work_date = ${date}::date`.execute(
      t.db,
    );
    expect(row.rows).toEqual([{ result: '8' }]);
  });
});
