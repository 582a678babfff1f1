import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Footage, FootagePage } from '../src/wire/footage.ts';
import { bearer, DEMO, expect, failNext, openAs, storedUser, test } from './fixtures.ts';

/** Downloads change counts: only these tests download, and only as this customer. */
const FOOTAGE_USER = { username: 'e2e-footage', password: 'Demo1234' } as const;
const PATH = '/footagedownload';

/** The footage item titled `title`, as the API lists it to this page's customer. */
async function listed(page: Page, title: string): Promise<Footage> {
  const response = await page.request.get(`/api/shop-footage?keyword=${encodeURIComponent(title)}&size=100`, { headers: await bearer(page) });
  const body: FootagePage = await response.json();
  const found = body.records.find((record) => record.title === title);
  if (!found) throw new Error(`${title} is not listed`);
  return found;
}

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('list').getByRole('listitem');
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Makes this page's next download of the footage arrive with one byte changed and the same length
 * (a test hook on the server, not a browser mock): only the SHA-256 check can tell.
 */
async function corruptNextDownload(page: Page, footageId: number) {
  const token = (await storedUser(page))?.token;
  expect(token, 'needs a logged-in page').toBeTruthy();
  const response = await page.request.post('/api/__test__/corrupt-next-download', { data: { footageId, token } });
  expect(response.status()).toBe(204);
}

async function downloadThroughPage(page: Page, title: string) {
  const waiting = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: `下载 ${title}`, exact: true }).click();
  const download = await waiting;
  const path = await download.path();
  return { name: download.suggestedFilename(), path };
}

