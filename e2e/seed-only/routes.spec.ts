import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/routes.ts';
import { expect, logInThroughForm, test } from '../fixtures.ts';
import { SEED_DEMO, forceNextAnswer } from './support.ts';

/** A concrete address for every route of the seed; pages that read an id get one. */
const ADDRESS: Readonly<Record<string, string>> = {
  '/professionalorder/designdrawings/{id}': '/professionalorder/designdrawings/ZY-any-42',
  '/consumablesorder/consumableinformation': '/consumablesorder/consumableinformation?id=1',
  '/order/paymentResult/index': '/order/paymentResult/index?orderNo=DZ1',
  '/suggest/detail': '/suggest/detail?id=1',
};
const addresses = ROUTES.filter((route) => route.path !== '/login').map((route) => ADDRESS[route.path] ?? route.path);

test.describe('every route of the seed, logged in with a factory, in front of a seed-only backend', () => {
  // One login through the form per worker; each test starts with what it stored (token and user info).
  let stored = '';
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
    const page = await context.newPage();
    await logInThroughForm(page, SEED_DEMO);
    await page.waitForURL((url) => url.pathname === '/homefactory');
    stored = (await page.evaluate(() => localStorage.getItem('shop-user'))) ?? '';
    await context.close();
    expect(JSON.parse(stored).userInfo).toBeTruthy();
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((value) => {
      if (!localStorage.getItem('shop-user')) localStorage.setItem('shop-user', value);
    }, stored);
  });

  for (const address of addresses) {
    test(`${address} stays put and shows real content`, async ({ page }) => {
      const target = new URL(address, 'http://x');
      // Steps 2 and 3 open only for a draft that has a material (and, for 3, an uploaded file).
      if (target.pathname.startsWith('/quotationorder/') && !target.pathname.endsWith('/selectmaterialprocess')) await writeQuotationDraft(page);
      await page.goto(address);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText('页面不存在');
      // Every area has settled: no guard, no spinner or skeleton left, no blank main.
      await expect(page.getByText('正在验证登录状态…')).toHaveCount(0);
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
      await expect(page.locator('main')).not.toHaveText('');
      await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object Object\]/);
      expect(new URL(page.url()).pathname).toBe(target.pathname);
    });
  }

  test('a drawings page of any id comes through 404.html, as a plain static host serves it', async ({ page }) => {
    const response = await page.goto('/professionalorder/designdrawings/A20261121-7');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '订单 A20261121-7 的设计图纸' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  });

  test('the six redirect routes land on their first child', async ({ page }) => {
    test.slow();
    const table: [string, string][] = [
      ['/', '/platformhome'],
      ['/quotationorder', '/quotationorder/selectmaterialprocess'],
      ['/ordercenter', '/ordercenter/customizeorder'],
      ['/mydesign', '/mydesign/home'],
      ['/mydesign/ordercenter', '/mydesign/ordercenter/packageorder'],
      ['/suggest', '/suggest/form'],
    ];
    for (const [from, to] of table) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('an answer in an unexpected shape shows the area error with 重试, which loads again', async ({ page }) => {
    await page.goto('/ordercenter/customizeorder');
    const failure = page.getByRole('alert').filter({ hasText: '服务返回的数据无法识别' }).first();
    await expect(failure).toBeVisible();
    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-order', status: 200, body: { records: [], total: 0 } });
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('暂无订单')).toBeVisible();
  });

  test("a feature's list call answered 404 says the shop does not offer it, without an error message", async ({ page }) => {
    await page.goto('/platformhome'); // an open page: the stored token is there to scope the answer with
    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-consumable', status: 404, body: { message: 'Not Found' } });
    await page.goto('/consumablesorder');
    await expect(page.getByText('本店暂未开通耗材商城')).toBeVisible();
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  });

  test("a feature's list call answered 501 says the same", async ({ page }) => {
    await page.goto('/platformhome'); // an open page: the stored token is there to scope the answer with
    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-footage', status: 501 });
    await page.goto('/footagedownload');
    await expect(page.getByText('本店暂未开通素材下载')).toBeVisible();
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  });
});

/** A quotation draft of customer 1 (demo) with a material and one uploaded file, as steps 1 and 2 leave it. */
async function writeQuotationDraft(page: Page) {
  const file = { id: 501, name: 'bracket.stl', size: 684, format: 'stl', createdAt: '2026-11-20T08:00:00.000Z', geometry: null, warnings: [] };
  const draft = {
    draftId: 'seed-only-draft-1',
    ownerId: 1,
    materialTypeId: 3,
    colour: null,
    fileList: [file],
    uploadFileList: [{ key: 'k0', name: file.name, size: file.size, format: 'stl', status: 'success', progress: 100, fileId: file.id, localGeometry: null, warnings: [], error: null, needsRepick: false }],
    quantities: { [String(file.id)]: 1 },
    couponId: null,
    remarks: '',
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('shop-quotation')) localStorage.setItem('shop-quotation', value);
  }, JSON.stringify(draft));
}
