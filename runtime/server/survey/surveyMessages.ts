/** What the public answer routes and the results say (Chinese, shown as they are). */
export const SURVEY_MESSAGES = {
  notFound: '问卷不存在或链接已失效',
  closed: '问卷已结束',
  notStarted: '问卷尚未开始',
  badBody: '请填写答卷后提交',
  submitted: '提交成功，感谢您的参与！',
} as const;
