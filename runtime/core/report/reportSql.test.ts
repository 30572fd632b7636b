import { describe, expect, it } from 'vitest';
import { parseReportSql, type ReportSql } from './reportSql';

function accepted(sql: string): ReportSql {
  const parsed = parseReportSql(sql);
  if ('problems' in parsed) throw new Error(parsed.problems.map((problem) => problem.message).join('; '));
  return parsed.sql;
}

function refusal(sql: string): string {
  const parsed = parseReportSql(sql);
  return 'problems' in parsed ? parsed.problems.map((problem) => problem.message).join('; ') : 'accepted';
}

describe('report SQL', () => {
  it('splits a SELECT into text and named parameters, one name per distinct parameter, casts kept as text', () => {
    const sql = accepted("select w.emp_name from lab_worker w where (:teamId::text is null or w.team_id = :teamId) and w.emp_name <> ':notParam'");
    expect(sql.params).toEqual(['teamId']);
    expect(sql.segments).toEqual([
      { text: 'select w.emp_name from lab_worker w where (' },
      { param: 'teamId' },
      { text: '::text is null or w.team_id = ' },
      { param: 'teamId' },
      { text: ") and w.emp_name <> ':notParam'" },
    ]);
  });

  it('finds the tables after FROM, JOIN and in FROM lists, but not the FROM inside extract() or substring()', () => {
    const sql = accepted(
      'select extract(year from w.start_time), substring(w.emp_name from 1 for 1) from lab_worker w left join lab_team t on t.id = w.team_id, mat_plan p where w.id in (select id from mat_plan_item)',
    );
    expect(sql.tables).toEqual(['lab_worker', 'lab_team', 'mat_plan', 'mat_plan_item']);
    expect(accepted('select n from generate_series(1, 3) as n').tables).toEqual([]);
  });

  it('refuses anything but one SELECT', () => {
    expect(refusal('delete from lab_worker')).toContain('must start with select');
    expect(refusal('select 1; drop table lab_worker')).toContain("remove ';'");
    expect(refusal('select * into copy_of_worker from lab_worker')).toContain("'into' is not allowed");
    expect(refusal('select 1 -- note')).toContain('comments are not allowed');
    expect(refusal('select 1 /* note */')).toContain('comments are not allowed');
  });

  it('refuses ways around the scoped tables: quoted names, system schemas, catalogs and unlisted functions', () => {
    expect(refusal('select * from "lab_worker"')).toContain('quoted identifiers are not allowed');
    expect(refusal('select * from public.sys_user')).toContain("'public' is not allowed");
    expect(refusal('select * from information_schema.tables')).toContain("'information_schema' is not allowed");
    expect(refusal('select * from pg_user')).toContain("'pg_user' is not allowed");
    expect(refusal("select query_to_xml('select * from sys_user', true, true, '')")).toContain("function 'query_to_xml' is not among");
    expect(refusal("select current_setting('search_path')")).toContain("function 'current_setting'");
    expect(refusal('select pg_sleep(5)')).toContain("'pg_sleep' is not allowed");
    expect(refusal('select $1')).toContain('positional parameters or dollar quoting');
    expect(refusal("select E'\\x41'")).toContain('prefixed string literals');
    expect(refusal("select 'open")).toContain('unterminated string literal');
  });

  it('accepts type modifiers and allowed functions before a parenthesis', () => {
    expect(accepted('select cast(round(avg(unit_price), 2) as numeric(10, 2)), coalesce(spec, :fallback)::varchar(20) from mat_plan_item').params).toEqual([
      'fallback',
    ]);
  });
});
