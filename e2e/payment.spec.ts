import type { Page } from '@playwright/test';
import { bearer, expect, openAs, test } from './fixtures.ts';
import { CUSTOMISED, PAY_USER, POOR_USER, balanceOf, detailDialog, fenOf, orderNoOf, orderOf } from './orders-support.ts';

const RESULT = '/order/paymentResult/index';

/** e2e-pay's payment ledger entries of one order. */
async function paymentsOf(page: Page, orderNo: string): Promise<unknown[]> {
  const response = await page.request.get('/api/shop-amount-flow?type=payment&page=1&size=100', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  const { records } = (await response.json()) as { records: { orderNo: string | null }[] };
  return records.filter((entry) => entry.orderNo === orderNo);
}

test.describe('paying an order', () => {
  test('online through the simulated gateway: cancelled there it stays unpaid, paid it shows on the result page and nothing is taken from the balance', async ({ page }) => {
    await openAs(page, PAY_USER, `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`);
    // e2e-pay's older order is this test's; the newer one is the two-tab test's.
    const target = page.locator('li[data-order-no$="-0121"]');
    const orderNo = await orderNoOf(target);
    // Rows below the fold are not drawn (content-visibility: auto) and read as empty text until
    // they are: the amount is read where the customer sees it.
    await target.scrollIntoViewIfNeeded();
    const payable = await target.locator('[data-payable]').innerText();
    expect(payable).toMatch(/^¥/);
    await target.getByRole('button', { name: `去支付 ${orderNo}` }).click();
    const dialog = detailDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${CUSTOMISED}?status=${encodeURIComponent('待付款')}&orderNo=${orderNo}&pay=1`);
    await dialog.getByRole('radio', { name: /在线支付/ }).check();
    await dialog.getByRole('button', { name: `确认支付 ${payable}` }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await page.getByRole('button', { name: '取消支付' }).click();

    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('待支付');
    await expect(page.locator('[data-amount]')).toHaveText(payable);
    const again = page.getByRole('group', { name: '重新支付' });
    await again.getByRole('radio', { name: /在线支付/ }).check();
    await again.getByRole('button', { name: /^确认支付/ }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await expect(page.getByText(orderNo)).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
      await expect(page.locator('[data-amount]')).toHaveText(payable);
      await expect(page.locator('[data-order-no]')).toHaveText(orderNo);
      await expect(page.getByText('在线支付')).toBeVisible();
      await expect(page.getByRole('group', { name: '重新支付' })).toHaveCount(0);
    }
    // Not the balance itself: the two-tab test pays e2e-pay's other order from it meanwhile.
    expect(await paymentsOf(page, orderNo)).toEqual([]);
    expect(await orderOf(page, orderNo)).toMatchObject({ status: '生产中', paymentMethod: 'online', payable: fenOf(payable) });

    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(`${CUSTOMISED}?orderNo=${orderNo}`);
    await expect(detailDialog(page).locator('[data-status="生产中"]')).toBeVisible();
  });

  test('the same order in two tabs is charged once: the second tab is told it is already paid', async ({ page, context, problems }) => {
    await openAs(page, PAY_USER, `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`);
    const orderNo = await orderNoOf(page.locator('li[data-order-no$="-0122"]'));
    const { payable } = await orderOf(page, orderNo);
    const balance = await balanceOf(page);
    const url = `${CUSTOMISED}?orderNo=${orderNo}&pay=1`;
    await page.goto(url);
    const second = await context.newPage();
    second.on('console', (message) => {
      if (message.type() === 'error' && !(message.text().startsWith('Failed to load resource') && message.location().url.includes('/api/'))) problems.push(message.text());
    });
    await second.goto(url);
    for (const tab of [page, second]) await expect(detailDialog(tab).getByRole('radio', { name: /余额支付/ })).toBeChecked();

    await detailDialog(page).getByRole('button', { name: /^确认支付/ }).click();
    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.getByText('余额支付')).toBeVisible();

    await detailDialog(second).getByRole('button', { name: /^确认支付/ }).click();
    await expect(detailDialog(second).getByRole('alert')).toContainText('已支付');
    await expect(detailDialog(second).locator('[data-status="生产中"]')).toBeVisible();
    await expect(second).toHaveURL(new RegExp(`orderNo=${orderNo}`));

    expect(await paymentsOf(page, orderNo)).toHaveLength(1);
    expect(await balanceOf(page)).toBe(balance - payable);
  });

  test('a balance too small cannot be chosen, and a stale larger balance is refused by the server; nothing changes', async ({ page, context }) => {
    await openAs(page, POOR_USER, `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`);
    const target = page.locator('li[data-order-no$="-0141"]');
    const orderNo = await orderNoOf(target);
    const balance = await balanceOf(page);
    await target.getByRole('button', { name: `去支付 ${orderNo}` }).click();
    const dialog = detailDialog(page);
    const byBalance = dialog.getByRole('radio', { name: /余额支付/ });
    await expect(byBalance).toBeDisabled();
    await expect(dialog.getByText(/^余额不足，还差 ¥/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /在线支付/ })).toBeChecked();

    // Another tab leaves a stale, larger balance in the shared session: the panel believes it, the server does not.
    const other = await context.newPage();
    await other.goto('/platformhome');
    await other.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('shop-user') ?? '{}');
      user.userInfo.customer.balance = 99_999_900;
      localStorage.setItem('shop-user', JSON.stringify(user));
    });
    await other.close();
    await expect(byBalance).toBeEnabled();
    await byBalance.check();
    await dialog.getByRole('button', { name: /^确认支付/ }).click();
    await expect(dialog.getByRole('alert')).toContainText(/^余额不足/);
    await expect(dialog.getByRole('button', { name: /^确认支付/ })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}&pay=1`));

    expect(await balanceOf(page)).toBe(balance);
    expect((await orderOf(page, orderNo)).status).toBe('待付款');
  });

  test('the result page waits briefly for an attempt still open at the gateway, and names a failed one', async ({ page }) => {
    await openAs(page, POOR_USER, `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`);
    const orderNo = await orderNoOf(page.locator('li[data-order-no$="-0141"]'));
    // Opened at the gateway and left there: the attempt stays pending.
    const opened = await page.request.post(`/api/shop-payment/${orderNo}/online`, { headers: await bearer(page) });
    expect(opened.status()).toBe(201);
    await page.goto(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付处理中');
    await expect(page.getByRole('button', { name: '刷新结果' })).toBeVisible();

    const again = page.getByRole('group', { name: '重新支付' });
    await again.getByRole('button', { name: /^确认支付/ }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await page.getByRole('button', { name: '模拟支付失败' }).click();
    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付失败');
    await expect(page.locator('[data-outcome="failed"] p[role="alert"]')).toContainText(/^上一次支付没有成功：.+/);
    await expect(again.getByRole('button', { name: /^确认支付/ })).toBeEnabled();
    expect((await orderOf(page, orderNo)).status).toBe('待付款');
  });

  test('the result page of an unknown order says it is not found', async ({ page }) => {
    await openAs(page, POOR_USER, `${RESULT}?orderNo=DZ00000000-0000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到这个订单');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/homefactory');
  });
});
