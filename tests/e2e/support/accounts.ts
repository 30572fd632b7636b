import { expect, type Page } from '@playwright/test';

interface UserRow {
  username: string;
  departIds: string;
  roleIds: string;
}

/**
 * As the signed-in administrator, adds a project manager of the calling test's own, in 张伟's
 * projects and roles: other spec files change 张伟's password and leave failed logins (so a
 * captcha) on his name, and every spec file shares the run's server.
 */
export async function addProjectManager(page: Page, username: string, password: string, realname = '项目经理'): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('pro__session') ?? '{}') as { value?: { state?: { token?: string } } }).value?.state?.token,
  );
  expect(token).toBeTruthy();
  const headers = { 'X-Access-Token': token ?? '' };
  const list = (await (await page.request.get('/api/sys/user/list?pageNo=1&pageSize=100', { headers })).json()) as { result: { records: UserRow[] } };
  const manager = list.result.records.find((user) => user.username === 'zhangwei');
  expect(manager).toBeTruthy();
  const added = await page.request.post('/api/sys/user/add', {
    headers,
    data: { username, realname, password, departIds: manager?.departIds, roleIds: manager?.roleIds, status: '1' },
  });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);
}
