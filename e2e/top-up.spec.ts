import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, openAs, test } from './fixtures.ts';
import { fenOf } from './wallet-support.ts';

/** A customer whose balance and ledger no other spec counts. */
const TOP_UP_USER = { username: 'e2e-footage', password: 'Demo1234' } as const;
const LEDGER = '/me/amountFlow';

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/shop-amount-flow', { headers: await bearer(page), params: { page: 1, size: 1 } });
  expect(response.ok()).toBe(true);
  return (await response.json()).balance;
}

async function rechargeCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/shop-recharge', { headers: await bearer(page), params: { page: 1, size: 1 } });
  expect(response.ok()).toBe(true);
  return (await response.json()).total;
}

const topUpDialog = (page: Page) => page.getByRole('dialog', { name: '余额充值' });

test.describe('余额充值', () => {
  // One customer's balance: the attempts run in order.
  test.describe.configure({ mode: 'serial' });

  test('checks the amount before sending; a failed and a cancelled payment change nothing', async ({ page }) => {
    await openAs(page, TOP_UP_USER, '/me/personcenter');
    const before = await balanceOf(page);
    const recharges = await rechargeCount(page);

    await page.getByRole('button', { name: '余额充值' }).click();
    const dialog = topUpDialog(page);
    await expect(dialog).toContainText('单笔充值金额 ¥10.00 至 ¥50,000.00');
    await expect(dialog.getByRole('radio', { name: '¥100.00' })).toBeChecked();
    await dialog.getByText('其他金额', { exact: true }).click();
    const custom = dialog.getByLabel('其他金额（元）');
    await expect(custom).toBeFocused();
    await dialog.getByRole('button', { name: '去支付', exact: true }).click();
    await expect(dialog).toContainText('请输入充值金额');
    await custom.fill('9.99');
    await dialog.getByRole('button', { name: '去支付', exact: true }).click();
    await expect(dialog).toContainText('充值金额不能低于 ¥10.00');
    await custom.fill('50000.01');
    await custom.press('Enter');
    await expect(dialog).toContainText('单笔充值金额不能超过 ¥50,000.00');
    await custom.fill('12.345');
    await custom.blur();
    await expect(dialog).toContainText('请输入正确的金额，最多两位小数');
    expect(await rechargeCount(page)).toBe(recharges);

    await custom.fill('123.45');
    await dialog.getByRole('button', { name: '去支付 ¥123.45' }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await expect(page.getByText('¥123.45')).toBeVisible();
    await page.getByRole('button', { name: '模拟支付失败' }).click();
    await page.waitForURL(/\/order\/paymentResult\/index\?rechargeNo=/);
    const result = page.locator('[data-recharge-result]');
    await expect(result).toHaveAttribute('data-outcome', 'failed');
    await expect(page.getByRole('heading', { name: '充值失败' })).toBeVisible();
    await expect(result.locator('[data-amount]')).toHaveText('¥123.45');
    await expect(result).toContainText('余额没有变化');
    expect(await balanceOf(page)).toBe(before);

    // Again from the ledger: a preset, then cancelled at the gateway.
    await result.getByRole('link', { name: '查看余额流水' }).click();
    await page.waitForURL((url) => url.pathname === LEDGER);
    await expect(page.locator('[data-balance]')).toHaveText(/¥/);
    expect(fenOf(await page.locator('[data-balance]').innerText())).toBe(before);
    await expect(page.locator('tr[data-type="recharge"], li[data-type="recharge"]').filter({ hasText: '在线充值' })).toHaveCount(0);
    await page.getByRole('button', { name: '余额充值' }).click();
    await topUpDialog(page).getByText('¥500.00', { exact: true }).click();
    await topUpDialog(page).getByRole('button', { name: '去支付 ¥500.00' }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await page.getByRole('button', { name: '取消支付' }).click();
    await page.waitForURL(/rechargeNo=/);
    await expect(page.getByRole('heading', { name: '充值未完成' })).toBeVisible();
    await expect(result.locator('[data-status]')).toHaveText('待支付');
    expect(await balanceOf(page)).toBe(before);
    expect(await rechargeCount(page)).toBe(recharges + 2);
  });

  test('a paid top-up raises the balance once and its 充值 line names the gateway reference', async ({ page }) => {
    await openAs(page, TOP_UP_USER, LEDGER);
    const before = await balanceOf(page);
    await page.getByRole('button', { name: '余额充值' }).click();
    await topUpDialog(page).getByText('¥1,000.00', { exact: true }).click();
    const pay = topUpDialog(page).getByRole('button', { name: '去支付 ¥1,000.00' });
    await pay.click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/rechargeNo=/);
    const result = page.locator('[data-recharge-result]');
    await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
    await expect(result.locator('[data-amount]')).toHaveText('¥1,000.00');
    const rechargeNo = await result.locator('[data-recharge-no]').innerText();
    const tradeNo = await result.locator('[data-trade-no]').innerText();
    expect(tradeNo).toMatch(/^MP\d+/);
    expect(new URL(page.url()).searchParams.get('rechargeNo')).toBe(rechargeNo);

    // Back at the gateway's result (a reload, the back button): still credited once.
    await page.reload();
    await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
    expect(await balanceOf(page)).toBe(before + 100_000);

    await result.getByRole('link', { name: '查看余额流水' }).click();
    await page.waitForURL((url) => url.pathname === LEDGER);
    await expect(page.locator('[data-balance]')).toHaveText('¥' + ((before + 100_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    const line = page.locator('[data-type="recharge"]:visible').filter({ hasText: rechargeNo });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(tradeNo);
    await expect(line).toContainText('+¥1,000.00');
  });
});

test('another customer\'s top-up number opens nothing of it: the result page says it cannot be found and leads to the ledger', async ({ page, browser }) => {
  // A top-up of demo's, not paid.
  const other = await browser.newPage();
  await openAs(other, DEMO, LEDGER);
  const created = await other.request.post('/api/shop-recharge', { headers: await bearer(other), data: { amount: 10_000, idempotencyKey: `e2e-other-${Date.now()}` } });
  expect(created.ok()).toBe(true);
  const { rechargeNo } = (await created.json()) as { rechargeNo: string };
  await other.close();

  await openAs(page, TOP_UP_USER, LEDGER);
  await page.goto(`/order/paymentResult/index?rechargeNo=${encodeURIComponent(rechargeNo)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到这笔充值');
  await expect(page.getByText('链接中的充值单号不存在，或者不是你的充值。')).toBeVisible();
  await expect(page.getByText('¥100.00')).toHaveCount(0);
  await page.getByRole('link', { name: '余额流水' }).click();
  await page.waitForURL(`**${LEDGER}`);
});
