import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillField, formItem, formModal } from './support/form';
import { openMenu, SHOTS, signIn } from './support/session';

// Three editors load their own chunks and the record is saved and reopened: longer than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

const listPage = (page: Page) => page.locator('.screen-list-page:visible');
const formTab = (page: Page, title: string) => formModal(page).getByRole('tab', { name: title });
const modalWidth = async (page: Page) => (await formModal(page).locator('.ant-modal-content').boundingBox())?.width;

async function openWidgetDemo(page: Page) {
  await page.locator('[data-module="system"]').click();
  await openMenu(page, '开发示例', '组件示例', /#\/demo/);
  await expect(listPage(page).getByRole('columnheader', { name: '完成进度' })).toBeVisible();
}

/** Drags the slider check's handle `distance` pixels to the right from its resting place and lets go. */
async function dragHandle(page: Page, slider: Locator, distance: number) {
  const handle = slider.getByRole('slider', { name: '拖动滑块验证' });
  const track = await slider.locator('.slider-check').boundingBox();
  if (!track) throw new Error('slider check not visible');
  // A handle that was let go early glides back: press it only once it rests at the start.
  await expect.poll(async () => Math.round((await handle.boundingBox())?.x ?? -1)).toBe(Math.round(track.x));
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(box.x + box.width / 2 + (distance * step) / 5, y);
  await page.mouse.up();
}

test('an administrator writes rich text, Markdown and code in the widget demo, passes the slider check and sees it all after reloading', async ({
  page,
}, testInfo) => {
  // A retry runs against the same database: it saves a record of its own.
  const title = `编辑器示例-E2E-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await page.goto('/');
  // The platform's own logo serves as the network image of the Markdown dialog (the machine has no internet).
  const logoSrc = await page.locator('img[src*="logo"]').first().getAttribute('src');
  const logoUrl = new URL(logoSrc ?? '', page.url()).href;
  await signIn(page);
  await openWidgetDemo(page);

  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(formModal(page)).toBeVisible();

  // The demo form has a detail table, so it opens 1200 wide (60% is for plain forms), and toggles to the whole window and back.
  await expect.poll(() => modalWidth(page)).toBe(1200);
  await formModal(page).getByRole('button', { name: '全屏' }).click();
  await expect.poll(() => modalWidth(page)).toBe(1440);
  await page.screenshot({ path: `${SHOTS}/editors-01-fullscreen-form.png` });
  await formModal(page).getByRole('button', { name: '退出全屏' }).click();
  await expect.poll(() => modalWidth(page)).toBe(1200);

  await fillField(page, '名称', title);
  await formTab(page, '文件与编辑器').click();

  // Rich text: type a sentence, select it and make it bold with the toolbar.
  const richText = formItem(page, '富文本');
  await expect(richText.locator('.tox-tinymce')).toBeVisible();
  const richBody = richText.frameLocator('iframe').locator('body');
  await richBody.click();
  await richBody.pressSequentially('安全技术交底已完成');
  await richBody.press('Control+a');
  await richText.getByRole('button', { name: '粗体' }).click();
  await expect(richBody.locator('strong')).toHaveText('安全技术交底已完成');

  // Markdown: a bold word from the toolbar, then an image by network address with a remark.
  const markdown = formItem(page, 'Markdown');
  const source = markdown.locator('.toastui-editor-md-container .ProseMirror');
  await source.click();
  await source.pressSequentially('本周进度');
  await source.press('Control+a');
  await markdown.locator('button.toastui-editor-toolbar-icons.bold').click();
  await expect(markdown.locator('.toastui-editor-md-preview strong')).toHaveText('本周进度');
  // Leave the selection by clicking at the far right of its line, which puts the caret after the closing
  // **, and start a new line for the image; a key typed over the still-selected word would replace it.
  const sourceBox = await source.boundingBox();
  await source.click({ position: { x: (sourceBox?.width ?? 400) - 4, y: 10 } });
  await source.press('Enter');
  await expect(markdown.locator('.toastui-editor-md-preview strong')).toHaveText('本周进度');
  await markdown.getByRole('button', { name: '插入图片' }).click();
  const imageDialog = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '插入图片' }) });
  await imageDialog.getByRole('tab', { name: '网络图片' }).click();
  await imageDialog.getByPlaceholder('请输入以http或https开头的图片地址').fill('ftp://example.com/a.png');
  await imageDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(imageDialog).toContainText('请输入以http和https开头的网址');
  await imageDialog.getByPlaceholder('请输入以http或https开头的图片地址').fill(logoUrl);
  await imageDialog.locator('.ant-tabs-tabpane-active').getByPlaceholder('请输入备注').fill('平台标志');
  await imageDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(imageDialog).toBeHidden();
  await expect(markdown.locator('.toastui-editor-md-preview img')).toHaveAttribute('src', logoUrl);
  await expect(markdown.locator('.toastui-editor-md-preview img')).toHaveAttribute('alt', '平台标志');
  await expect(markdown.locator('.toastui-editor-md-preview strong')).toHaveText('本周进度');
  await markdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editors-02-markdown-and-rich-text.png` });

  // Code: CodeMirror indents the body of a block by two spaces and closes the bracket.
  const code = formItem(page, '代码');
  const codeContent = code.locator('.cm-content');
  await expect(codeContent).toBeVisible();
  await codeContent.click();
  await page.keyboard.type('function add(a, b) {');
  await page.keyboard.press('Enter');
  await page.keyboard.type('return a + b;');
  await expect(code.locator('.cm-line').nth(1)).toHaveText('  return a + b;');
  await expect(code.locator('.cm-line').nth(2)).toHaveText('}');

  // Slider check: let go half-way and it snaps back; drag it fully across and it passes.
  const slider = formItem(page, '滑块验证');
  const handle = slider.getByRole('slider', { name: '拖动滑块验证' });
  await handle.scrollIntoViewIfNeeded();
  await dragHandle(page, slider, 120);
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toContainText('请按住滑块，拖动到最右边');
  await dragHandle(page, slider, 400);
  await expect(slider).toContainText('验证通过');
  await page.screenshot({ path: `${SHOTS}/editors-03-slider-and-code.png` });

  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');

  // After a reload the details show the bold rich text, the rendered Markdown image and the code.
  await page.reload();
  const row = listPage(page).locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1,234,567.89');
  await expect(row.locator('.ant-progress')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editors-05-list.png` });
  await row.getByText('详情', { exact: true }).click();
  await formTab(page, '文件与编辑器').click();
  await expect(formItem(page, '富文本').locator('.rich-text-view strong')).toHaveText('安全技术交底已完成');
  await expect(formItem(page, 'Markdown').locator('.markdown-view strong')).toHaveText('本周进度');
  await expect(formItem(page, 'Markdown').locator('.markdown-view img')).toHaveAttribute('alt', '平台标志');
  await expect(formItem(page, '代码').locator('.cm-content')).toContainText('return a + b;');
  await expect(formItem(page, '滑块验证')).toContainText('验证通过');
  await formModal(page).screenshot({ path: `${SHOTS}/editors-04-details.png` });
  await formModal(page)
    .getByRole('button', { name: /关\s*闭/ })
    .click();

  // Editing reloads the stored rich text into TinyMCE.
  await row.getByText('编辑', { exact: true }).click();
  await formTab(page, '文件与编辑器').click();
  await expect(formItem(page, '富文本').frameLocator('iframe').locator('body strong')).toHaveText('安全技术交底已完成');
  await expect(formItem(page, 'Markdown').locator('.toastui-editor-md-preview strong')).toHaveText('本周进度');
});
