/** 评分规则 rows as the rating reads them (screen safety.scoreRule, enabled ones only). */
export interface ScoreRule {
  /** score_rule_type: 1 按问题级别, 2 超期, 3 重复. */
  ruleType: string;
  /** problem_grade of a 按问题级别 rule. */
  problemGrade: string | null;
  deductScore: number;
}

/** One 安全巡检 issue of a contractor in the rated month. */
export interface RatedIssue {
  problemGrade: string | null;
  /** 隐患类型 (a 危险源 id): a second issue of the same type in the month is a repeat. */
  hiddenType: string | null;
  /** The issue went past its 整改期限 (it is, or was, 超期未整改). */
  overdue: boolean;
}

export interface StarScore {
  issueCount: number;
  gradeDeduct: number;
  overdueDeduct: number;
  repeatDeduct: number;
  totalScore: number;
  starLevel: string;
}

export const RULE_TYPE = { grade: '1', overdue: '2', repeat: '3' } as const;
export const BASE_SCORE = 100;

/** Lower bounds of 五星 … 二星; below the last is 一星. */
const STAR_THRESHOLDS: readonly [number, string][] = [
  [90, '5'],
  [80, '4'],
  [70, '3'],
  [60, '2'],
];

const round = (value: number) => Math.round(value * 100) / 100;

/** 星级 of a total score: ≥90 五星, ≥80 四星, ≥70 三星, ≥60 二星, else 一星. */
export function starOf(totalScore: number): string {
  return STAR_THRESHOLDS.find(([bound]) => totalScore >= bound)?.[1] ?? '1';
}

/** 总分 = 基础分 − deductions + 调整分, never below 0. */
export function totalOf(base: number, deductions: number, adjust: number): number {
  return Math.max(0, round(base - deductions + adjust));
}

/** Sum of the deductions of the enabled rules of a type (and grade). */
function deductionOf(rules: readonly ScoreRule[], ruleType: string, problemGrade?: string | null): number {
  return rules
    .filter((rule) => rule.ruleType === ruleType && (problemGrade === undefined || rule.problemGrade === problemGrade))
    .reduce((sum, rule) => sum + rule.deductScore, 0);
}

/** Repeats: every issue of a 隐患类型 beyond the first in the month. */
function repeatsOf(issues: readonly RatedIssue[]): number {
  const perType = new Map<string, number>();
  for (const issue of issues) if (issue.hiddenType) perType.set(issue.hiddenType, (perType.get(issue.hiddenType) ?? 0) + 1);
  return [...perType.values()].reduce((sum, count) => sum + count - 1, 0);
}

/**
 * A contractor's month from the rules: each issue costs its grade's deduction, each overdue issue
 * the overdue deduction, each repeat of a 隐患类型 the repeat deduction; the manual 调整分 is added.
 */
export function scoreMonth(rules: readonly ScoreRule[], issues: readonly RatedIssue[], adjust = 0): StarScore {
  const gradeDeduct = round(issues.reduce((sum, issue) => sum + deductionOf(rules, RULE_TYPE.grade, issue.problemGrade), 0));
  const overdueDeduct = round(issues.filter((issue) => issue.overdue).length * deductionOf(rules, RULE_TYPE.overdue));
  const repeatDeduct = round(repeatsOf(issues) * deductionOf(rules, RULE_TYPE.repeat));
  const totalScore = totalOf(BASE_SCORE, gradeDeduct + overdueDeduct + repeatDeduct, adjust);
  return { issueCount: issues.length, gradeDeduct, overdueDeduct, repeatDeduct, totalScore, starLevel: starOf(totalScore) };
}
