import { expect, type Page } from '@playwright/test';

/** The unread count on the header's bell. */
export const bellBadge = (page: Page) => page.locator('.notice-bell .ant-badge-count');

/** Waits for the notice of a flow step in the bell, pushed without any reload. */
export async function expectNotice(page: Page, title: RegExp): Promise<void> {
  await expect(bellBadge(page)).toBeVisible();
  // The demo's own notices may light the bell before this one arrives: look again until it is listed.
  await expect(async () => {
    await page.locator('.notice-bell').click();
    // Flow notices come from the system, under 系统消息.
    await page.locator('.notice-popover .ant-tabs-tab', { hasText: '系统消息' }).click({ timeout: 5_000 });
    try {
      await expect(page.locator('.notice-popover .notice-list__item', { hasText: title }).first()).toBeVisible({ timeout: 5_000 });
    } finally {
      await page.keyboard.press('Escape');
    }
  }).toPass({ timeout: 45_000 });
}
