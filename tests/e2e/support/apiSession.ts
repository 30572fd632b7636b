import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, shownPage, signIn } from './session';

/** A demo account's API session on one project, for the records a test prepares rather than types. */
export interface ApiSession {
  /** The account's sys_user id (for fields that name a user, such as an approver). */
  userId: string;
  call<T = Record<string, unknown>>(method: 'get' | 'post' | 'put', url: string, body?: unknown): Promise<{ success: boolean; message: string; result: T }>;
}

/** Signs a demo account in through the API and works on the named project (found in its project tree). */
export async function apiSession(request: APIRequestContext, username: string, project: string): Promise<ApiSession> {
  const login = await request.post('/api/sys/login', { data: { username, password: ADMIN_PASSWORD } });
  const { token, userInfo } = (await login.json()).result as { token: string; userInfo: { id: string } };
  const tree = await (await request.get('/api/sys/sysDepart/queryTreeProjectList', { headers: { 'X-Access-Token': token } })).json();
  let projectId = '';
  const walk = (nodes: { value: string; title: string; type: string; children?: unknown[] }[]) =>
    nodes.forEach((node) => (node.type === 'project' && node.title === project ? (projectId = node.value) : walk((node.children ?? []) as typeof nodes)));
  walk(tree.result);
  const headers = { 'X-Access-Token': token, projectId };
  return {
    userId: userInfo.id,
    async call(method, url, body) {
      const answer =
        method === 'get'
          ? await request.get(`/api${url}`, { headers, params: body as Record<string, string> })
          : await request[method](`/api${url}`, { headers, data: body });
      return answer.json();
    },
  };
}

/** Someone signed in, in a browser of their own. */
export async function personAt(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  return page;
}

/** Opens a module from the launcher (when on the workplace), then a menu group and a screen of it from the side menu, as a person does. */
export async function openFromMenu(page: Page, moduleKey: string, group: string, title: string): Promise<Locator> {
  // From the workplace through the launcher; already inside the module, the side menu is enough.
  if (/#\/workplace/.test(page.url())) {
    await page.locator(`[data-module="${moduleKey}"]`).click();
    await expect(page).not.toHaveURL(/#\/workplace/, { timeout: 15_000 });
  }
  const menu = page.locator('.ant-menu').first();
  const item = menu.getByText(title, { exact: true });
  // A closed group renders no items: it is opened first (again, should the landing navigation close it).
  await expect(async () => {
    if (!(await item.isVisible())) await menu.getByText(group, { exact: true }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-tabs-tab-active').first()).toContainText(title);
  return shownPage(page);
}
