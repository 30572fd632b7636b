import type { JobHandler } from '../jobHandler';

/** Reloads this process's dictionary cache (what 刷新缓存 does), e.g. after bulk changes made directly in the database. */
export const dictCacheRefreshJob: JobHandler = {
  className: 'smartsite.job.DictCacheRefreshJob',
  title: '字典缓存刷新',
  async run({ dicts }) {
    await dicts.refresh();
    return '字典缓存已刷新';
  },
};
