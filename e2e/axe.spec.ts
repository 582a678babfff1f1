import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ROUTES } from '../src/lib/routes/routes.ts';
import { expectNoViolations, settled, WIDTHS } from './axe-support.ts';
import { bearer, DEMO, expect, failNext, NEWBIE, storeSession, test } from './fixtures.ts';
import { CUBE_STL, STEP1, STEP2, STEP3, stepFile } from './quotation-support.ts';

/**
 * Every route under axe, in its main states (loaded, empty, failed, a dialog open), at a phone's
 * and a laptop's width, logged out and logged in. Each test keeps one page and walks its routes,
 * so a width costs a few browser contexts, not one per route; a violation is recorded and the
 * walk goes on, so one run names every page that fails.
 */

const OPEN = ['/platformhome', '/login', '/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus', '/mydesign/solution/packagePayment'];
const EMPTY_USER = { username: 'e2e-empty', password: 'Demo1234' } as const;
/** Uploads a quotation's parts; nothing else logs in as this customer. */
const A11Y_USER = { username: 'e2e-a11y', password: 'Demo1234' } as const;
const SPHERE_STL = { name: 'sphere-r10.stl', mimeType: 'model/stl', buffer: readFileSync('e2e/fixtures/models/sphere-r10.stl') };

/**
 * Routes the logged-in walk leaves out: /login (logged out), steps 2 and 3 (they need a draft with a
 * material and parts: the quotation test has one), and the marketing pages, which differ from their
 * logged-out selves by the header only, checked on every page of the walk.
 */
