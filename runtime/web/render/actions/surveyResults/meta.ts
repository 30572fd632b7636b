import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'surveyResults',
  description: '问卷结果：答卷份数，每题各选项的人数和占比（进度条）、评分题的平均分、文本题的最新回答（<api>/surveyResults）。需页面声明 survey。',
};
