import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page {
  records: Record<string, unknown>[];
  total: number;
  pages: number;
  totalCapped?: boolean;
}

const ROSTER_QUERY = { empName: '*张*', column: 'startTime', order: 'asc', pageSize: '10' };

describe.each(backends())('the list request path on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;

  /** The statements one request alone sends to the database (nothing else runs meanwhile). */
  async function statementsOf(url: string, options: CallOptions): Promise<{ page: Page; executed: string[] }> {
    const mark = t.sql.executed.length;
    const { status, body } = await t.get<Page>(url, options);
    expect(status).toBe(200);
    return { page: body.result, executed: t.sql.executed.slice(mark) };
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = { token: await t.login('admin'), projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('has an index for every query field and the sort of the roster, and a trigram one for its typed search', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'lab_worker'`.execute(t.db);
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(
        ['emp_name', 'id_code', 'job_name', 'team_id', 'company_id', 'start_time', 'create_time', 'project_id'].map((column) => `idx_lab_worker_${column}`),
      ),
    );
    expect(rows.map((row) => row.indexname)).toContain('trgm_lab_worker_emp_name');
  });

  it('answers a roster page (like query, sort, labels) in two statements: the access epoch, then rows with their count and labels', async () => {
    await t.get('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    const { page, executed } = await statementsOf('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]).toMatchObject({ teamId_dictText: expect.stringMatching(/班组$/), empSex_dictText: expect.stringMatching(/^[男女]$/) });
    expect(executed).toHaveLength(2);
    expect(executed[0]).toContain('sys_access_epoch');
    expect(executed[1]).toContain('"lab_worker"');
  });

  it('counts a page past the end in one more statement and still answers the total', async () => {
    const { page, executed } = await statementsOf('/api/labour/worker/list', { ...admin, query: { ...ROSTER_QUERY, pageNo: '9999' } });
    expect(page.records).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(executed).toHaveLength(3);
  });

  it('ends a forcibly logged-out session at the very next request, its access having been cached', async () => {
    const token = await t.login('zhangwei');
    const caller = { token, projectId: admin.projectId };
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(200);
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(200);
    await t.post('/api/sys/logout', {}, { token });
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(401);
  });

  it('sees a change made by another process (plain SQL on the database) at the next request: revoke, withdrawn grant, freeze', async () => {
    const token = await t.login('lisi');
    const clerk = { token, projectId: admin.projectId };
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(200);

    const grants = await sql<{ role_id: string; permission_id: string }>`
      select rp.role_id, rp.permission_id from sys_role_permission rp join sys_permission p on p.id = rp.permission_id
      join sys_user u on u.username = 'lisi' and position(rp.role_id in u.role_ids) > 0 where p.perms = 'labour:worker:list'`.execute(t.db);
    expect(grants.rows.length).toBeGreaterThan(0);
    for (const grant of grants.rows)
      await sql`delete from sys_role_permission where role_id = ${grant.role_id} and permission_id = ${grant.permission_id}`.execute(t.db);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(403);
    for (const grant of grants.rows)
      await sql`insert into sys_role_permission (role_id, permission_id) values (${grant.role_id}, ${grant.permission_id})`.execute(t.db);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(200);

    await sql`update sys_user set status = '2' where username = 'lisi'`.execute(t.db);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(401);
    await sql`update sys_user set status = '1' where username = 'lisi'`.execute(t.db);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(200);

    await sql`update sys_token set revoked_at = now() where user_id = (select id from sys_user where username = 'lisi')`.execute(t.db);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(401);
  });

  it('stops counting at 10,001 rows, says so, and counts exactly when asked', async () => {
    await sql`insert into lab_worker (id, emp_name, id_code, project_id, tenant_id, create_time)
      select 'bulk' || n, '批量' || md5(n::text), 'B' || n, ${admin.projectId}, '0', now() from generate_series(1, 10050) as n`.execute(t.db);
    const bounded = await t.get<Page>('/api/labour/worker/list', { ...admin, query: { empName: '*批量*' } });
    expect(bounded.body.result).toMatchObject({ total: 10_001, totalCapped: true, pages: 1001 });
    const exact = await t.get<Page>('/api/labour/worker/list', { ...admin, query: { empName: '*批量*', exactTotal: '1' } });
    expect(exact.body.result.total).toBe(10_050);
    expect(exact.body.result.totalCapped).toBeUndefined();
    if (backend === 'postgres') {
      // As autovacuum does on a live server: moves the GIN index's pending entries into the index.
      await sql`vacuum analyze lab_worker`.execute(t.db);
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain select * from lab_worker where project_id = ${admin.projectId} and emp_name ilike '%28dd2c79%'`.execute(t.db);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('trgm_lab_worker_emp_name');
    }
    const few = await t.get<Page>('/api/labour/worker/list', { ...admin, query: { empName: '*28DD2C79*' } });
    expect(few.body.result.total).toBe(1); // md5('77'), found whatever the case
    expect(few.body.result.totalCapped).toBeUndefined();
  });
});
