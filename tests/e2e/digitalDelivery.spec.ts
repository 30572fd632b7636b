import { expect, test, type Locator, type Page } from '@playwright/test';
import { formModal } from './support/form';
import { ADMIN_PASSWORD, SHOTS, chooseProject, openAddress, openMenu, shownPage, signIn, signedInPage } from './support/session';

// The viewer draws with WebGL: without a GPU, Chromium renders it in software with SwiftShader.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run', '--disable-sync'],
  },
});

const PROJECT = '宁波石化二期项目';
const PHONE = { width: 375, height: 812 };
/** The demo model: four walls, five windows, a door, two slabs and six columns. */
const DEMO_ELEMENTS = '18';

/** The model's row (or card on a phone) in the list shown now. */
const modelRow = (page: Page, version: string): Locator =>
  page.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: '建筑结构综合模型' }).filter({ hasText: version });

/** How many of the canvas' pixels differ from the viewer's grey background: the drawn model. */
const drawnPixels = (canvas: Locator) =>
  canvas.evaluate(async (element: HTMLCanvasElement) => {
    const image = new Image();
    image.src = element.toDataURL();
    await image.decode();
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    for (let index = 0; index < data.length; index += 4)
      if (Math.abs(data[index]! - 0xf0) + Math.abs(data[index + 1]! - 0xf2) + Math.abs(data[index + 2]! - 0xf5) > 24) drawn += 1;
    return { drawn, total: data.length / 4 };
  });

/**
 * Opens the row's model, from 查看模型 (a dialog of its own) or from 详情 (in the record's form), and
 * waits until every element is built and drawn; returns what holds the viewer.
 */
async function openModel(page: Page, version: string, via: '查看模型' | '详情'): Promise<Locator> {
  const row = modelRow(page, version);
  if (via === '查看模型') await row.getByRole('button', { name: '查看模型' }).click();
  // A table row's 详情 is a link, a phone card's a button (antd spaces its two characters).
  else await row.getByText(/^详\s*情$/).click();
  const holder = via === '查看模型' ? page.locator('.ant-modal.ifc-viewer__dialog') : formModal(page);
  await expect(holder).toBeVisible();
  await expect(holder.locator(`.ifc-viewer__host[data-elements="${DEMO_ELEMENTS}"]`)).toBeVisible({ timeout: 60_000 });
  const canvas = holder.locator('canvas.ifc-viewer__canvas');
  await expect.poll(async () => (await drawnPixels(canvas)).drawn).toBeGreaterThan(5_000);
  return holder;
}

test("数字化交付: a BIM manager opens the demo IFC model, orbits it, reads an element's properties and hides a category, on a desktop and on a phone; a site video plays", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await chooseProject(page, PROJECT);

  // The launcher opens the module on BIM文件: model and document files by discipline, each with its versions.
  await page.locator('[data-module="digitalDelivery"]').click();
  await expect(page).toHaveURL(/#\/digitaldelivery\/sysbimfiles\/SysBimFilesList/);
  const files = await shownPage(page);
  await expect(files.locator('.ant-table-row').filter({ hasText: '项目部办公楼建筑模型' })).toContainText('建筑');

  await openMenu(page, '交付资料', '模型列表', /#\/digitization\/modellist/);
  const dialog = await openModel(page, 'V2.0', '查看模型');
  const canvas = dialog.locator('canvas.ifc-viewer__canvas');
  await page.screenshot({ path: `${SHOTS}/digitalDelivery-viewer.png` });

  // Orbit: dragging turns the camera, so the picture changes.
  const before = await drawnPixels(canvas);
  const box = (await canvas.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 120, centre.y + 30, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await drawnPixels(canvas)).drawn).not.toBe(before.drawn);

  // A click on the roof (the middle of the view, seen from above) shows its properties.
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const properties = dialog.getByLabel('构件属性');
  await expect(properties).toContainText('屋面板');
  await expect(properties).toContainText('IfcSlab');
  await expect(properties).toContainText(/GlobalId\s*[0-9A-Za-z_$]{22}/);
  await expect(properties).toContainText('Pset_SlabCommon');
  await expect(properties).toContainText('混凝土强度等级');
  await expect(properties).toContainText('C30');
  await page.screenshot({ path: `${SHOTS}/digitalDelivery-properties.png` });

  // Hiding the slabs removes the roof from the picture and drops its selection; the walls stay.
  const withSlabs = await drawnPixels(canvas);
  // SwiftShader draws on the CPU: a click landing while a frame renders can be lost (seen once in a full run), so it is retried until the box is clear.
  const slabs = dialog.getByRole('checkbox', { name: 'IfcSlab' });
  await expect(async () => {
    if (await slabs.isChecked()) await slabs.click();
    await expect(slabs).not.toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByText('点击模型中的构件查看属性')).toBeVisible();
  await expect.poll(async () => (await drawnPixels(canvas)).drawn).not.toBe(withSlabs.drawn);
  await expect.poll(async () => (await drawnPixels(canvas)).drawn).toBeGreaterThan(2_000);
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(properties.or(dialog.getByText('点击模型中的构件查看属性'))).not.toContainText('IfcSlab');
  await page.screenshot({ path: `${SHOTS}/digitalDelivery-hidden-slabs.png` });
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  // 视频: a project video's 详情 plays it in the page.
  await openMenu(page, '交付资料', '视频', /#\/digitaldelivery\/video/);
  await page.locator('.ant-table-row:visible').filter({ hasText: '塔吊安装过程记录' }).getByText('详情', { exact: true }).click();
  const video = formModal(page).locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
  await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/digitalDelivery-video.png` });

  // On a phone: the card's 详情 shows the model in the record, the viewer fitting the screen with no sideways scroll.
  const phone = await signedInPage(browser, 'admin', ADMIN_PASSWORD, PHONE);
  await chooseProject(phone, PROJECT);
  await openAddress(phone, '/digitization/modellist');
  const phoneDialog = await openModel(phone, 'V2.0', '详情');
  await expect(phoneDialog).toContainText('施工图深化后模型');
  await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const phoneCanvas = phoneDialog.locator('canvas.ifc-viewer__canvas');
  expect((await phoneCanvas.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: `${SHOTS}/digitalDelivery-phone.png` });
  await phone.context().close();
});
