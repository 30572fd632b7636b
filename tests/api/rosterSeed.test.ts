import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_RULES } from '../../runtime/core/validation/presets';
import { ROSTER } from '../../runtime/server/labour/people/rosterStates';
import { idCheckChar } from '../../runtime/server/seed/demo/idNumber';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { startTestApp, type TestApp } from './harness';

type WorkerRow = {
  emp_name: string;
  id_code: string;
  emp_phon: string;
  emp_sex: string;
  date_of_birth: string;
  job_name: string;
  team_id: string;
  project_id: string;
  start_time: string | null;
  enter_and_retreat_condition: string;
};
type TeamRow = { id: string; project_id: string; team_name: string; leader_name: string; leader_phone: string };

describe('the demo roster', () => {
  let t: TestApp;
  let workers: WorkerRow[];
  let teams: TeamRow[];

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.db.withTables<{ lab_worker: WorkerRow; lab_team: TeamRow }>();
    workers = await db
      .selectFrom('lab_worker')
      .select(['emp_name', 'id_code', 'emp_phon', 'emp_sex', 'date_of_birth', 'job_name', 'team_id', 'project_id', 'start_time', 'enter_and_retreat_condition'])
      .execute();
    teams = await db.selectFrom('lab_team').select(['id', 'project_id', 'team_name', 'leader_name', 'leader_phone']).execute();
  });
  afterAll(() => t.close());

  it('has at least 200 workers spread over three projects, each with 4 to 6 teams', async () => {
    expect(workers.length).toBeGreaterThanOrEqual(200);
    const projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
    for (const projectId of projects) {
      expect(workers.filter((worker) => worker.project_id === projectId).length).toBeGreaterThan(50);
      const projectTeams = teams.filter((team) => team.project_id === projectId);
      expect(projectTeams.length).toBeGreaterThanOrEqual(4);
      expect(projectTeams.length).toBeLessThanOrEqual(6);
    }
  });

  it('gives every worker a unique ID number with a valid check digit, matching birthday and sex', () => {
    expect(new Set(workers.map((worker) => worker.id_code)).size).toBe(workers.length);
    for (const worker of workers) {
      expect(worker.id_code).toMatch(FIELD_RULES.idcard.pattern);
      expect(worker.id_code[17]).toBe(idCheckChar(worker.id_code.slice(0, 17)));
      expect(worker.id_code.slice(6, 14)).toBe(worker.date_of_birth.replace(/-/g, ''));
      expect(Number(worker.id_code[16]) % 2 === 1 ? '1' : '2').toBe(worker.emp_sex);
    }
  });

  it('gives every worker a valid mobile, a Chinese name, a team of their own project and, once entered, an entry date in 2025–2026', () => {
    const teamProject = new Map(teams.map((team) => [team.id, team.project_id]));
    for (const worker of workers) {
      expect(worker.emp_phon).toMatch(/^1[358]\d{9}$/);
      expect(worker.emp_name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(teamProject.get(worker.team_id)).toBe(worker.project_id);
      // 进场 (a step of the roster's flow) records the entry date: a worker still 待进场 has none.
      if (worker.enter_and_retreat_condition === ROSTER.waiting) expect(worker.start_time).toBeNull();
      else expect(String(worker.start_time) >= '2025-01-01' && String(worker.start_time) <= '2026-12-31').toBe(true);
    }
    expect(new Set(workers.map((worker) => worker.enter_and_retreat_condition))).toEqual(new Set(Object.values(ROSTER)));
  });

  it('names each team’s leader among its workers', () => {
    for (const team of teams) {
      expect(team.team_name).toMatch(/班组$/);
      expect(team.leader_phone).toMatch(FIELD_RULES.mobile.pattern);
      expect(workers.some((worker) => worker.team_id === team.id && worker.emp_name === team.leader_name && worker.emp_phon === team.leader_phone)).toBe(true);
    }
  });
});
