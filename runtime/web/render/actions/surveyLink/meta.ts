import type { RowActionMeta } from '../rowAction.types';

export const meta: RowActionMeta = {
  name: 'surveyLink',
  description: '问卷答卷链接：弹窗显示免登录的答卷地址（/#/survey/<令牌>）和二维码，可复制或打开；手机扫码即可作答。需页面声明 survey。',
};
