import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const COMPANY = '/api/dashboard/pipe.company';
const PW_PROJECT = '/api/dashboard/pipe.pwProject';

/** One project's figures counted straight from the welding table, the way the dashboard's measures define them. */
interface Figures {
  welded: number;
  inspected: number;
  firstPass: number;
  repairs: number;
  waitingRepair: number;
}

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((1000 * part) / whole) / 10);

describe.each(backends())('公司级焊接数据中心 across projects on %s', (backend) => {
  let t: TestApp;
  const projectIds: string[] = [];
  const expected = new Map<string, Figures>();

  /** The figures of one project, read with plain SQL (no dashboard code). */
  async function figuresOf(projectId: string): Promise<Figures> {
    const { rows } = await sql<Record<keyof Figures, string | number>>`
      select
        count(*) filter (where kind <> '2') as welded,
        count(*) filter (where kind = '1' and status in ('2','3','4')) as inspected,
        count(*) filter (where kind = '1' and status = '2') as "firstPass",
        count(*) filter (where kind = '2') as repairs,
        count(*) filter (where status = '3') as "waitingRepair"
      from pw_weld where project_id = ${projectId}`.execute(t.db);
    const row = rows[0];
    return {
      welded: Number(row.welded),
      inspected: Number(row.inspected),
      firstPass: Number(row.firstPass),
      repairs: Number(row.repairs),
      waitingRepair: Number(row.waitingRepair),
    };
  }

  const projectsTable = async (token: string) => {
    const response = await t.get<WidgetResult>(`${PW_PROJECT}/widget/projects`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.result.rows;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    for (const name of PROJECT_NAMES) {
      const id = await t.departId(name);
      projectIds.push(id);
      expected.set(id, await figuresOf(id));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo has welding figures in every project (the test compares real numbers)', () => {
    for (const figures of expected.values()) expect(figures.welded).toBeGreaterThan(0);
  });

  it('zhangwei (projects 1 and 2) reads each of his projects, by name, with exact figures, without choosing a project', async () => {
    const token = await t.login('zhangwei');
    const rows = await projectsTable(token);
    expect(rows.map((row) => row.dims[0]).sort()).toEqual(projectIds.slice(0, 2).sort());
    for (const row of rows) {
      const figures = expected.get(row.dims[0]!)!;
      expect(row.dimTexts[0]).toBe(PROJECT_NAMES[projectIds.indexOf(row.dims[0]!)]);
      expect(row.values).toEqual([
        figures.welded,
        figures.inspected,
        figures.firstPass,
        rate(figures.firstPass, figures.inspected),
        figures.repairs,
        rate(figures.repairs, figures.inspected),
        figures.waitingRepair,
      ]);
    }
  });

  it('the company KPI adds up his projects only; a chosen project in the header does not narrow it', async () => {
    const token = await t.login('zhangwei');
    const welded = [...projectIds.slice(0, 2)].reduce((sum, id) => sum + expected.get(id)!.welded, 0);
    for (const projectId of [undefined, projectIds[0]]) {
      const response = await t.get<WidgetResult>(`${COMPANY}/widget/welded`, { token, projectId });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.result.rows[0].values).toEqual([welded]);
    }
  });

  it('wangfang (project 3 only) sees only her project', async () => {
    const token = await t.login('wangfang');
    const rows = await projectsTable(token);
    expect(rows.map((row) => row.dims[0])).toEqual([projectIds[2]]);
    const figures = expected.get(projectIds[2])!;
    expect(rows[0].values.slice(0, 3)).toEqual([figures.welded, figures.inspected, figures.firstPass]);
  });

  it('a user without the welding lists gets 403 and no widgets', async () => {
    const token = await t.login('lisi');
    const response = await t.get<WidgetResult>(`${PW_PROJECT}/widget/projects`, { token });
    expect(response.status).toBe(403);
    const file = await t.get<DashboardFile>(COMPANY, { token });
    expect(file.status).toBe(403);
  });
});