test.describe('/footagedownload', () => {
  test("lists the shop's footage with format, size and downloads, by category and by search", async ({ page }) => {
    await openAs(page, DEMO, PATH);
    await expect(page.getByRole('heading', { name: '素材下载', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '素材分类' }).getByRole('tab');
    await expect(tabs).toHaveText(['全部', '模型库', '夹具治具', '教程视频', '设计规范', '材料手册']);
    await expect(page.getByText('共 25 个素材')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);

    await page.getByRole('tab', { name: '教程视频' }).click();
    await expect(page).toHaveURL(/\?category=video$/);
    await expect(page.getByText('共 3 个素材')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    const subtitles = row(page, 'FDM 热床调平教程 字幕');
    await expect(subtitles).toContainText('教程视频');
    await expect(subtitles).toContainText('格式：VTT');
    await expect(subtitles).toContainText(/大小：\d+(\.\d+)? (B|KB)/);
    await expect(subtitles).toContainText(/下载 \d+ 次/);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '设计规范' })).toBeFocused();
    await expect(page.getByRole('tab', { name: '设计规范' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('共 6 个素材')).toBeVisible();

    await page.getByRole('tab', { name: '全部' }).click();
    await page.getByLabel('搜索素材').fill('规范');
    await expect(page.getByText('共 2 个素材')).toBeVisible();
    await expect(rows(page).getByRole('heading')).toHaveText(['光固化设计规范', 'FDM 打印设计规范']);
    await page.reload();
    await expect(page.getByLabel('搜索素材')).toHaveValue('规范');
    await expect(page.getByText('共 2 个素材')).toBeVisible();

    await page.getByLabel('搜索素材').fill('没有这种素材');
    await expect(page.getByText('没有找到符合条件的素材')).toBeVisible();
    await page.locator('[data-state="empty"]').getByRole('button', { name: '清除筛选' }).click();
    await expect(page.getByText('共 25 个素材')).toBeVisible();
    await expect(page.getByLabel('搜索素材')).toHaveValue('');
  });

  test("only the customer's own shop is listed; another shop's file answers 404", async ({ page }) => {
    await openAs(page, DEMO, PATH);
    await page.getByLabel('搜索素材').fill('蓝鲸');
    await expect(page.getByText('没有找到符合条件的素材')).toBeVisible();
    const response = await page.request.get('/api/shop-footage/26/download', { headers: await bearer(page) });
    expect(response.status()).toBe(404);
  });

  test('a failed list says so and loads again on 重试', async ({ page }) => {
    await openAs(page, DEMO, PATH);
    await expect(rows(page)).toHaveCount(10);
    await failNext(page, { method: 'GET', path: '/api/shop-footage', message: '素材库暂时不可用' });
    await page.getByRole('tab', { name: '模型库' }).click();
    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('素材库暂时不可用');
    await error.getByRole('button', { name: '重试' }).click();
    await expect(rows(page)).toHaveCount(7);
    await expect(error).toHaveCount(0);
  });

  test.describe('downloads', () => {
    test.describe.configure({ mode: 'default' });

    test('a small file arrives with its name and listed SHA-256, and its count goes up by one', async ({ page }) => {
      await openAs(page, FOOTAGE_USER, PATH);
      const title = 'FDM 线材规格表';
      const before = await listed(page, title);
      const item = row(page, title);
      await expect(item.getByTestId('download-count')).toHaveText(`下载 ${before.downloads} 次`);

      const { name, path } = await downloadThroughPage(page, title);
      expect(name).toBe(before.fileName);
      const bytes = await readFile(path);
      expect(bytes.length).toBe(before.size);
      expect(sha256(bytes)).toBe(before.sha256);

      await expect(item.getByTestId('download-status')).toHaveText('下载完成，文件已校验');
      await expect(item.getByTestId('download-count')).toHaveText(`下载 ${before.downloads + 1} 次`);
      await expect(page.locator('#toast-region')).toContainText(`已下载：${before.fileName}`);
      expect((await listed(page, title)).downloads).toBe(before.downloads + 1);
      // Reloaded from the server, the count is the same one higher, not two.
      await page.getByRole('tab', { name: '材料手册' }).click();
      await expect(row(page, title).getByTestId('download-count')).toHaveText(`下载 ${before.downloads + 1} 次`);
    });

    test('a download whose bytes do not match the listed SHA-256 is not saved, and 重新下载 saves the right file', async ({ page }) => {
      await openAs(page, FOOTAGE_USER, PATH);
      // No other test downloads this one.
      const title = '装配公差与间隙建议';
      const item = await listed(page, title);
      await page.getByLabel('搜索素材').fill(title);
      await expect(rows(page)).toHaveCount(1);
      const saved: string[] = [];
      page.on('download', (download) => saved.push(download.suggestedFilename()));
      await corruptNextDownload(page, item.id);

      const button = page.getByRole('button', { name: `下载 ${title}`, exact: true });
      await button.click();
      await expect(row(page, title).getByTestId('download-error')).toHaveText('文件校验失败：下载内容与素材不一致，未保存。请重试。');
      await expect(button).toHaveText('重新下载');
      await expect(page.locator('#toast-region')).not.toContainText('已下载');

      const { name, path } = await downloadThroughPage(page, title);
      expect(name).toBe(item.fileName);
      const bytes = await readFile(path);
      expect(bytes.length).toBe(item.size);
      expect(sha256(bytes)).toBe(item.sha256);
      await expect(row(page, title).getByTestId('download-status')).toHaveText('下载完成，文件已校验');
      await expect(row(page, title).getByTestId('download-error')).toHaveCount(0);
      // Only the retry reached the disk: the spoilt bytes were never offered for saving.
      expect(saved).toEqual([item.fileName]);
    });

    test('the ~50 MB STL streams with progress and arrives whole', async ({ page }) => {
      test.setTimeout(180_000);
      await openAs(page, FOOTAGE_USER, PATH);
      const title = '高精度圆环测试件（100 万面）';
      const item = await listed(page, title);
      expect(item.size).toBeGreaterThan(45 * 1024 * 1024);
      await page.getByLabel('搜索素材').fill('圆环测试件');
      await expect(rows(page)).toHaveCount(1);
      // A line of 16 MB/s (Chromium's network emulation): about three seconds, so the progress can
      // be read while it runs however fast or busy the machine is.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 16_000_000, uploadThroughput: -1 });

      const waiting = page.waitForEvent('download', { timeout: 150_000 });
      await page.getByRole('button', { name: `下载 ${title}`, exact: true }).click();
      await expect(page.getByRole('progressbar', { name: `${title} 的下载进度` })).toBeVisible();
      await expect(row(page, title).getByTestId('download-progress')).toContainText(/\d+% · .+ \/ 47\.\d MB/);
      const download = await waiting;
      expect(download.suggestedFilename()).toBe(item.fileName);
      const path = await download.path();
      expect((await stat(path)).size).toBe(item.size);
      expect(sha256(await readFile(path))).toBe(item.sha256);
      await expect(row(page, title).getByTestId('download-status')).toHaveText('下载完成，文件已校验');
    });

    test('a download after the session ended goes to login and comes back here', async ({ page }) => {
      await openAs(page, FOOTAGE_USER, PATH);
      const title = 'FDM 线材规格表';
      await expect(row(page, title)).toBeVisible();
      const expired = await page.request.post('/api/__test__/expire-sessions', { data: { username: FOOTAGE_USER.username } });
      expect(expired.status()).toBe(204);
      await page.getByRole('button', { name: `下载 ${title}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === PATH);
      await expect(page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' })).toBeVisible();
      await page.getByLabel('用户名').fill(FOOTAGE_USER.username);
      await page.getByLabel('密码', { exact: true }).fill(FOOTAGE_USER.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATH);
      await expect(row(page, title)).toBeVisible();
    });

    test('a download can be cancelled, saves nothing, and can be started again', async ({ page }) => {
      test.setTimeout(120_000);
      await openAs(page, FOOTAGE_USER, PATH);
      const title = '高精度圆环测试件（100 万面）';
      await page.getByLabel('搜索素材').fill('圆环测试件');
      await expect(rows(page)).toHaveCount(1);
      // A slow line (Chromium's network emulation), so there is time to press 取消下载.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 1_000_000, uploadThroughput: -1 });
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await page.getByRole('button', { name: `下载 ${title}`, exact: true }).click();
      await page.getByRole('button', { name: `取消下载 ${title}`, exact: true }).click();
      await expect(row(page, title).getByTestId('download-status')).toHaveText('已取消下载');
      await expect(row(page, title).getByTestId('download-progress')).toHaveCount(0);
      await expect(page.getByRole('button', { name: `下载 ${title}`, exact: true })).toBeEnabled();
      expect(downloads).toBe(0);
    });
  });
});
