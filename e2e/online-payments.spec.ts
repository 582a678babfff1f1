/**
 * WeChat Pay and Alipay in Chromium, against the shop of e2e/payment-providers/start.ts: the
 * reference API configured with both providers, talking to local stand-ins of their protocols.
 * The customer picks a method on the payment panel; the page shows WeChat's QR code (a desktop) or
 * goes to the provider's cashier (a phone's WeChat H5, Alipay's 电脑网站支付), and the result page
 * reads the order from the API.
 */
import { devices, type Page } from '@playwright/test';
import { expect, openAs, test } from './fixtures.ts';
import { CUSTOMISED, PAY_USER, POOR_USER, detailDialog, orderNoOf } from './orders-support.ts';
import { expectNoViolations } from './axe-support.ts';
import { payBaseURL, wechatStandIn } from './payment-providers/ports.ts';

const RESULT = '/order/paymentResult/index';
const unpaid = `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`;

test.use({ baseURL: payBaseURL });

/** Opens the pay panel of the customer's order whose number ends with `suffix`; answers its number and payable as shown. */
async function openPanel(page: Page, user: { username: string; password: string }, suffix: string) {
  await openAs(page, user, unpaid);
  const target = page.locator(`li[data-order-no$="${suffix}"]`);
  const orderNo = await orderNoOf(target);
  await target.scrollIntoViewIfNeeded();
  const payable = await target.locator('[data-payable]').innerText();
  await target.getByRole('button', { name: `去支付 ${orderNo}` }).click();
  const dialog = detailDialog(page);
  await expect(dialog).toBeVisible();
  return { orderNo, payable, dialog };
}

test.describe('paying with a provider', () => {
  test('WeChat Pay Native on a desktop: the QR code is shown, a scan pays, and the page moves on to the result by itself', async ({ page }) => {
    const { orderNo, payable, dialog } = await openPanel(page, PAY_USER, '-0121');
    // Only what this shop has: no simulated gateway here, and 对公转账 says it is not open before anyone leaves the page.
    await expect(dialog.getByRole('radio', { name: /在线支付（模拟）/ })).toHaveCount(0);
    await dialog.getByRole('radio', { name: /微信支付/ }).check();
    await expect(dialog.getByRole('radio', { name: /微信支付/ })).toHaveAccessibleDescription('用微信扫一扫二维码付款');
    const opened = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/shop-payment/${orderNo}/provider`));
    await dialog.getByRole('button', { name: `确认支付 ${payable}` }).click();
    const { paymentId } = (await (await opened).json()) as { paymentId: string };

    const qr = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(qr).toBeVisible();
    await expect(qr.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await expect(qr.getByText(`请用微信「扫一扫」扫描二维码，支付 ${payable}`)).toBeVisible();
    await expectNoViolations(page, 'the WeChat QR dialog');
    expect(page.url()).toContain(CUSTOMISED);

    // The customer scans this code and pays in WeChat: the stand-in pays that transaction and sends the callback.
    const scanned = await page.request.post(`${wechatStandIn}/__stand-in/pay`, { data: { outTradeNo: paymentId } });
    expect(scanned.ok(), await scanned.text()).toBe(true);
    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.locator('[data-amount]')).toHaveText(payable);
    await expect(page.getByText('微信支付', { exact: true })).toBeVisible();
  });

  test.describe('on a phone', () => {
    // An iPhone's browser as Chromium can be one: its user agent, screen and touch.
    const { defaultBrowserType: _webkit, ...iphone } = devices['iPhone 13'];
    test.use({ ...iphone, baseURL: payBaseURL });

    test('WeChat Pay H5: the browser goes to WeChat through the shop, pays there and comes back to the paid order', async ({ page }) => {
      const { orderNo, payable, dialog } = await openPanel(page, PAY_USER, '-0122');
      await dialog.getByRole('radio', { name: /微信支付/ }).check();
      await expect(dialog.getByRole('radio', { name: /微信支付/ })).toHaveAccessibleDescription('跳转到微信完成付款');
      await dialog.getByRole('button', { name: `确认支付 ${payable}` }).click();
      // The stand-in's cashier (another origin: the provider's), reached through /api/shop-payment/go/….
      await page.waitForURL((url) => url.origin === wechatStandIn);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(`${payBaseURL}${RESULT}?orderNo=${orderNo}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
      await expect(page.getByText('微信支付', { exact: true })).toBeVisible();
    });
  });

  test('Alipay 电脑网站支付: the cashier round trip, and the order shows it was paid with Alipay', async ({ page }) => {
    const { orderNo, payable, dialog } = await openPanel(page, POOR_USER, '-0141');
    // e2e-poor's balance is short: the panel has moved to the first open online method.
    await expect(dialog.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    await dialog.getByRole('radio', { name: /支付宝/ }).check();
    await dialog.getByRole('button', { name: `确认支付 ${payable}` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/gateway.do') || url.port === String(new URL(wechatStandIn).port + 1));
    await page.getByRole('button', { name: '确认付款' }).click();
    await page.waitForURL((url) => url.origin === payBaseURL && url.pathname === RESULT);
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.getByText('支付宝', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: '查看订单' }).click();
    const detail = detailDialog(page);
    await expect(detail.locator('[data-status="生产中"]')).toBeVisible();
    await expect(detail.locator('[data-payment]')).toContainText('支付宝');
    await expect(detail.getByText(/^支付宝支付 ¥[\d.,]+（交易号 \d+）$/)).toBeVisible();
  });
});
