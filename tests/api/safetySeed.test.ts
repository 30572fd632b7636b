import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

type Inspection = {
  id: string;
  project_id: string;
  status: string;
  construction_id: string;
  hidden_type: string;
  initiator_time: string;
  safety_deadline: string;
};
type History = { record_id: string; action: string; from_state: string | null; to_state: string; create_time: string; actor_name: string };
type Company = { id: string; project_id: string; company_type: string; suid: string };

const text = (value: unknown) => String(value instanceof Date ? value.toISOString() : value);
const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(`${String(value).replace(' ', 'T')}Z`));

describe.each(backends())('the demo safety history on %s', (backend) => {
  let t: TestApp;
  let inspections: Inspection[];
  let history: History[];
  let companies: Company[];
  let projects: string[];

  beforeAll(async () => {
    const started = Date.now();
    t = await startTestApp({ backend });
    // The whole first start (schema, seed of every module) stays well under 30 s.
    expect(Date.now() - started).toBeLessThan(30_000);
    const db = t.db.withTables<{ saf_inspection: Inspection; sys_flow_history: History & { screen_id: string }; lab_company: Company }>();
    inspections = await db
      .selectFrom('saf_inspection')
      .select(['id', 'project_id', 'status', 'construction_id', 'hidden_type', 'initiator_time', 'safety_deadline'])
      .execute();
    history = await db
      .selectFrom('sys_flow_history')
      .select(['record_id', 'action', 'from_state', 'to_state', 'create_time', 'actor_name'])
      .where('screen_id', '=', 'safety.inspection')
      .orderBy('create_time')
      .execute();
    companies = await db.selectFrom('lab_company').select(['id', 'project_id', 'company_type', 'suid']).execute();
    projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
  }, 60_000);
  afterAll(() => t.close());

  it('gives every project 8–15 参建单位, 60–120 inspections and every status: most closed, some rejected, a few overdue and open', () => {
    for (const projectId of projects) {
      const own = companies.filter((company) => company.project_id === projectId);
      expect(own.length).toBeGreaterThanOrEqual(8);
      expect(own.length).toBeLessThanOrEqual(15);
      const issues = inspections.filter((issue) => issue.project_id === projectId);
      expect(issues.length).toBeGreaterThanOrEqual(60);
      expect(issues.length).toBeLessThanOrEqual(120);
      const count = (status: string) => issues.filter((issue) => issue.status === status).length;
      expect(count('3') / issues.length).toBeGreaterThan(0.6);
      expect(count('5')).toBeGreaterThan(0);
      expect(count('1') + count('2') + count('4')).toBeGreaterThan(0);
    }
    const rejected = new Set(history.filter((row) => row.action === 'reject').map((row) => row.record_id));
    expect(rejected.size).toBeGreaterThan(10);
  });

  it('raises each issue against a 分包单位 and a 危险源 of its own project', async () => {
    const dangers = await t.db.withTables<{ prj_danger: { id: string; project_id: string } }>().selectFrom('prj_danger').select(['id', 'project_id']).execute();
    const dangerProject = new Map(dangers.map((danger) => [danger.id, danger.project_id]));
    const companyOf = new Map(companies.map((company) => [company.id, company]));
    for (const issue of inspections) {
      expect(dangerProject.get(issue.hidden_type)).toBe(issue.project_id);
      const company = companyOf.get(issue.construction_id)!;
      expect(company.project_id).toBe(issue.project_id);
      expect(['2', '3']).toContain(company.company_type);
    }
  });

  it('writes each issue a history that starts with 发起, chains its states in time order and ends in its status', () => {
    const byRecord = new Map<string, History[]>();
    for (const row of history) byRecord.set(row.record_id, [...(byRecord.get(row.record_id) ?? []), row]);
    for (const issue of inspections) {
      const rows = byRecord.get(issue.id) ?? [];
      expect(rows[0]).toMatchObject({ action: 'create', from_state: null, to_state: '1' });
      expect(text(rows[0].create_time).slice(0, 10)).toBe(text(issue.initiator_time).slice(0, 10));
      for (let i = 1; i < rows.length; i += 1) {
        expect(rows[i].from_state).toBe(rows[i - 1].to_state);
        expect(time(rows[i].create_time)).toBeGreaterThan(time(rows[i - 1].create_time));
      }
      expect(rows[rows.length - 1].to_state).toBe(issue.status);
      if (issue.status === '3') {
        const actions = rows.map((row) => row.action);
        expect(actions.indexOf('rectify')).toBeGreaterThan(0);
        expect(actions[actions.length - 1]).toBe('pass');
        expect(actions.lastIndexOf('rectify')).toBe(actions.length - 2);
      }
      if (issue.status === '5') expect(rows[rows.length - 1]).toMatchObject({ action: 'overdue', actor_name: '系统' });
    }
  });

  it('rates the 分包单位 of every past month, as the job computes', async () => {
    const ratings = await t.db
      .withTables<{ saf_star_rating: { rating_month: string; total_score: string; star_level: string; project_id: string } }>()
      .selectFrom('saf_star_rating')
      .select(['rating_month', 'total_score', 'star_level', 'project_id'])
      .execute();
    const months = new Set(ratings.map((rating) => rating.rating_month));
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(new Set(ratings.map((rating) => rating.star_level)).size).toBeGreaterThan(1);
    for (const projectId of projects) expect(ratings.some((rating) => rating.project_id === projectId)).toBe(true);
  });
});
