import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { DB } from '../db/dbTypes';
import workerJson from '../../../schemas/labour/worker.json';
import { listConditions, orderAndPage } from './applyListQuery';
import { parseListQuery } from './listQuery';

const worker = workerJson as unknown as ScreenFile;

const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function compile(params: Record<string, unknown>) {
  const query = parseListQuery(worker, params);
  return orderAndPage(compiler.selectFrom('lab_worker').selectAll().where(listConditions(query)), query).compile();
}

describe('list query SQL', () => {
  it('binds every value and quotes every column taken from the screen', () => {
    const { sql, parameters } = compile({
      empName: '张',
      jobName: '01',
      startTime_begin: '2024-01-01',
      column: 'empName',
      order: 'asc',
      pageNo: '2',
      pageSize: '20',
    });
    expect(sql).toBe(
      'select * from "lab_worker" where ("emp_name" ilike $1 and "job_name" = $2 and "start_time" >= $3) order by "emp_name" asc, "id" asc limit $4 offset $5',
    );
    expect(parameters).toEqual(['%张%', '01', '2024-01-01', 20, 20]);
  });

  it('escapes like wildcards typed by the user', () => {
    expect(compile({ idCode: '*50%_\\*' }).parameters[0]).toBe('%50\\%\\_\\\\%');
  });

  it('maps starts-with, ends-with, not-equal and lists to fixed operators', () => {
    const { sql, parameters } = compile({ idCode: '1101*', empPhon: '*8888', jobName: '!01', empSex_MultiString: '1,2' });
    expect(sql).toContain('"id_code" ilike $1 and "emp_phon" ilike $2 and "job_name" <> $3 and "emp_sex" in ($4, $5)');
    expect(parameters.slice(0, 5)).toEqual(['1101%', '%8888', '01', '1', '2']);
  });

  it('groups the advanced query and joins it with or when asked', () => {
    const superQueryParams = encodeURI(
      JSON.stringify([
        { field: 'jobName', rule: 'eq', val: '01' },
        { field: 'empName', rule: 'right_like', val: '王' },
      ]),
    );
    const { sql, parameters } = compile({ empSex: '1', superQueryParams, superQueryMatchType: 'or' });
    expect(sql).toContain('where ("emp_sex" = $1 and ("job_name" = $2 or "emp_name" ilike $3))');
    expect(parameters.slice(0, 3)).toEqual(['1', '01', '王%']);
  });

  it('compares text columns as they are (a trigram index serves them) and casts dates and numbers for a text search', () => {
    const { sql } = compile({ empName: '*张三*', startTime: '*2024-01*' });
    expect(sql).toContain('"emp_name" ilike $1 and cast("start_time" as text) ilike $2');
  });

  it('sorts by the default sort with id as tie-breaker when no column is given', () => {
    expect(compile({}).sql).toContain('order by "create_time" desc, "id" desc limit $1 offset $2');
  });
});
