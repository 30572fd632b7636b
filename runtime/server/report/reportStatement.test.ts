import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseReportSql, type ReportSql } from '../../core/report/reportSql';
import type { ScreenFile } from '../../core/screen/screen.types';
import { parseListQuery } from '../crud/listQuery';
import type { DB } from '../db/dbTypes';
import { reportStatements } from './reportStatement';
import { reportListFields, reportScreen } from './reportView';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const team: ScreenFile = {
  id: 'labour.team',
  title: '班组',
  table: 'lab_team',
  scope: 'project',
  api: '/labour/team',
  permission: 'labour:team',
  entity: { type: 'object', properties: { teamName: { type: 'string', title: '班组名称' }, secret: { type: 'string', title: '口令', 'x-write-only': true } } },
  list: { columns: ['teamName'] },
};

function parsed(text: string): ReportSql {
  const result = parseReportSql(text);
  if ('problems' in result) throw new Error(result.problems[0].message);
  return result.sql;
}

describe('report statements', () => {
  const report = {
    code: 'teams',
    name: '班组',
    tables: ['lab_team'],
    sql: '',
    columns: [
      { field: 'teamName', title: '班组名称' },
      { field: 'id', title: 'ID' },
    ],
    query: [{ field: 'teamName', mode: 'like' as const }],
  };
  const view = reportScreen(report);
  const build = (params: Record<string, string | null>, request: Record<string, unknown>) =>
    reportStatements(db, {
      schema: 'public',
      tables: [{ table: 'lab_team', screen: team, visible: (eb) => eb('project_id', '=', 'p1') }],
      sql: parsed('select id, team_name from lab_team where (:name::text is null or team_name = :name) and id <> :other'),
      params,
      query: parseListQuery(view, request, reportListFields(report, view)),
      tieBreakers: view.list.columns,
      maxRows: 100,
    });

  it('binds every parameter and query value and keeps the text free of them', () => {
    const attack = "x' or '1'='1";
    const { page } = build({ name: attack, other: null }, { teamName: attack, column: 'teamName', order: 'asc', pageNo: '2', pageSize: '5' });
    const compiled = page.compile(db);
    expect(compiled.sql).not.toContain(attack);
    expect(compiled.sql).toContain(
      '"lab_team" as (select "id", "team_name", "create_by", "create_time", "update_by", "update_time", "version" from "public"."lab_team" where "project_id" = $1)',
    );
    expect(compiled.sql).toContain('(select id, team_name from lab_team where ($2::text is null or team_name = $3) and id <> $4) as "report_rows"');
    expect(compiled.sql).toMatch(/order by "team_name" asc, "id" asc limit \$\d+\) as "capped" order by "team_name" asc, "id" asc limit \$\d+ offset \$\d+\)$/);
    expect(compiled.parameters).toEqual(['p1', attack, attack, null, `%${attack}%`, 100, 5, 5]);
  });

  it('leaves write-only columns out of the scoped tables', () => {
    const { count } = build({}, {});
    expect(count.compile(db).sql).not.toContain('secret');
  });
});
