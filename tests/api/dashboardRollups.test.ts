import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_PARAMS, type WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { addDays, type DayRange } from '../../runtime/core/dashboard/period';
import type { AuthContext } from '../../runtime/server/auth/authContext';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { projectsScope, visibleRows } from '../../runtime/server/crud/rowVisibility';
import { dashboardRollups, widgetRollup, type RollupPlan } from '../../runtime/server/dashboard/rollupPlan';
import { RUNNING_IMPORTS_TABLE } from '../../runtime/server/excel/importBatches';
import { prepareWidget, widgetQuery, type CompiledWidget, type WidgetScope } from '../../runtime/server/dashboard/widgetQuery';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { companyWidgets } from '../../tools/bench/companyBench';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { newWorker } from '../fixtures/newWorker';
import { WORKER_IMPORT_HEADER, workerImportRow } from '../fixtures/workerWorkbook';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';
import { workbookOf } from './workbookFiles';

interface RollupWidget {
  id: string;
  screen: ScreenFile;
  compiled: CompiledWidget;
  rollup: RollupPlan;
}

/** A query's rows with every value as text or number, so a numeric sum and a bigint count compare by value. */
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value])),
  );

describe.each(backends())('company dashboards answered from rollups kept on write, on %s', (backend) => {
  let t: TestApp;
  let clerk: CallOptions;
  let admin: string;
  let widgets: RollupWidget[];
  let projects: Set<string>;

  const today = new Date().toISOString().slice(0, 10);
  /** The last 30 days: the rows moved below sit on both sides of its first day. */
  const recent: DayRange = { begin: addDays(today, -29), end: today };

  /**
   * Every rollup widget's answer over all projects, live (the screen's rows) and from its rollup, with
   * no period, the last 30 days and an older stretch: equal after any write.
   */
  async function expectRollupsExact(): Promise<void> {
    for (const period of [null, recent, { begin: addDays(today, -400), end: addDays(today, -31) }]) {
      const base: Omit<WidgetScope, 'visible' | 'relatedVisible'> = {
        outsideVisible: [],
        today,
        user: { userId: 'none', username: 'none' },
        period,
        dictFilters: [],
      };
      for (const { id, screen, compiled, rollup } of widgets) {
        const liveVisible = await visibleRows({ db: t.db }, screen, {} as AuthContext, 'live', projects);
        const relatedVisible = await Promise.all(
          compiled.related.map((related) => related && visibleRows({ db: t.db }, related.screen, {} as AuthContext, 'live', projects)),
        );
        const live = await widgetQuery(t.db, screen, compiled, { ...base, visible: liveVisible, relatedVisible }).execute();
        const rolled = await widgetQuery(t.db, screen, compiled, { ...base, visible: projectsScope(screen, projects), relatedVisible: [], rollup }).execute();
        expect(plain(rolled as Record<string, unknown>[]), `${id} ${JSON.stringify(period)}`).toEqual(plain(live as Record<string, unknown>[]));
      }
    }
  }

  const onSite = async () => {
    const answer = await t.get<WidgetResult>('/api/dashboard/dataCenter.index/widget/onSiteByProject', { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.rows;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    clerk = { token: await t.login('lisi'), projectId };
    admin = await t.login('admin');
    const screens = t.app.screens.screens;
    const plans = dashboardRollups(t.app.screens.dashboards.values(), screens);
    widgets = companyWidgets(t.app.screens).flatMap(({ dashboard, widget }) => {
      const screen = screens.get(widget.data.screen)!;
      const rollup = widgetRollup(plans, screen, widget.data, screens);
      return rollup ? [{ id: `${dashboard.id}/${widget.id}`, screen, rollup, compiled: { ...prepareWidget(screen, widget.data, screens, true), rollup } }] : [];
    });
    const { rows } = await sql<{ id: string }>`select id from sys_depart where depart_name in (${sql.join(PROJECT_NAMES)})`.execute(t.db);
    projects = new Set(rows.map((row) => row.id));
  });
  afterAll(() => t?.close());

  it('plans rollups for the whole-history company widgets and fills them from the seeded rows', async () => {
    const ids = widgets.map((widget) => widget.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'pipe.pwProject/projects',
        'dashboard.analysis/projectsSafety',
        'dataCenter.index/onSiteByProject',
        'dataCenter.labourCompany/companies',
        // Periods and date buckets over dates and timestamps (created at), keyed by day.
        'pipe.company/welded',
        'pipe.company/perProjectMonth',
        'dataCenter.decision/dangersPerMonth',
        'dataCenter.decision/presentPerDay',
        'dataCenter.decision/outPerMonth',
        // Per-line counts of another screen, from a per-row table.
        'pipe.company/compliance',
        'pipe.company/projectCompliance',
      ]),
    );
    await expectRollupsExact();
  });

  it('answers the route from the rollup, with the same figures as the live count', async () => {
    const mark = t.sql.statements.length;
    const rows = await onSite();
    const rollup = widgets.find((widget) => widget.id === 'dataCenter.index/onSiteByProject')!.rollup;
    expect(t.sql.touching(rollup.name, mark)).toHaveLength(1);
    expect(t.sql.touching('lab_worker', mark)).toEqual([]);
    const { rows: counted } = await sql<{ project_id: string; n: string }>`
      select project_id, count(*) as n from lab_worker where enter_and_retreat_condition = '0' group by project_id order by project_id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(1);
    const byProject = rows.map((row) => [row.dims[0], row.values[0]]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(byProject).toEqual(counted.map((row) => [row.project_id, Number(row.n)]));
  });

  it('stays exact after screen saves: add, edit, delete', async () => {
    const added = await t.post('/api/labour/worker/add', newWorker(9101, { jobName: '002' }), clerk);
    expect(added.body).toMatchObject({ success: true });
    await expectRollupsExact();
    const { rows } = await sql<{ id: string }>`select id from lab_worker where project_id = ${clerk.projectId!} order by id limit 2`.execute(t.db);
    const edited = await t.request('PUT', '/api/labour/worker/edit', { ...clerk, body: { id: rows[0].id, jobName: '001' } });
    expect(edited.body).toMatchObject({ success: true });
    await expectRollupsExact();
    const removed = await t.request('DELETE', '/api/labour/worker/delete', { ...clerk, query: { id: rows[1].id } });
    expect(removed.body).toMatchObject({ success: true });
    await expectRollupsExact();
  });

  it('stays exact after an Excel import and a flow transition', async () => {
    const form = multipartForm({}, [
      { field: 'files[]', fileName: '导入.xlsx', content: await workbookOf([WORKER_IMPORT_HEADER, workerImportRow(9201), workerImportRow(9202)]) },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/labour/worker/importExcel',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': String(clerk.token), projectId: String(clerk.projectId) },
    });
    expect(imported.json()).toMatchObject({ success: true });
    await expectRollupsExact();
    const { rows } = await sql<{ id: string }>`
      select id from lab_worker where project_id = ${clerk.projectId!} and enter_and_retreat_condition = '1' limit 1`.execute(t.db);
    const before = await onSite();
    const step = await t.post('/api/labour/worker/flow/transition', { id: rows[0].id, action: 'reenter', comment: '重新办理进场' }, clerk);
    expect(step.body).toMatchObject({ success: true });
    await expectRollupsExact();
    expect(await onSite()).toEqual(before);
  });

  it('stays exact after SQL by hand: rows moved between projects and states, deleted, inserted in bulk', async () => {
    const [first, second] = [...projects];
    await sql`update pw_weld set project_id = ${second} where id in (select id from pw_weld where project_id = ${first} order by id limit 5)`.execute(t.db);
    await sql`update pw_weld set status = '3', kind = '1' where id in (select id from pw_weld where project_id = ${second} order by id limit 7)`.execute(t.db);
    await sql`update saf_inspection set status = '2' where id in (select id from saf_inspection order by id limit 4)`.execute(t.db);
    await sql`delete from pw_weld where id in (select id from pw_weld where project_id = ${first} order by id limit 3)`.execute(t.db);
    const columns = await otherColumns('pw_weld');
    // A weld number is unique per line: the copies get their own.
    const copied = columns.map((column) => (column === 'weld_no' ? `weld_no || '-c'` : `"${column}"`)).join(', ');
    const names = columns.map((column) => `"${column}"`).join(', ');
    await sql`insert into pw_weld (id, ${sql.raw(names)}) select 'copy-' || id, ${sql.raw(copied)} from pw_weld where project_id = ${first}`.execute(t.db);
    await expectRollupsExact();
  });

  it('stays exact when rows move between days and months, to both sides of a period boundary, and lose their date', async () => {
    const [first, second] = [...projects];
    const some = (table: string, project: string, limit: number) =>
      sql`(select id from ${sql.table(table)} where project_id = ${project} order by id limit ${limit})`;
    // The last instant before the period's first day and its first instant: one day apart in the rollup.
    await sql`update saf_inspection set create_time = cast(${addDays(recent.begin, -1)} as timestamp) + interval '23:59:59.999'
      where id in ${some('saf_inspection', first, 3)}`.execute(t.db);
    await sql`update saf_inspection set create_time = cast(${recent.begin} as timestamp) where id in ${some('saf_inspection', second, 2)}`.execute(t.db);
    await sql`update saf_inspection set create_time = create_time - interval '40 days' where id in (select id from saf_inspection order by id desc limit 5)`.execute(
      t.db,
    );
    await sql`update pw_weld set weld_date = cast(${today} as date) - 31, ndt_date = null where id in ${some('pw_weld', first, 4)}`.execute(t.db);
    await sql`update pw_weld set weld_date = weld_date + 1, ndt_date = cast(${recent.begin} as date) where id in ${some('pw_weld', second, 6)}`.execute(t.db);
    await sql`update mat_stock_posting set biz_date = biz_date - 35 where id in (select id from mat_stock_posting order by id limit 5)`.execute(t.db);
    await sql`delete from saf_inspection where id in ${some('saf_inspection', second, 1)}`.execute(t.db);
    await expectRollupsExact();
  });

  it('answers a month-by-project widget of a period from its day-keyed rollup, not the rows', async () => {
    const entry = widgets.find((widget) => widget.id === 'dataCenter.decision/dangersPerMonth')!;
    expect(entry.rollup.days).toEqual(['create_time']);
    const mark = t.sql.statements.length;
    const query = new URLSearchParams({ [PERIOD_PARAMS.begin]: recent.begin, [PERIOD_PARAMS.end]: recent.end });
    const answer = await t.get<WidgetResult>(`/api/dashboard/dataCenter.decision/widget/dangersPerMonth?${query}`, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(t.sql.touching(entry.rollup.name, mark)).toHaveLength(1);
    expect(t.sql.touching('saf_inspection', mark)).toEqual([]);
    const { rows: counted } = await sql<{ n: string }>`select count(*) as n from saf_inspection
      where create_time >= ${recent.begin} and create_time < ${addDays(today, 1)}`.execute(t.db);
    expect(answer.body.result.rows.reduce((total, row) => total + Number(row.values[0]), 0)).toBe(Number(counted[0].n));
  });

  it('answers live, not from the rollup, a caller under a data rule and a screen with an unfinished import', async () => {
    const manager = await t.login('zhangwei');
    const rollup = widgets.find((widget) => widget.id === 'dataCenter.index/onSiteByProject')!.rollup;
    const answer = async () => {
      const response = await t.get<WidgetResult>('/api/dashboard/dataCenter.index/widget/onSiteByProject', { token: manager });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return new Map(response.body.result.rows.map((row) => [row.dims[0], row.values[0]]));
    };
    const truth = await answer();
    expect(truth.size).toBeGreaterThan(0);
    // A rollup that disagrees with the rows (no trigger fires on the rollup table itself): who reads it shows.
    const corrupt = (by: number) => sql`update ${sql.table(rollup.name)} set n = n + ${by}`.execute(t.db);
    await corrupt(1000);
    try {
      expect(await answer()).toEqual(new Map([...truth].map(([project, n]) => [project, Number(n) + 1000])));

      // A rule that keeps every on-site worker: the figures stay the live ones, read past the rollup.
      const grantRule = await projectManagerDataRule('labour.worker', { ruleName: '只看在场', ruleColumn: 'enterAndRetreatCondition', ruleValue: '0' });
      await grantRule(true);
      expect(await answer()).toEqual(truth);
      await grantRule(false);

      // An import of the screen still running: the live read, which leaves its rows out, answers.
      await sql`insert into ${sql.table(RUNNING_IMPORTS_TABLE)} (id, screen_id) values ('rollup-test', 'labour.worker')`.execute(t.db);
      expect(await answer()).toEqual(truth);
      await sql`delete from ${sql.table(RUNNING_IMPORTS_TABLE)} where id = 'rollup-test'`.execute(t.db);
    } finally {
      await corrupt(-1000);
    }
    expect(await answer()).toEqual(truth);
    await expectRollupsExact();
  });

  it('keeps per-line figures of other screens exact (检测比例达标率): lines and welds added, moved, re-inspected, deleted', async () => {
    const [first, second] = [...projects];
    const lineIds = async (project: string, count: number) =>
      (await sql<{ id: string }>`select id from pw_line where project_id = ${project} order by id limit ${count}`.execute(t.db)).rows.map((row) => row.id);
    const [lineA, lineB, lineC] = await lineIds(first, 3);
    // A new line of no weld, then welds on it copied from another line's.
    const lineColumns = await otherColumns('pw_line');
    const copiedLine = lineColumns.map((column) => (column === 'pipeline_no' ? `pipeline_no || '-c'` : `"${column}"`)).join(', ');
    await sql`insert into pw_line (id, ${sql.raw(lineColumns.map((column) => `"${column}"`).join(', '))})
      select 'line-copy', ${sql.raw(copiedLine)} from pw_line where id = ${lineA}`.execute(t.db);
    await expectRollupsExact();
    const weldColumns = await otherColumns('pw_weld');
    const copiedWeld = weldColumns.map((column) => (column === 'line_id' ? `'line-copy'` : `"${column}"`)).join(', ');
    await sql`insert into pw_weld (id, ${sql.raw(weldColumns.map((column) => `"${column}"`).join(', '))})
      select 'weld-copy-' || id, ${sql.raw(copiedWeld)} from pw_weld where line_id = ${lineA}`.execute(t.db);
    await expectRollupsExact();
    // A weld moved to another line; welds inspected into and out of the 已检 filter; a repair (kind 2) leaving 已焊.
    const welds = (await sql<{ id: string }>`select id from pw_weld where line_id = ${lineB} order by id limit 4`.execute(t.db)).rows.map((row) => row.id);
    expect(welds.length).toBeGreaterThan(2);
    await sql`update pw_weld set line_id = ${lineC}, weld_no = weld_no || '-m' where id = ${welds[0]}`.execute(t.db);
    await sql`update pw_weld set kind = '1', status = '3' where id = ${welds[1]}`.execute(t.db);
    await sql`update pw_weld set status = '1' where id = ${welds[2]}`.execute(t.db);
    await sql`update pw_weld set kind = '2' where line_id = 'line-copy' and id in (select id from pw_weld where line_id = 'line-copy' order by id limit 1)`.execute(
      t.db,
    );
    await expectRollupsExact();
    // A line's inspection ratio changed, a line moved to another project, a line deleted with its welds left, welds deleted.
    await sql`update pw_line set ndt_ratio = 37 where id = ${lineB}`.execute(t.db);
    await sql`update pw_line set project_id = ${second} where id = 'line-copy'`.execute(t.db);
    await sql`delete from pw_line where id = ${lineC}`.execute(t.db);
    await sql`delete from pw_weld where id in (select id from pw_weld where line_id = ${lineA} order by id limit 2)`.execute(t.db);
    await expectRollupsExact();
  });

  it('answers 检测比例达标率 live past a data rule on the welds, or a weld of another project than its line', async () => {
    const manager = await t.login('zhangwei');
    const rollup = widgets.find((widget) => widget.id === 'pipe.company/compliance')!.rollup;
    const answer = async () => {
      const response = await t.get<WidgetResult>('/api/dashboard/pipe.company/widget/compliance', { token: manager });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.result.rows[0].values;
    };
    const welded = rollup.sums.filter((column) => column.startsWith('v_'));
    // A rollup that disagrees with the rows: whether the answer moves shows who reads it.
    const corrupt = (by: number) =>
      sql`update ${sql.table(rollup.name)} set ${sql.join(welded.map((column) => sql`${sql.ref(`s_${column}`)} = ${sql.ref(`s_${column}`)} + ${by}`))}`.execute(
        t.db,
      );
    const readsRollup = async () => {
      const truth = await answer();
      await corrupt(1000);
      try {
        return JSON.stringify(await answer()) !== JSON.stringify(truth);
      } finally {
        await corrupt(-1000);
      }
    };
    // Welds of the earlier tests moved to another project than their line's: each back in its line's.
    await sql`update pw_weld w set project_id = l.project_id from pw_line l where l.id = w.line_id and w.project_id <> l.project_id`.execute(t.db);
    expect(await readsRollup()).toBe(true);

    const grantRule = await projectManagerDataRule('pipe.weldData', { ruleName: '只看原始焊口', ruleColumn: 'kind', ruleValue: '1' });
    await grantRule(true);
    expect(await readsRollup()).toBe(false);
    await grantRule(false);
    expect(await readsRollup()).toBe(true);

    // A weld of a line the manager sees (their project: a set's order is no project's) moved to another project.
    const own = await t.departId(PROJECT_NAMES[0]);
    const other = [...projects].find((project) => project !== own)!;
    const moved = await sql`update pw_weld set project_id = ${other} where id in (
      select w.id from pw_weld w join pw_line l on l.id = w.line_id and l.project_id = w.project_id where w.project_id = ${own} order by w.id limit 1)`.execute(
      t.db,
    );
    expect(Number(moved.numAffectedRows)).toBe(1);
    expect(await readsRollup()).toBe(false);
    await expectRollupsExact();
  });

  it('stays exact through the weld screen and its NDT flow: joints added, moved to another line, inspected, failed and repaired', async () => {
    const projectId = await t.departId(PROJECT_NAMES[0]);
    const inspector: CallOptions = { token: await t.login('qianlei'), projectId };
    const { rows: lines } = await sql<{ id: string }>`
      select l.id from pw_line l where l.project_id = ${projectId} and exists (select 1 from pw_weld w where w.line_id = l.id and w.status = '1')
      order by l.id limit 2`.execute(t.db);
    expect(lines.length).toBe(2);
    const { rows: welders } = await sql<{ id: string }>`select id from pw_welder where project_id = ${projectId} order by id limit 1`.execute(t.db);
    const added = await t.post<{ id: string }>(
      '/api/pipe/weldData/add',
      { lineId: lines[0].id, weldNo: 'RU-1', welderId: welders[0].id, weldDate: today },
      inspector,
    );
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    await expectRollupsExact();
    const moved = await t.request('PUT', '/api/pipe/weldData/edit', { ...inspector, body: { id: added.body.result.id, lineId: lines[1].id } });
    expect(moved.body.success, JSON.stringify(moved.body)).toBe(true);
    await expectRollupsExact();
    const entrusted = async (line: string) =>
      (await sql<{ id: string }>`select id from pw_weld where line_id = ${line} and status = '1' order by id limit 1`.execute(t.db)).rows[0].id;
    const result = { ndtDate: today, qualifiedLevel: 'II', filmCount: 2 };
    const step = (id: string, action: string, values?: Record<string, unknown>) =>
      t.post('/api/pipe/weldData/flow/transition', { id, action, values }, inspector);
    expect((await step(await entrusted(lines[0].id), 'pass', result)).status).toBe(200);
    await expectRollupsExact();
    const failed = await entrusted(lines[1].id);
    expect((await step(failed, 'fail', { ...result, qualifiedLevel: 'IV', defectDesc: '气孔' })).status).toBe(200);
    expect((await step(failed, 'repair')).status).toBe(200);
    await expectRollupsExact();
  });

  it('stays exact under concurrent writers of the welds of the same lines: every request and statement succeeds', async () => {
    const projectId = await t.departId(PROJECT_NAMES[0]);
    const inspector: CallOptions = { token: await t.login('qianlei'), projectId };
    const { rows: lines } = await sql<{ id: string }>`
      select l.id from pw_line l where l.project_id = ${projectId} and (select count(*) from pw_weld w where w.line_id = l.id) >= 4
      order by l.id limit 2`.execute(t.db);
    expect(lines.length).toBe(2);
    const [x, y] = lines.map((line) => line.id);
    const { rows: welders } = await sql<{ id: string }>`select id from pw_welder where project_id = ${projectId} order by id limit 1`.execute(t.db);
    // Requests at once, each adding a joint to one of the two lines.
    const adds = await Promise.all(
      [x, y, x, y, x, y].map((lineId, at) =>
        t.post('/api/pipe/weldData/add', { lineId, weldNo: `CC-${at}`, welderId: welders[0].id, weldDate: today }, inspector),
      ),
    );
    expect(adds.map((answer) => [answer.status, answer.body.success])).toEqual(adds.map(() => [200, true]));
    await expectRollupsExact();
    if (backend === 'postgres') {
      const weldsOf = async (line: string) =>
        (await sql<{ id: string }>`select id from pw_weld where line_id = ${line} order by id limit 2`.execute(t.db)).rows.map((row) => row.id);
      const [[x1, x2], [y1, y2]] = [await weldsOf(x), await weldsOf(y)];
      // Transactions that overlap (each holds its locks a moment before it commits): welds of both lines
      // written in one statement, joints moved from x to y and from y to x, joints inspected on one line.
      const writes = [
        sql`update pw_weld set status = '2', kind = '1' where id in (${x1}, ${y1})`,
        sql`update pw_weld set line_id = ${y}, weld_no = weld_no || '-y' where id = ${x2}`,
        sql`update pw_weld set line_id = ${x}, weld_no = weld_no || '-x' where id = ${y2}`,
        sql`update pw_weld set status = '3' where id in (${y1}, ${x1})`,
        sql`update pw_weld set project_id = project_id where line_id in (${y}, ${x})`,
        sql`update pw_line set ndt_ratio = coalesce(ndt_ratio, 0) + 5 where id in (${x}, ${y})`,
      ];
      const outcomes = await Promise.allSettled(
        writes.map((write) =>
          t.db.transaction().execute(async (trx) => {
            await write.execute(trx);
            await sql`select pg_sleep(0.2)`.execute(trx);
          }),
        ),
      );
      expect(outcomes.flatMap((outcome, at) => (outcome.status === 'rejected' ? [`${at}: ${String(outcome.reason)}`] : []))).toEqual([]);
    }
    await expectRollupsExact();
  });

  it('stays exact after a TRUNCATE of a source table (last: it empties the welds)', async () => {
    const welds = widgets.find((widget) => widget.id === 'pipe.pwProject/projects')!.rollup;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(welds.name)}`.execute(t.db);
    expect(rows[0].n).toBeGreaterThan(0);
    await sql`truncate table pw_weld`.execute(t.db);
    await expectRollupsExact();
  });

  /** The columns of a table but its id, for copying rows under new ids. */
  /**
   * Adds an `=` data rule on a screen's list through the administrator's routes; the answer grants it to the 项目经理
   * role (true) or takes it back (false).
   */
  async function projectManagerDataRule(
    screenId: string,
    rule: { ruleName: string; ruleColumn: string; ruleValue: string },
  ): Promise<(granted: boolean) => Promise<void>> {
    const added = await t.post<{ id: string }>(
      '/api/sys/permission/dataRule/add',
      { permissionId: permissionId('screen', screenId), status: '1', ruleConditions: '=', ...rule },
      { token: admin },
    );
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const { id: roleId } = await sql<{ id: string }>`select id from sys_role where role_code = 'project_manager'`
      .execute(t.db)
      .then((result) => result.rows[0]);
    return async (granted) => {
      const dataRuleIds = granted ? added.body.result.id : '';
      const answer = await t.post('/api/sys/role/datarule', { permissionId: permissionId('screen', screenId), roleId, dataRuleIds }, { token: admin });
      expect(answer.body).toMatchObject({ success: true });
    };
  }

  async function otherColumns(table: string): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name <> 'id' order by ordinal_position`.execute(t.db);
    return rows.map((row) => row.name);
  }
});
