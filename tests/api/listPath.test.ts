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

  it('answers a roster page (like query, sort, labels) in one statement: rows with their count and labels, the session from the cache', async () => {
    await t.get('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    const { page, executed } = await statementsOf('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]).toMatchObject({ teamId_dictText: expect.stringMatching(/班组$/), empSex_dictText: expect.stringMatching(/^[男女]$/) });
    expect(executed).toHaveLength(1);
    expect(executed[0]).toContain('"lab_worker"');
    expect(executed[0]).not.toContain('lab_team');
  });

  it('reads the access epoch before and after a write request, so its own change holds at the caller’s next request', async () => {
    const userId = (await sql<{ id: string }>`select id from sys_user where username = 'zhangwei'`.execute(t.db)).rows[0].id;
    const token = await t.login('zhangwei');
    const caller = { token, projectId: admin.projectId };
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(200);
    const mark = t.sql.executed.length;
    expect((await t.post('/api/sys/online/forceLogout', { userId }, admin)).body).toMatchObject({ success: true });
    const executed = t.sql.executed.slice(mark);
    const isEpochRead = (statement: string) => statement.includes('from sys_access_epoch');
    expect(isEpochRead(executed[0])).toBe(true);
    const revoked = executed.findIndex((statement) => /update "?sys_token"?/.test(statement));
    expect(revoked).toBeGreaterThan(0);
    expect(executed.slice(revoked + 1).some(isEpochRead)).toBe(true);
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(401);
  });

  it('labels the page from the label cache, and a renamed 班组 shows at once: saved through its screen, or by plain SQL once announced', async () => {
    const { page } = await statementsOf('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    const record = page.records.find((row) => row.teamId);
    expect(record).toBeDefined();
    const teamId = String(record?.teamId);
    const teamLabel = async () => {
      const { body } = await t.get<Page>('/api/labour/worker/list', { ...admin, query: { ...ROSTER_QUERY, teamId } });
      return body.result.records[0]?.teamId_dictText;
    };
    const team = (await t.get<Record<string, unknown>>('/api/labour/team/queryById', { ...admin, query: { id: teamId } })).body.result;
    expect(await teamLabel()).toBe(team.teamName);
    const edited = await t.request('PUT', '/api/labour/team/edit', { ...admin, body: { ...team, teamName: '钢筋一班（改）' } });
    expect(edited.body).toMatchObject({ success: true });
    expect(await teamLabel()).toBe('钢筋一班（改）');
    await sql`update lab_team set team_name = '钢筋一班（再改）' where id = ${teamId}`.execute(t.db);
    await expect.poll(teamLabel, { timeout: 2_000, interval: 5 }).toBe('钢筋一班（再改）');
    await sql`update lab_team set team_name = ${String(team.teamName)} where id = ${teamId}`.execute(t.db);
    await expect.poll(teamLabel, { timeout: 2_000, interval: 5 }).toBe(team.teamName);
  });

  it('counts a page past the end in one more statement and still answers the total', async () => {
    await t.get('/api/labour/worker/list', { ...admin, query: ROSTER_QUERY });
    const { page, executed } = await statementsOf('/api/labour/worker/list', { ...admin, query: { ...ROSTER_QUERY, pageNo: '9999' } });
    expect(page.records).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(executed).toHaveLength(2);
  });

  it('ends a forcibly logged-out session at the very next request, its access having been cached', async () => {
    const token = await t.login('zhangwei');
    const caller = { token, projectId: admin.projectId };
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(200);
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(200);
    await t.post('/api/sys/logout', {}, { token });
    expect((await t.get('/api/labour/worker/list', { ...caller, query: ROSTER_QUERY })).status).toBe(401);
  });

  it('sees a change made by another process (plain SQL on the database) as soon as it is announced: revoke, withdrawn grant, freeze', async () => {
    const token = await t.login('lisi');
    const clerk = { token, projectId: admin.projectId };
    // On PostgreSQL the announcement reaches the listening connection a moment after the commit.
    const answersSoon = (status: number) =>
      expect.poll(async () => (await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status, { timeout: 2_000, interval: 5 }).toBe(status);
    expect((await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status).toBe(200);

    const grants = await sql<{ role_id: string; permission_id: string }>`
      select rp.role_id, rp.permission_id from sys_role_permission rp join sys_permission p on p.id = rp.permission_id
      join sys_user u on u.username = 'lisi' and position(rp.role_id in u.role_ids) > 0 where p.perms = 'labour:worker:list'`.execute(t.db);
    expect(grants.rows.length).toBeGreaterThan(0);
    for (const grant of grants.rows)
      await sql`delete from sys_role_permission where role_id = ${grant.role_id} and permission_id = ${grant.permission_id}`.execute(t.db);
    await answersSoon(403);
    for (const grant of grants.rows)
      await sql`insert into sys_role_permission (role_id, permission_id) values (${grant.role_id}, ${grant.permission_id})`.execute(t.db);
    await answersSoon(200);

    await sql`update sys_user set status = '2' where username = 'lisi'`.execute(t.db);
    await answersSoon(401);
    await sql`update sys_user set status = '1' where username = 'lisi'`.execute(t.db);
    await answersSoon(200);

    await sql`update sys_token set revoked_at = now() where user_id = (select id from sys_user where username = 'lisi')`.execute(t.db);
    await answersSoon(401);
  });

  it.runIf(backend === 'postgres')('asks the database at every request while the announcements cannot arrive, and trusts them again once they do', async () => {
    const token = await t.login('lisi');
    const clerk = { token, projectId: admin.projectId };
    const status = async () => (await t.get('/api/labour/worker/list', { ...clerk, query: ROSTER_QUERY })).status;
    expect(await status()).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(t.db);
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(
              t.db,
            )
          ).rows[0].n,
      )
      .toBe(0);
    await sql`update sys_user set status = '2' where username = 'lisi'`.execute(t.db);
    expect(await status()).toBe(401);
    await sql`update sys_user set status = '1' where username = 'lisi'`.execute(t.db);
    expect(await status()).toBe(200);
    // Back to listening (it reconnects after a second), and a change is still seen.
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(
              t.db,
            )
          ).rows[0].n,
        { timeout: 5_000 },
      )
      .toBe(1);
    await sql`update sys_token set revoked_at = now() where user_id = (select id from sys_user where username = 'lisi')`.execute(t.db);
    await expect.poll(status, { timeout: 2_000, interval: 5 }).toBe(401);
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