const SKIPPED = new Set(['/login', STEP2, STEP3, '/platformhome', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus']);

/** Opens `path`, waits until it settled and runs axe over it. */
async function check(page: Page, path: string, what = path): Promise<void> {
  await test.step(what, async () => {
    await page.goto(path);
    await settled(page);
    await expectNoViolations(page, what);
  });
}

/** Runs axe over what is on screen now (a dialog just opened, a failure shown). */
async function checkHere(page: Page, what: string): Promise<void> {
  await test.step(what, async () => {
    await settled(page);
    await expectNoViolations(page, what);
  });
}

/** The numbers demo's routes with a parameter are opened with, read from the API as the pages would. */
async function demoNumbers(page: Page) {
  const headers = await bearer(page);
  const read = async (path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.ok(), path).toBe(true);
    return response.json();
  };
  const professional = await read('/api/shop-professional-order?page=1&size=1');
  const suggestions = await read('/api/shop-suggestion?page=1&size=20');
  const orders = await read('/api/shop-order?kind=customized&page=1&size=20');
  const saved = await read('/api/shop-quotation/saved?page=1&size=1');
  const withImages = suggestions.records.find((row: { imageCount: number }) => row.imageCount > 0);
  const paid = orders.records.find((row: { status: string }) => row.status === '生产中' || row.status === '已发货' || row.status === '已完成');
  return {
    professional: professional.records[0].orderNo as string,
    suggestion: withImages.id as number,
    paidOrder: paid.orderNo as string,
    quote: saved.records[0].quoteNo as string,
  };
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('logged out: the open pages, /login with its messages, and the contact dialog', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of OPEN) await check(page, path);
      await check(page, '/no-such-page', 'the not-found page');

      await page.goto('/login');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page.getByText('请输入用户名')).toBeVisible();
      await checkHere(page, '/login with its field messages');

      await page.goto('/platformhome');
      await page.getByRole('button', { name: '联系我们' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'the contact dialog');
    });

    // Two halves, so the two workers share the longest walk.
    for (const half of [0, 1] as const) {
      test(`logged in as demo: every route loaded (${half + 1} of 2)`, async ({ page }) => {
        test.setTimeout(150_000);
        await storeSession(page, DEMO);
        await page.goto('/homefactory');
        const numbers = await demoNumbers(page);
        const concrete: Record<string, string> = {
          '/professionalorder/designdrawings/{id}': `/professionalorder/designdrawings/${numbers.professional}`,
          '/consumablesorder/consumableinformation': '/consumablesorder/consumableinformation?id=1',
          '/order/paymentResult/index': `/order/paymentResult/index?orderNo=${numbers.paidOrder}`,
          '/suggest/detail': `/suggest/detail?id=${numbers.suggestion}`,
          '/quotationorder/quote': `/quotationorder/quote?no=${numbers.quote}`,
        };
        const paths = [
          ...ROUTES.filter((route) => !SKIPPED.has(route.path)).map((route) => concrete[route.path] ?? route.path),
          '/quotationorder/quote',
          '/me/coupon?status=claimable',
        ];
        const middle = Math.ceil(paths.length / 2);
        for (const path of half === 0 ? paths.slice(0, middle) : paths.slice(middle)) await check(page, path);
      });
    }

    test('logged in as demo: dialogs and menus open', async ({ page }) => {
      test.setTimeout(120_000);
      await storeSession(page, DEMO);

      await page.goto('/homefactory');
      await settled(page);
      await page.locator('[data-user-menu] summary').click();
      await checkHere(page, 'the user menu open');

      await page.goto('/ordercenter/customizeorder');
      await settled(page);
      await page.getByRole('button', { name: /^查看详情/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'an order detail dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: '取消订单' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'the cancel confirmation');
      await page.keyboard.press('Escape');

      await page.goto('/usercenter');
      await settled(page);
      await page.getByRole('button', { name: '新增地址' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'the address form dialog');
      await page.keyboard.press('Escape');

      await page.goto('/me/amountFlow');
      await settled(page);
      await page.getByRole('button', { name: '余额充值' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'the top-up dialog');
      await page.keyboard.press('Escape');

      await page.goto('/mydesign/ordercenter/designorder');
      await settled(page);
      await page.locator('[data-request-no] button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'a design request dialog');
      await page.keyboard.press('Escape');

      await page.goto('/ordercenter/invoices');
      await settled(page);
      await page.getByRole('button', { name: '申请开票' }).click();
      await expect(page.getByRole('list', { name: '可开票的订单' })).toBeVisible();
      await checkHere(page, 'the 申请开票 form open');

      const numbers = await demoNumbers(page);
      await page.goto(`/suggest/detail?id=${numbers.suggestion}`);
      await settled(page);
      await page.getByRole('button', { name: /^查看大图/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, "a suggestion's picture enlarged");
      await page.keyboard.press('Escape');
    });

    test('failed loads show their error with 重试', async ({ page }) => {
      test.setTimeout(90_000);
      await storeSession(page, DEMO);
      await page.goto('/homefactory');
      // 工厂首页 reads the orders too: the failure asked for next must not land on its late request.
      await settled(page);
      for (const [path, api] of [
        ['/ordercenter/customizeorder', '/api/shop-order'],
        ['/consumablesorder', '/api/shop-consumable'],
        ['/me/coupon', '/api/shop-coupon'],
        ['/suggest/list', '/api/shop-suggestion'],
      ] as const) {
        await failNext(page, { method: 'GET', path: api, status: 500, message: '服务异常' });
        await page.goto(path);
        await expect(page.getByRole('button', { name: '重试' }).first()).toBeVisible();
        await checkHere(page, `${path} failed`);
      }
    });

    test('empty states: a customer with nothing yet, and one without a factory', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await storeSession(page, EMPTY_USER);
      for (const path of [
        '/homefactory',
        '/professionalorder',
        '/ordercenter/customizeorder',
        '/ordercenter/consumableorder',
        '/ordercenter/invoices',
        '/me/personcenter',
        '/me/coupon?status=unused',
        '/me/amountFlow',
        '/consumablesorder/consumableorderinformation',
        '/quotationorder/quote',
        '/suggest/list',
        '/mydesign/ordercenter/packageorder',
        '/mydesign/ordercenter/designorder',
        '/mydesign/ordercenter/myOrder',
      ]) {
        await check(page, path, `${path} (empty)`);
      }

      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      const newbie = await context.newPage();
      await storeSession(newbie, NEWBIE);
      for (const path of ['/mydesign/home', '/usercenter', '/me/personcenter']) await check(newbie, path, `${path} (no factory)`);
      await context.close();
    });

    test("a quotation: steps 1 to 3 with parts, the 3D preview and the draft's 报价单", async ({ page }) => {
      test.setTimeout(120_000);
      await storeSession(page, A11Y_USER);
      await page.goto(STEP1);
      await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
      await page.getByRole('button', { name: '选择 白色树脂' }).click();
      await checkHere(page, 'step 1 with a material chosen');

      await page.getByRole('link', { name: '下一步' }).click();
      await page.waitForURL(`**${STEP2}`);
      // Two meshes (each with its printability findings) and a STEP file.
      await page.getByLabel('选择文件').setInputFiles([CUBE_STL, SPHERE_STL, stepFile('bracket.step')]);
      await expect(page.locator('[data-status="success"]')).toHaveCount(3, { timeout: 20_000 });
      await expect(page.locator('[data-printability]')).toHaveCount(2);
      await checkHere(page, 'step 2 with three parts');

      await page.getByRole('button', { name: '3D 预览' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkHere(page, 'the 3D preview');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: '下一步' }).click();
      await page.waitForURL(`**${STEP3}`);
      await expect(page.getByTestId('payable')).toBeVisible();
      await checkHere(page, 'step 3 priced');
      await page.getByRole('button', { name: '提交订单' }).click();
      await expect(page.getByText('请输入收货人')).toBeVisible();
      await checkHere(page, 'step 3 with the address messages');

      await check(page, '/quotationorder/quote?from=draft', "the draft's 报价单");
    });
  });
}
