import { describe, expect, it } from 'vitest';
import type { ScreenFile } from './screen.types';
import { derivedFieldNames, withDerivedFields } from './derivedFields';

const evaluation = {
  entity: {
    type: 'object',
    properties: {
      baseScore: { type: 'number', title: '基础分' },
      rewardScore: {
        type: 'number',
        title: '奖惩加减分',
        'x-sum': { screen: 'labour.rewardPunishment', field: 'scoreChange', match: { workerId: 'workerId' }, date: 'rpDate', month: 'evalPeriod' },
      },
      score: { type: 'number', title: '信用分', minimum: 0, maximum: 100, 'x-formula': 'baseScore + rewardScore' },
      grade: { type: 'string', title: '信用等级', 'x-bands': { from: 'score', bands: [{ min: 90, value: 'A' }, { min: 60, value: 'C' }, { value: 'D' }] } },
      remark: { type: 'string', title: '备注' },
    },
  },
} as unknown as ScreenFile;

describe('derived fields', () => {
  it('computes the formula, then grades its result', () => {
    expect(withDerivedFields(evaluation, { baseScore: 85, rewardScore: 5, score: 10, grade: 'D' })).toMatchObject({ score: 90, grade: 'A' });
    expect(withDerivedFields(evaluation, { baseScore: 85, rewardScore: -30 })).toMatchObject({ score: 55, grade: 'D' });
  });

  it('counts an empty operand as 0 and keeps the result within the field’s bounds', () => {
    expect(withDerivedFields(evaluation, { baseScore: 74.5, rewardScore: null })).toMatchObject({ score: 74.5, grade: 'C' });
    expect(withDerivedFields(evaluation, { baseScore: 98, rewardScore: 5 })).toMatchObject({ score: 100 });
    expect(withDerivedFields(evaluation, { baseScore: 3, rewardScore: -10 })).toMatchObject({ score: 0 });
  });

  it('names the fields an edit must always write', () => {
    expect(derivedFieldNames(evaluation)).toEqual(['rewardScore', 'score', 'grade']);
  });
});
