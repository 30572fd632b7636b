import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuperQueryRule } from '../../runtime/core/query/superQuery.types';
import { toSuperQueryParams } from '../../runtime/core/query/superQueryParams';
import { newWorker } from '../fixtures/newWorker';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page {
  records: Record<string, unknown>[];
  total: number;
}

// Five workers A-E, kept apart from the demo rows by their remark.
const MARK = 'SUPERQUERY-MATRIX';
const WORKERS: Record<string, Record<string, string>> = {
  A: { empName: '测甲明', jobName: '001', empSex: '1', dateOfBirth: '1984-01-10', empCardnum: '6222000000000001' },
  B: { empName: '测乙明', jobName: '002', empSex: '1', dateOfBirth: '1984-02-10', empCardnum: '6222000000000002' },
  C: { empName: '测丙芳', jobName: '003', empSex: '2', dateOfBirth: '1984-03-10', empCardnum: '6222000000000003' },
  D: { empName: '赵测明亮', jobName: '001', empSex: '1', dateOfBirth: '1984-04-10', empCardnum: '6222000000000004' },
  E: { empName: '孙测丽', jobName: '004', empSex: '2', dateOfBirth: '1984-05-10', empCardnum: '6222000000000005' },
};
// Five dictionary items A-E of a dictionary of their own, to filter a number column (sortOrder).
const SORT_ORDERS: Record<string, number> = { A: 1, B: 2, C: 3, D: 10, E: 20 };

type Case = [rule: SuperQueryRule, val: string, expected: string];

/** Every rule on every field type; expected rows are the letters of the matching records. */
const MATRIX: Record<string, { field: string; type: string; cases: Case[] }> = {
  'string (text, Chinese)': {
    field: 'empName',
    type: 'string',
    cases: [
      ['eq', '测乙明', 'B'],
      ['like', '明', 'ABD'],
      ['right_like', '测', 'ABC'],
      ['left_like', '明', 'AB'],
      ['in', '测甲明,孙测丽', 'AE'],
      ['ne', '测乙明', 'ACDE'],
    ],
  },
  'string (text, compared in order)': {
    field: 'empCardnum',
    type: 'string',
    cases: [
      ['gt', '6222000000000003', 'DE'],
      ['ge', '6222000000000003', 'CDE'],
      ['lt', '6222000000000003', 'AB'],
      ['le', '6222000000000003', 'ABC'],
    ],
  },
  dictionary: {
    field: 'jobName',
    type: 'dict',
    cases: [
      ['eq', '001', 'AD'],
      ['like', '3', 'C'],
      ['right_like', '00', 'ABCDE'],
      ['left_like', '4', 'E'],
      ['in', '001,003', 'ACD'],
      ['ne', '001', 'BCE'],
      ['gt', '002', 'CE'],
      ['ge', '002', 'BCE'],
      ['lt', '002', 'AD'],
      ['le', '002', 'ABD'],
    ],
  },
  date: {
    field: 'dateOfBirth',
    type: 'date',
    cases: [
      ['eq', '1984-03-10', 'C'],
      ['like', '-03-', 'C'],
      ['right_like', '1984-0', 'ABCDE'],
      ['left_like', '-10', 'ABCDE'],
      ['in', '1984-01-10,1984-05-10', 'AE'],
      ['ne', '1984-03-10', 'ABDE'],
      ['gt', '1984-03-10', 'DE'],
      ['ge', '1984-03-10', 'CDE'],
      ['lt', '1984-03-10', 'AB'],
      ['le', '1984-03-10', 'ABC'],
    ],
  },
  number: {
    field: 'sortOrder',
    type: 'number',
    cases: [
      ['eq', '3', 'C'],
      ['like', '1', 'AD'],
      ['right_like', '2', 'BE'],
      ['left_like', '0', 'DE'],
      ['in', '1,20', 'AE'],
      ['ne', '3', 'ABDE'],
      ['gt', '3', 'DE'],
      ['ge', '3', 'CDE'],
      ['lt', '10', 'ABC'],
      ['le', '10', 'ABCD'],
    ],
  },
};

