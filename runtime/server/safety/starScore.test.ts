import { describe, expect, it } from 'vitest';
import { ratedMonths } from '../jobs/handlers/safetyStarRatingJob';
import { scoreMonth, starOf, type ScoreRule } from './starScore';

const RULES: ScoreRule[] = [
  { ruleType: '1', problemGrade: '1', deductScore: 2 },
  { ruleType: '1', problemGrade: '3', deductScore: 10 },
  { ruleType: '2', problemGrade: null, deductScore: 3 },
  { ruleType: '3', problemGrade: null, deductScore: 1.5 },
];

describe('the monthly star score', () => {
  it('deducts per grade, per overdue issue and per repeat of a 隐患类型, then adds the adjustment', () => {
    const issues = [
      { problemGrade: '1', hiddenType: 'a', overdue: false },
      { problemGrade: '1', hiddenType: 'a', overdue: true },
      { problemGrade: '3', hiddenType: 'a', overdue: false },
      { problemGrade: '2', hiddenType: 'b', overdue: false },
    ];
    // Grades 2 + 2 + 10 (no rule for 较大), one overdue 3, two repeats of a at 1.5 → 100 − 20 = 80, +2 = 82.
    expect(scoreMonth(RULES, issues, 2)).toEqual({ issueCount: 4, gradeDeduct: 14, overdueDeduct: 3, repeatDeduct: 3, totalScore: 82, starLevel: '4' });
  });
  it('never goes below 0 and gives five stars from 90', () => {
    const many = Array.from({ length: 20 }, () => ({ problemGrade: '3', hiddenType: null, overdue: true }));
    expect(scoreMonth(RULES, many).totalScore).toBe(0);
    expect([starOf(90), starOf(89.9), starOf(60), starOf(59)]).toEqual(['5', '4', '2', '1']);
  });
  it('rates the given month, or last month and this month', () => {
    expect(ratedMonths('2026-02', new Date(2026, 10, 25))).toEqual(['2026-02']);
    expect(ratedMonths('', new Date(2026, 0, 10))).toEqual(['2025-12', '2026-01']);
    expect(() => ratedMonths('2026-13', new Date())).toThrow('参数须为月份（YYYY-MM）');
  });
});
