import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Attendee {
  workerId: string;
  score: number;
  passed: string;
}
interface Training {
  id: string;
  passScore: number;
  attendees: Attendee[];
}
interface Evaluation {
  id: string;
  baseScore: number;
  rewardScore: number | null;
  score: number;
  grade: string;
}

const L = '/api/labour';

describe.each(backends())('诚信与培训 on %s: trainings judged by their pass mark, credit scores from 奖惩记录, graded by bands', (backend) => {
  let t: TestApp;
  /** lisi (劳务员) keeps trainings, rewards and evaluations in project 1; xuhai (班组长) only reads; zhoujie (施工员) has no grant here. */
  const as: Record<'clerk' | 'leader' | 'foreman', CallOptions> = {} as never;
  let workers: string[];

  const add = <T>(screen: string, body: Record<string, unknown>, caller = as.clerk) => t.post<T>(`${L}/${screen}/add`, body, caller);
  const read = async <T>(screen: string, id: string) => (await t.get<T>(`${L}/${screen}/queryById`, { ...as.clerk, query: { id } })).body.result;
  const count = async (table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0].n);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.clerk = { token: await t.login('lisi'), projectId };
    as.leader = { token: await t.login('xuhai'), projectId };
    as.foreman = { token: await t.login('zhoujie'), projectId };
    const { rows } = await sql<{ id: string }>`
      select id from lab_worker where project_id = ${projectId} and enter_and_retreat_condition = '0' order by id limit 2`.execute(t.db);
    workers = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  it('judges each attendee by the session’s pass mark on the server, whatever the browser sent', async () => {
    const added = await add<{ id: string }>('training', {
      trainName: '脚手架搭设专项培训',
      trainType: '3',
      trainDate: '2026-08-12',
      passScore: 80,
      attendees: [
        { workerId: workers[0], score: 85, passed: '0' },
        { workerId: workers[1], score: 70, passed: '1' },
      ],
    });
    expect(added.body.success, added.body.message).toBe(true);
    const training = await read<Training>('training', added.body.result.id);
    expect(training.attendees.map((row) => [row.workerId, row.passed])).toEqual([
      [workers[0], '1'],
      [workers[1], '0'],
    ]);
  });

  it('refuses a score above 100 with the field’s message and stores nothing', async () => {
    const before = await count('lab_training_attendee');
    const answer = await add('training', {
      trainName: '班前教育',
      trainType: '2',
      trainDate: '2026-08-13',
      passScore: 60,
      attendees: [{ workerId: workers[0], score: 120 }],
    });
    // Validation refusals follow the JeecgBoot envelope: success false with the field's Chinese message.
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/考核成绩不能大于100/);
    expect(await count('lab_training_attendee')).toBe(before);
  });

  it('adds the month’s 奖惩 to the 基础分 and grades the 信用分, ignoring the values the client sent', async () => {
    for (const [rpDate, rpType, scoreChange] of [
      ['2026-08-03', '1', 5],
      ['2026-08-20', '2', -10],
      ['2026-09-01', '2', -5],
    ] as const) {
      const answer = await add('rewardPunishment', {
        workerId: workers[0],
        rpType,
        rpDate,
        scoreChange,
        reason: rpType === '1' ? '月度安全之星' : '高处作业未系安全带',
      });
      expect(answer.body.success, answer.body.message).toBe(true);
    }
    const added = await add<{ id: string }>('CreditEvaluation', {
      evalType: '1',
      workerId: workers[0],
      evalPeriod: '2026-08',
      baseScore: 90,
      rewardScore: 50,
      score: 100,
      grade: 'A',
    });
    expect(added.body.success, added.body.message).toBe(true);
    expect(await read<Evaluation>('CreditEvaluation', added.body.result.id)).toMatchObject({ baseScore: 90, rewardScore: -5, score: 85, grade: 'B' });

    const edited = await t.post('/api/labour/CreditEvaluation/edit', { id: added.body.result.id, baseScore: 62 }, as.clerk);
    expect(edited.body.success, edited.body.message).toBe(true);
    expect(await read<Evaluation>('CreditEvaluation', added.body.result.id)).toMatchObject({ baseScore: 62, rewardScore: -5, score: 57, grade: 'D' });
  });

  it('keeps a computed 信用分 within 0–100 and leaves a team’s 奖惩加减分 empty', async () => {
    await add('rewardPunishment', { workerId: workers[1], rpType: '1', rpDate: '2026-07-09', scoreChange: 5, reason: '协助处置夜间临时停电' });
    const worker = await add<{ id: string }>('CreditEvaluation', { evalType: '1', workerId: workers[1], evalPeriod: '2026-07', baseScore: 98 });
    expect(await read<Evaluation>('CreditEvaluation', worker.body.result.id)).toMatchObject({ rewardScore: 5, score: 100, grade: 'A' });
    const teamId = String((await sql<{ id: string }>`select team_id as id from lab_worker where id = ${workers[1]}`.execute(t.db)).rows[0].id);
    const team = await add<{ id: string }>('CreditEvaluation', { evalType: '2', teamId, evalPeriod: '2026-07', baseScore: 74.5 });
    expect(await read<Evaluation>('CreditEvaluation', team.body.result.id)).toMatchObject({ rewardScore: null, score: 74.5, grade: 'C' });
  });

  it('refuses a worker evaluation without its worker, and a period that is not a month', async () => {
    const before = await count('lab_credit_evaluation');
    const noWorker = await add('CreditEvaluation', { evalType: '1', evalPeriod: '2026-08', baseScore: 90 });
    expect(noWorker.body).toMatchObject({ success: false, message: '请选择工人!' });
    const badPeriod = await add('CreditEvaluation', { evalType: '1', workerId: workers[0], evalPeriod: '2026-13', baseScore: 90 });
    expect(badPeriod.body).toMatchObject({ success: false, message: '请输入年月，如 2026-09' });
    expect(await count('lab_credit_evaluation')).toBe(before);
  });

  it('lets only the 劳务员 keep trainings (the 班组长 sees them but may not add one), and 预警信息 takes no hand-made record', async () => {
    expect((await t.get(`${L}/training/list`, as.leader)).status).toBe(200);
    const byLeader = await add('training', { trainName: '班前教育', trainType: '2', trainDate: '2026-08-13', passScore: 60 }, as.leader);
    expect(byLeader.status).toBe(403);
    const warning = await add('warning', { warnType: '3', level: 'H', detail: '手工预警', warnDate: '2026-08-13' });
    expect(warning.status).toBe(404);
  });
});