describe.each(backends())('the advanced query on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let dictId: string;
  const letterOf = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = { token: await t.login('admin'), projectId: await t.departId(PROJECT_NAMES[0]) };
    const teams = await t.get<Page>('/api/labour/team/list', admin);
    const teamId = String(teams.body.result.records[0].id);
    let seed = 900;
    for (const [letter, worker] of Object.entries(WORKERS)) {
      const added = await t.post('/api/labour/worker/add', newWorker((seed += 1), { ...worker, teamId, remark: MARK }), admin);
      expect(added.body).toMatchObject({ success: true });
      letterOf.set(worker.empName, letter);
    }
    expect((await t.post('/api/sys/dict/add', { dictName: '高级查询测试', dictCode: 'super_query_matrix' }, admin)).body.success).toBe(true);
    const dicts = await t.get<Page>('/api/sys/dict/list', { ...admin, query: { dictCode: 'super_query_matrix' } });
    dictId = String(dicts.body.result.records[0].id);
    for (const [letter, sortOrder] of Object.entries(SORT_ORDERS)) {
      const added = await t.post('/api/sys/dictItem/add', { dictId, itemText: letter, itemValue: letter.toLowerCase(), sortOrder }, admin);
      expect(added.body).toMatchObject({ success: true });
    }
  });
  afterAll(() => t.close());

  /** Letters of the rows the list answers for an advanced query, sent exactly as the browser sends it. */
  async function matching(field: string, type: string, rule: SuperQueryRule, val: string, matchType: 'and' | 'or' = 'and'): Promise<string> {
    const params = toSuperQueryParams([{ field, type: type as 'string', rule, val: rule === 'in' ? val.split(',') : val }], matchType);
    return lettersOf(params.superQueryParams, params.superQueryMatchType, field === 'sortOrder');
  }

  async function lettersOf(superQueryParams: string, superQueryMatchType: string, dictionaryItems: boolean): Promise<string> {
    const query = { superQueryParams, superQueryMatchType, pageSize: '100' };
    const answer = dictionaryItems
      ? await t.get<Page>('/api/sys/dictItem/list', { ...admin, query: { ...query, dictId } })
      : await t.get<Page>('/api/labour/worker/list', { ...admin, query: { ...query, remark: MARK } });
    expect(answer.body.message).toBe(answer.body.success ? answer.body.message : '');
    const letters = answer.body.result.records.map((record) => (dictionaryItems ? String(record.itemText) : letterOf.get(String(record.empName))));
    return letters.sort().join('');
  }

  for (const [typeName, { field, type, cases }] of Object.entries(MATRIX)) {
    describe(`on a ${typeName} field`, () => {
      it.each(cases)(`%s %s finds %s`, async (rule, val, expected) => {
        expect(await matching(field, type, rule, val)).toBe(expected);
      });
    });
  }

  it('combines conditions with or and with and', async () => {
    const conditions = [
      { field: 'empName', rule: 'like' as const, val: '芳', type: 'string' as const },
      { field: 'empSex', rule: 'in' as const, val: ['1'], type: 'dict' as const, dictCode: 'sex' },
    ];
    const or = toSuperQueryParams(conditions, 'or');
    expect(await lettersOf(or.superQueryParams, or.superQueryMatchType, false)).toBe('ABCD');
    const and = toSuperQueryParams(conditions, 'and');
    expect(await lettersOf(and.superQueryParams, and.superQueryMatchType, false)).toBe('');
  });

  it('takes in on a dictionary field with several comma-separated values', async () => {
    expect(await matching('empSex', 'dict', 'in', '1,2')).toBe('ABCDE');
    expect(await matching('empSex', 'dict', 'in', '2')).toBe('CE');
  });

  it('refuses a value the column cannot hold, with a message and no rows', async () => {
    const params = toSuperQueryParams([{ field: 'startTime', rule: 'gt', val: '明天', type: 'date' }], 'and');
    const answer = await t.get<Page | null>('/api/labour/worker/list', { ...admin, query: { ...params, remark: MARK } });
    expect(answer.body).toMatchObject({ success: false, message: '查询条件格式不正确：进场日期' });
  });
});
