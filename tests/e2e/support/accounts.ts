import { expect, type Page } from '@playwright/test';

interface UserRow {
  username: string;
  departIds: string;
  roleIds: string;
}

/**
 * As the signed-in administrator, adds an account of the calling test's own with the departments and
 * roles of a demo account: every spec file shares the run's server, so a journey that changes a
 * password or fails logins on purpose does it on an account no other journey signs in with.
 */
export async function addAccountLike(page: Page, model: string, username: string, password: string, realname: string): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('pro__session') ?? '{}') as { value?: { state?: { token?: string } } }).value?.state?.token,
  );
  expect(token).toBeTruthy();
  const headers = { 'X-Access-Token': token ?? '' };
  const list = (await (await page.request.get('/api/sys/user/list?pageNo=1&pageSize=100', { headers })).json()) as { result: { records: UserRow[] } };
  const like = list.result.records.find((user) => user.username === model);
  expect(like).toBeTruthy();
  const added = await page.request.post('/api/sys/user/add', {
    headers,
    data: { username, realname, password, departIds: like?.departIds, roleIds: like?.roleIds, status: '1' },
  });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);
}

/** A project manager of the calling test's own, in 张伟's projects and roles. */
export const addProjectManager = (page: Page, username: string, password: string, realname = '项目经理'): Promise<void> =>
  addAccountLike(page, 'zhangwei', username, password, realname);
