import { currentTimestamp } from '../../db/clock';
import { isMonth, rateMonth } from '../../safety/starRatingStore';
import { JobParameterError, type JobHandler } from '../jobHandler';

/** The months to rate: the given `YYYY-MM`, or (empty) last month and this month so far. */
export function ratedMonths(parameter: string, now: Date): string[] {
  const value = parameter.trim();
  if (value !== '') {
    if (!isMonth(value)) throw new JobParameterError(`参数须为月份（YYYY-MM），当前为：${parameter}`);
    return [value];
  }
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  return [currentTimestamp(previous).slice(0, 7), currentTimestamp(now).slice(0, 7)];
}

/**
 * 安全星级评定: each 分包单位's monthly 星级评定 of every project, computed from the project's
 * 评分规则 and that month's 安全巡检 issues; manual 调整分 and 调整原因 are kept.
 */
export const safetyStarRatingJob: JobHandler = {
  className: 'smartsite.job.SafetyStarRatingJob',
  title: '安全星级评定',
  async run({ db, parameter, now }) {
    const months = ratedMonths(parameter, now);
    const counts: string[] = [];
    for (const month of months) counts.push(`${month}评定${await rateMonth(db, month, now)}家`);
    return counts.join('，');
  },
};
