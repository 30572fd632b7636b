import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowHistoryEntry } from '../../runtime/core/flow/flow.types';
import type { Envelope } from '../../runtime/core/http/envelope';
import { newWorker } from '../fixtures/newWorker';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { workbookOf } from './workbookFiles';

interface Rec {
  id: string;
  version: number;
  flowActions?: string[];
  [field: string]: unknown;
}
interface Notice {
  titile: string;
  openType: string;
  openPage: string;
}

const L = '/api/labour';

describe.each(backends())('人员管理 on %s: roster entry and exit, hiring, the blacklist and its checks', (backend) => {
  let t: TestApp;
  /** lisi (劳务员) keeps the roster, zhangwei (项目经理) approves the blacklist, xuhai (班组长) only reads. */
  const as: Record<'clerk' | 'manager' | 'leader', CallOptions> = {} as never;
  let seed = 9000 + (backend === 'postgres' ? 500 : 0);
  /** A roster entry a clerk types: no entry date (the 进场 step sets it). */
  const person = (overrides: Record<string, unknown> = {}) => newWorker((seed += 1), overrides);
  /** Who a blacklist entry or a candidate is: name, ID card, phone, sex. */
  const identity = (overrides: Record<string, unknown> = {}) => {
    const { empName, idCode, empPhon, empSex } = person(overrides);
    return { empName, idCode, empPhon, empSex };
  };

  const read = async (screen: string, id: string) => (await t.get<Rec>(`${L}/${screen}/queryById`, { ...as.clerk, query: { id } })).body.result;
  const add = (screen: string, body: Record<string, unknown>, caller = as.clerk) => t.post<Rec>(`${L}/${screen}/add`, body, caller);
  const step = (screen: string, body: Record<string, unknown>, caller = as.clerk) => t.post<Rec>(`${L}/${screen}/flow/transition`, body, caller);
  const history = async (screen: string, id: string) =>
    (await t.get<FlowHistoryEntry[]>(`${L}/${screen}/flow/history`, { ...as.clerk, query: { id } })).body.result;
  const count = async (table: string, column: string, value: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(t.db)).rows[0].n);

  async function added(screen: string, body: Record<string, unknown>, caller = as.clerk): Promise<Rec> {
    const answer = await add(screen, body, caller);
    expect(answer.body.success, answer.body.message).toBe(true);
    return read(screen, answer.body.result.id);
  }
  /** Expects a refusal with HTTP 400 and the message (or a message matching it). */
  function expectRefused(answer: Answer<unknown>, message: string | RegExp): void {
    expect(answer.status, answer.body.message).toBe(400);
    expect(answer.body.success).toBe(false);
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(message);
  }
  /** The clerk's 花名册 import of a workbook of these rows (the first one the titles). */
  async function importRoster(rows: unknown[][]): Promise<Envelope<unknown>> {
    const form = multipartForm({}, [{ field: 'files[]', fileName: '花名册.xlsx', content: await workbookOf(rows) }]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${L}/worker/importExcel`,
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': String(as.clerk.token), projectId: String(as.clerk.projectId) },
    });
    return answer.json() as Envelope<unknown>;
  }
  /** An active blacklist entry: registered by the clerk, approved by the manager. */
  async function blacklisted(cause: string): Promise<Rec> {
    const entry = await added('blacklist', { ...identity(), cause, source: '1', blackTime: '2026-06-01', approverId: await userId('zhangwei') });
    expect((await step('blacklist', { id: entry.id, action: 'approve' }, as.manager)).body.success).toBe(true);
    return read('blacklist', entry.id);
  }
  const userId = async (username: string) =>
    String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  const teamId = async () =>
    String((await sql<{ id: string }>`select id from lab_team where project_id = ${as.clerk.projectId} order by team_name limit 1`.execute(t.db)).rows[0].id);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    for (const [who, username] of [
      ['clerk', 'lisi'],
      ['manager', 'zhangwei'],
      ['leader', 'xuhai'],
    ] as const)
      as[who] = { token: await t.login(username), projectId };
  }, 180_000);
  afterAll(() => t.close());

  it('seeds a roster with workers on site, gone and waiting, teams and workers tied to their 参建单位, and a blacklist in every state', async () => {
    const states = await sql<{ state: string; n: string }>`select enter_and_retreat_condition as state, count(*) as n from lab_worker group by 1`.execute(t.db);
    const byState = Object.fromEntries(states.rows.map((row) => [row.state, Number(row.n)]));
    expect(byState['0']).toBeGreaterThan(150);
    expect(byState['1']).toBeGreaterThan(5);
    expect(byState['2']).toBeGreaterThan(2);
    expect(await count('lab_worker', 'enter_and_retreat_condition', '2')).toBe(
      Number(
        (await sql<{ n: string }>`select count(*) as n from lab_worker where enter_and_retreat_condition = '2' and start_time is null`.execute(t.db)).rows[0].n,
      ),
    );
    const unlinked = await sql<{ n: string }>`select count(*) as n from lab_team where company_id is null or leader_id is null`.execute(t.db);
    expect(Number(unlinked.rows[0].n)).toBe(0);
    const blacklist = await sql<{ status: string }>`select distinct status from lab_blacklist`.execute(t.db);
    expect(blacklist.rows.map((row) => row.status).sort()).toEqual(['0', '1', '2', '3']);
    const hired = await sql<{ n: string }>`select count(*) as n from lab_hire_candidate c join lab_worker w on w.id = c.worker_id where c.status = '2'`.execute(
      t.db,
    );
    expect(Number(hired.rows[0].n)).toBeGreaterThanOrEqual(6);
    const left = (
      await sql<{ id: string }>`select id from lab_worker where project_id = ${as.clerk.projectId} and enter_and_retreat_condition = '1' limit 1`.execute(t.db)
    ).rows[0];
    expect((await history('worker', left.id)).map((entry) => entry.action)).toEqual(['create', 'enter', 'exit']);
  });

  it('refuses a blacklisted ID card on the roster, quoting the reason, and writes nothing', async () => {
    const entry = await blacklisted('冒用他人身份证进场');
    const worker = person({ idCode: entry.idCode, empName: entry.empName });
    expectRefused(await add('worker', worker), `身份证号${String(entry.idCode)}（${String(entry.empName)}）已列入黑名单，原因：冒用他人身份证进场，不能登记`);
    expect(await count('lab_worker', 'id_code', String(entry.idCode))).toBe(0);
  });

  it('lets a pending or released blacklist entry through: only 有效 entries bar anyone', async () => {
    const pending = await added('blacklist', { ...identity(), cause: '待核实', source: '1', blackTime: '2026-06-02', approverId: await userId('zhangwei') });
    expect(pending.status).toBe('0');
    const entry = await blacklisted('打架斗殴');
    const release = await step('blacklist', { id: entry.id, action: 'release', values: { releaseDate: '2026-08-01', releaseReason: '复核后解除' } });
    expect(release.body.success, release.body.message).toBe(true);
    await added('worker', person({ idCode: pending.idCode }));
    await added('worker', person({ idCode: entry.idCode }));
  });

  it('refuses registering the same ID card twice while an entry is pending or active', async () => {
    const entry = await blacklisted('恶意讨薪');
    expectRefused(
      await add('blacklist', {
        ...identity({ idCode: entry.idCode }),
        cause: '重复',
        source: '2',
        blackTime: '2026-06-03',
        approverId: await userId('zhangwei'),
      }),
      `身份证号${String(entry.idCode)}已在黑名单中（${String(entry.empName)}，状态：有效），不能重复登记`,
    );
  });

  it('lets a pending entry be corrected: the duplicate check never matches the record itself', async () => {
    const entry = await added('blacklist', { ...identity(), cause: '待补充', source: '1', blackTime: '2026-06-04', approverId: await userId('zhangwei') });
    const edited = await t.request<Rec>('PUT', `${L}/blacklist/edit`, {
      ...as.clerk,
      body: { id: entry.id, version: entry.version, cause: '多次无故旷工并煽动停工' },
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await read('blacklist', entry.id)).cause).toBe('多次无故旷工并煽动停工');
  });

  it('refuses each blacklisted row of a roster import with its reason and keeps none of the file', async () => {
    const entry = await blacklisted('伪造证件');
    const good = person();
    const rows = [
      ['姓名', '身份证号码', '手机号码', '性别', '工种名称'],
      [good.empName, good.idCode, good.empPhon, '男', '钢筋工'],
      [entry.empName, entry.idCode, '13912345678', '男', '木工'],
    ];
    const answer = await importRoster(rows);
    expect(answer.success).toBe(false);
    expect(answer.message).toContain(`第3行：身份证号${String(entry.idCode)}（${String(entry.empName)}）已列入黑名单，原因：伪造证件，不能登记`);
    expect(await count('lab_worker', 'id_code', String(good.idCode))).toBe(0);
  });

  it('imports a roster file as 待进场 workers, each with its 发起 step, the blacklist checked for the whole file at once', async () => {
    await blacklisted('冒用身份');
    const people = [person(), person(), person()];
    const rows = [['姓名', '身份证号码', '手机号码', '性别', '工种名称'], ...people.map((one) => [one.empName, one.idCode, one.empPhon, '男', '钢筋工'])];
    const answer = await importRoster(rows);
    expect(answer.success, answer.message).toBe(true);
    for (const one of people) {
      const found = await sql<{
        id: string;
        state: string;
      }>`select id, enter_and_retreat_condition as state from lab_worker where id_code = ${String(one.idCode)}`.execute(t.db);
      expect(found.rows).toHaveLength(1);
      expect(found.rows[0].state).toBe('2');
      expect((await history('worker', found.rows[0].id)).map((entry) => [entry.action, entry.toState])).toEqual([['create', '2']]);
    }
  });

  it('refuses a blacklisted candidate, and hires another one onto the roster as 待进场 in the same step', async () => {
    const hire = await added('hire', { hireNo: `ZP-T-${backend}`, teamId: await teamId(), jobName: '002', headcount: 2, dayWage: 320, needDate: '2026-12-01' });
    const entry = await blacklisted('偷盗材料');
    expectRefused(
      await add('candidate', { ...identity({ idCode: entry.idCode }), jobName: '002', hireId: hire.id, teamId: await teamId() }),
      `身份证号${String(entry.idCode)}（${String(entry.empName)}）已列入黑名单，原因：偷盗材料，不能登记`,
    );
    const candidate = await added('candidate', { ...identity(), hireId: hire.id, teamId: await teamId(), jobName: '002' });
    expect(candidate.flowActions).toEqual(['hire', 'decline']);
    const hireMark = t.sql.statements.length;
    const answer = await step('candidate', { id: candidate.id, action: 'hire' });
    expect(answer.body.success, answer.body.message).toBe(true);
    // The step's reads and writes of the candidate, the link to the new worker among them, go within the project.
    expect(t.sql.touching('lab_hire_candidate', hireMark)).toContainEqual(
      expect.stringMatching(/^update "lab_hire_candidate" set "worker_id" = \$1 where "id" = \$2 and "project_id" = \$3$/),
    );
    expect(t.sql.withoutProject(hireMark, 'lab_hire_candidate')).toEqual([]);
    const hired = await read('candidate', candidate.id);
    expect(hired.status).toBe('2');
    const worker = await read('worker', String(hired.workerId));
    expect(worker).toMatchObject({
      empName: candidate.empName,
      idCode: candidate.idCode,
      teamId: await teamId(),
      enterAndRetreatCondition: '2',
      startTime: null,
    });
    expect((await history('worker', worker.id)).map((entry) => entry.action)).toEqual(['create']);
    // Deleting the 招聘 takes its 应聘人员 (a child screen): they point at it through a dictionary of this project's
    // 招聘, so they are this project's and are deleted within it, as the 招聘 itself.
    const deleteMark = t.sql.statements.length;
    const deleted = await t.request('DELETE', `${L}/hire/delete`, { ...as.clerk, query: { id: hire.id } });
    expect(deleted.body.success, deleted.body.message).toBe(true);
    expect(t.sql.touching('lab_hire_candidate', deleteMark)).toEqual([
      expect.stringMatching(/^delete from "lab_hire_candidate" where "hire_id" in \(\$1\) and "project_id" = \$2$/),
    ]);
    expect(t.sql.withoutProject(deleteMark, 'lab_hire', 'lab_hire_candidate')).toEqual([]);
    expect(await count('lab_hire_candidate', 'hire_id', hire.id)).toBe(0);
  });

  it('refuses hiring a candidate already on the roster: the step is rolled back and the candidate still waits', async () => {
    const hire = await added('hire', {
      hireNo: `ZP-T2-${backend}`,
      teamId: await teamId(),
      jobName: '001',
      headcount: 1,
      dayWage: 300,
      needDate: '2026-12-05',
    });
    const onRoster = await added('worker', person());
    const candidate = await added('candidate', { ...identity({ idCode: onRoster.idCode }), jobName: '001', hireId: hire.id, teamId: await teamId() });
    const answer = await step('candidate', { id: candidate.id, action: 'hire' });
    expectRefused(answer, /^花名册：/);
    expect(await read('candidate', candidate.id)).toMatchObject({ status: '1', workerId: null });
    expect(await count('lab_worker', 'id_code', String(onRoster.idCode))).toBe(1);
  });

  it('refuses 进场 without a passed 三级教育 and accepts it once the worker passed one', async () => {
    const worker = await added('worker', { ...person(), teamId: await teamId() });
    expect(worker.enterAndRetreatCondition).toBe('2');
    const enter = { id: worker.id, action: 'enter', values: { startTime: '2026-11-20' } };
    expectRefused(await step('worker', enter), `${String(worker.empName)}尚未通过三级教育，不能进场；请先在【安全教育培训】中登记三级教育并考核合格`);
    expect((await read('worker', worker.id)).enterAndRetreatCondition).toBe('2');
    // A failed 三级教育 is no pass either.
    const training = (passed: string) => ({
      trainName: `三级教育${passed}`,
      trainType: '1',
      trainDate: '2026-11-18',
      passScore: 60,
      attendees: [{ workerId: worker.id, score: passed === '1' ? 86 : 41, passed }],
    });
    expect((await add('training', training('0'))).body.success).toBe(true);
    expectRefused(await step('worker', enter), /尚未通过三级教育/);
    expect((await add('training', training('1'))).body.success).toBe(true);
    expectRefused(await step('worker', enter, as.leader), '只有劳务员或项目经理可以执行「进场」');
    const entered = await step('worker', enter);
    expect(entered.body.success, entered.body.message).toBe(true);
    expect(await read('worker', worker.id)).toMatchObject({ enterAndRetreatCondition: '0', startTime: '2026-11-20' });
  });

  it('refuses 退场 without the 退场承诺书 and records the exit with it', async () => {
    const onSite = (
      await sql<{ id: string }>`select id from lab_worker where project_id = ${as.clerk.projectId} and enter_and_retreat_condition = '0' limit 1`.execute(t.db)
    ).rows[0];
    expectRefused(await step('worker', { id: onSite.id, action: 'exit', values: { endTime: '2026-11-25' } }), '请填写退场承诺书');
    const exit = await step('worker', { id: onSite.id, action: 'exit', values: { endTime: '2026-11-25', exeunt: 'labour/exit-promise.pdf' } });
    expect(exit.body.success, exit.body.message).toBe(true);
    expect(await read('worker', onSite.id)).toMatchObject({ enterAndRetreatCondition: '1', endTime: '2026-11-25', exeunt: 'labour/exit-promise.pdf' });
  });

  it('sends the approver of a new blacklist entry a processing notice that opens 信用评价', async () => {
    const entry = await added('blacklist', {
      ...identity(),
      cause: '辱骂管理人员',
      source: '1',
      blackTime: '2026-07-01',
      approverId: await userId('zhangwei'),
    });
    const notices = (await t.get<{ sysMsgList: Notice[] }>('/api/sys/annountCement/listByUser', { token: as.manager.token })).body.result.sysMsgList;
    const notice = notices.find((candidate) => candidate.titile.includes(String(entry.empName)));
    expect(notice).toMatchObject({ openType: 'url', openPage: '/labour/CreditEvaluation' });
  });
});
