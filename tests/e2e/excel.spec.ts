import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { writeTeamWorkbook } from '../fixtures/teamWorkbook';
import { chooseProject, openModuleScreen, openScreenAsAdmin, shownPage, signIn, SHOTS } from './support/session';

async function openScreen(page: Page, title: string) {
  await openScreenAsAdmin(page, 'labour', title);
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
}

async function rowsOf(download: Download): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function workbookFile(name: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('班组');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(os.tmpdir(), name);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

test('a clerk exports the roster and opens the file with dictionary labels', async ({ page }) => {
  await openScreen(page, '花名册');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .locator('.screen-list-page:visible')
      .getByRole('button', { name: /导\s*出/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('花名册.xlsx');
  const rows = await rowsOf(download);
  const header = rows[0] as string[];
  expect(header).toEqual(expect.arrayContaining(['姓名', '身份证号码', '性别', '工种名称', '所属班组']));
  expect(rows.length).toBeGreaterThan(10);
  const sexColumn = header.indexOf('性别');
  // Workers added by other specs may leave 性别 empty; every value given is exported as its label.
  const sexes = rows
    .slice(1)
    .map((row) => row[sexColumn])
    .filter((sex) => sex !== undefined && sex !== null && sex !== '');
  expect(sexes.length).toBeGreaterThan(10);
  expect(sexes.every((sex) => ['男', '女'].includes(String(sex)))).toBe(true);
});

test('a clerk imports teams from a file with two bad rows, keeps the good ones and downloads the error file', async ({ page }) => {
  await openScreen(page, '班组管理');
  const file = await workbookFile('班组导入.xlsx', [
    ['班组名称', '班组类型', '班组长', '班组长电话'],
    ['电焊导入班', '劳务班组', '王强', '13800001111'],
    ['管道导入班', '不存在类型', '李明', '13800002222'],
    ['钢构导入班', '专业班组', '赵刚', '123'],
    ['防腐导入班', '专业班组', '钱多', '13800004444'],
  ]);

  await page
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /导\s*入/ })
    .click();
  const dialog = page.locator('.ant-modal', { hasText: '选择导入文件' });
  await expect(dialog.getByRole('button', { name: '开始上传' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog).toContainText('班组导入.xlsx');
  await dialog.screenshot({ path: `${SHOTS}/excel-01-import-dialog.png` });
  await dialog.getByRole('button', { name: '开始上传' }).click();

  const warning = page.locator('.ant-modal-confirm-warning');
  await expect(warning).toContainText('导入成功,但是有错误数据!');
  await expect(warning).toContainText('成功2条，失败2条');
  await expect(warning.getByText('点击下载错误文件')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/excel-02-import-partial.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), warning.getByText('点击下载错误文件').click()]);
  expect(await rowsOf(download)).toEqual([
    ['班组名称', '班组类型', '班组长', '班组长电话', '错误信息'],
    ['管道导入班', '不存在类型', '李明', '13800002222', '班组类型的值不在可选范围内'],
    ['钢构导入班', '专业班组', '赵刚', '123', '请输入正确手机号'],
  ]);
  await warning.getByRole('button').last().click();
  await expect(page.locator('.ant-table-row', { hasText: '电焊导入班' })).toHaveCount(1);
  await expect(page.locator('.ant-table-row', { hasText: '防腐导入班' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/excel-03-teams-imported.png` });
});

test('a roster file with bad rows is refused whole with 异常提示', async ({ page }) => {
  await openScreen(page, '花名册');
  const file = await workbookFile('花名册导入.xlsx', [
    ['姓名', '身份证号码', '手机号码', '工种名称'],
    ['测试甲', '330203199205061238', '13957400001', '钢筋工'],
    ['测试乙', '330203199205061239', '12345', '钢筋工'],
  ]);
  await page
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /导\s*入/ })
    .click();
  const dialog = page.locator('.ant-modal', { hasText: '选择导入文件' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: '开始上传' }).click();
  const error = page.locator('.ant-modal-confirm-error');
  await expect(error).toContainText('异常提示');
  await expect(error).toContainText('未导入任何数据');
  await expect(error.getByText('点击下载错误文件')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/excel-04-import-refused.png` });
});

test('a clerk imports 30,000 teams and watches the progress bar move with the rows the server has saved', async ({ page }) => {
  const file = path.join(os.tmpdir(), '班组批量导入.xlsx');
  // Large enough that the server is still saving rows when the dialog first asks how far it is;
  // named per attempt, so that a retry does not meet the teams of the first (班组名称 is unique).
  await writeTeamWorkbook(file, 30_000, { prefix: `进度导入${test.info().retry}-${test.info().repeatEachIndex}班组` });
  // The project no other spec lists teams of, so 30,000 more rows change nothing they count.
  await signIn(page);
  await chooseProject(page, '惠州乙烯装置项目');
  // 班组管理 sits in the collapsed 人员管理 group of the side menu: opened through the header's menu search.
  await openModuleScreen(page, 'labour', '班组管理');
  const pane = await shownPage(page);
  await pane.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '选择导入文件' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: '开始上传' }).click();

  const progress = dialog.locator('.import-progress');
  await expect(progress).toContainText(/已处理 [\d,]+ 行/);
  // The whole page: a quick import may close the dialog before its picture is taken.
  await page.screenshot({ path: `${SHOTS}/excel-05-import-progress.png` });
  await expect(page.locator('.ant-message')).toContainText('文件导入成功！数据行数：30000', { timeout: 120_000 });
});
