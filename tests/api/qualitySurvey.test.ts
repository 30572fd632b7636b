import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSurvey, SurveyResults } from '../../runtime/core/survey/survey.types';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Survey = Record<string, unknown> & { id: string; shareToken: string; questions: { id: string; title: string }[] };

/** A local date `offset` days from today, as the date fields store it. */
const day = (offset: number): string => currentTimestamp(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);

const QUESTIONS = [
  { title: '总体满意度', kind: 'single', options: '满意\n一般\n不满意', required: '1' },
  { title: '需要改进的方面', kind: 'multi', options: '文明施工\n扬尘控制\n夜间噪音', required: '0' },
  { title: '工程质量评分', kind: 'rating', options: '', required: '1' },
  { title: '其他意见', kind: 'text', options: '', required: '0' },
];

describe.each(backends())('满意度调查: the public answer link and the results on %s', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  let survey: Survey;
  const link = (token = survey.shareToken) => `/api/public/survey/${token}`;
  const answer = (answers: unknown, token?: string) => t.post(`${link(token)}/answer`, { answers });
  const ids = () => survey.questions.map((question) => question.id);
  /** Saves changes to the survey as of its stored version, and reads it back. */
  const edit = async (changes: Record<string, unknown>) => {
    const saved = await t.post('/api/quality/survey/edit', { ...survey, ...changes }, manager);
    expect(saved.body).toMatchObject({ success: true });
    survey = (await t.get<Survey>('/api/quality/survey/queryById', { ...manager, query: { id: survey.id } })).body.result;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    const added = await t.post<{ id: string }>(
      '/api/quality/survey/add',
      {
        title: '业主满意度调查',
        description: '请根据近期施工情况填写',
        beginDate: day(-1),
        endDate: day(5),
        status: '1',
        shareToken: 'chosen-by-client-0001',
        questions: QUESTIONS,
      },
      manager,
    );
    expect(added.body).toMatchObject({ success: true });
    survey = (await t.get<Survey>('/api/quality/survey/queryById', { ...manager, query: { id: added.body.result.id } })).body.result;
  });
  afterAll(() => t.close());

  it('gives each questionnaire a server-made token that an edit cannot change', async () => {
    expect(survey.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(survey.shareToken).not.toBe('chosen-by-client-0001');
    await edit({ shareToken: 'another-token-00000001' });
    expect(survey.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(survey.shareToken).not.toBe('another-token-00000001');
  });

  it('shows the questions to anyone holding the link, without signing in', async () => {
    const mark = t.sql.statements.length;
    const { status, body } = await t.get<PublicSurvey>(link());
    expect(status).toBe(200);
    // The questions are read by the questionnaire's id and its project (in the row found by the token): one shard under Citus.
    expect(t.sql.touching('qua_survey_question', mark)).toEqual([expect.stringMatching(/where "survey_id" = \$1 and "project_id" = \$2/)]);
    expect(body.result).toEqual({
      title: '业主满意度调查',
      description: '请根据近期施工情况填写',
      beginDate: day(-1),
      endDate: day(5),
      questions: [
        { id: ids()[0], title: '总体满意度', kind: 'single', options: ['满意', '一般', '不满意'], required: true },
        { id: ids()[1], title: '需要改进的方面', kind: 'multi', options: ['文明施工', '扬尘控制', '夜间噪音'], required: false },
        { id: ids()[2], title: '工程质量评分', kind: 'rating', options: [], required: true },
        { id: ids()[3], title: '其他意见', kind: 'text', options: [], required: false },
      ],
    });
  });

  it('stores a valid answer sheet', async () => {
    const [single, multi, rating, text] = ids();
    const first = await answer({ [single]: '满意', [multi]: ['扬尘控制', '夜间噪音'], [rating]: 5, [text]: '工地整洁' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: '提交成功，感谢您的参与！' });
    expect((await answer({ [single]: '一般', [multi]: ['扬尘控制'], [rating]: 3 })).status).toBe(200);
    const rows = await t.db.selectFrom('sys_survey_answer').select(['survey_id', 'project_id']).where('survey_id', '=', survey.id).execute();
    expect(rows).toEqual([
      { survey_id: survey.id, project_id: manager.projectId },
      { survey_id: survey.id, project_id: manager.projectId },
    ]);
  });

  it('refuses a sheet without a required answer, naming the question, and stores nothing', async () => {
    const [single] = ids();
    const { status, body } = await answer({ [single]: '满意' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: '请回答第3题「工程质量评分」' });
    const bad = await answer({ [single]: '非常满意', [ids()[2]]: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('第1题「总体满意度」：请选择一个选项');
    const score = await answer({ [single]: '满意', [ids()[2]]: 9 });
    expect(score.body.message).toBe('第3题「工程质量评分」：请评 1–5 分');
    expect(await t.db.selectFrom('sys_survey_answer').select('id').where('survey_id', '=', survey.id).execute()).toHaveLength(2);
  });

  it('answers an unknown or malformed token with 404', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'x%27%20or%201=1']) {
      const read = await t.get(link(token));
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ success: false, message: '问卷不存在或链接已失效' });
    }
    expect((await answer({}, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('counts the answers per question for a user allowed to see the results', async () => {
    const { body } = await t.get<SurveyResults>('/api/quality/survey/surveyResults', { ...manager, query: { id: survey.id } });
    expect(body.result.total).toBe(2);
    const [single, multi, rating, text] = body.result.questions;
    expect(single.options).toEqual([
      { option: '满意', count: 1 },
      { option: '一般', count: 1 },
      { option: '不满意', count: 0 },
    ]);
    expect(multi.options.map((option) => option.count)).toEqual([0, 2, 1]);
    expect(rating).toMatchObject({ answered: 2, average: 4 });
    expect(rating.options.map((option) => option.count)).toEqual([0, 0, 1, 0, 1]);
    expect(text).toMatchObject({ answered: 1, texts: ['工地整洁'] });
  });

  it('guards the results: 401 signed out, 403 without the 结果 button, not found in another project', async () => {
    expect((await t.get('/api/quality/survey/surveyResults', { query: { id: survey.id } })).status).toBe(401);
    const viewer = { token: await t.login('wangfang'), projectId: await t.departId(PROJECT_NAMES[2]) };
    expect((await t.get('/api/quality/survey/surveyResults', { ...viewer, query: { id: survey.id } })).status).toBe(403);
    const otherProject = await t.get('/api/quality/survey/surveyResults', {
      ...manager,
      projectId: await t.departId(PROJECT_NAMES[1]),
      query: { id: survey.id },
    });
    expect(otherProject.body).toMatchObject({ success: false });
  });

  it('closes the link when the survey ends or its period is over', async () => {
    const [single, , rating] = ids();
    await edit({ status: '2' });
    for (const call of [() => t.get(link()), () => answer({ [single]: '满意', [rating]: 4 })]) {
      const { status, body } = await call();
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: '问卷已结束' });
    }
    await edit({ status: '1', beginDate: day(-10), endDate: day(-1) });
    expect((await t.get(link())).body.message).toBe('问卷已结束');
    await edit({ beginDate: day(1), endDate: day(9) });
    expect((await t.get(link())).body.message).toBe('问卷尚未开始');
    await edit({ beginDate: day(0), endDate: day(0) });
    expect((await t.get(link())).status).toBe(200);
  });

  it('limits how often one address may send answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await answer({})).status);
    expect(statuses).toContain(429);
    const limited = await answer({});
    expect(limited.body).toMatchObject({ success: false, message: '操作过于频繁，请稍后再试' });
  });
});
