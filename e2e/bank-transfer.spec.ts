/**
 * 对公转账 in Chromium: the factory's 管理员 sets the receiving account, the customer chooses a
 * transfer on the payment panel and gets the account and a reference code, and the factory's
 * receipt of the exact amount pays the order; a part payment is refused and kept. Run against the
 * shop of e2e/payment-providers/start.ts (its own database), so no other test's orders move.
 */
import { expect, openAs, test } from './fixtures.ts';
import { CUSTOMISED, ORDER_USER, detailDialog, orderNoOf } from './orders-support.ts';
import { STAFF, consoleAs } from './staff-support.ts';
import { expectNoViolations } from './axe-support.ts';
import { payBaseURL } from './payment-providers/ports.ts';

test.use({ baseURL: payBaseURL });

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

test('对公转账: the account set in the console, the reference on the order, a part payment refused, the exact amount pays it', async ({ page, browser }) => {
  const desk = await consoleAs(browser, STAFF.admin, '/factory/bank-transfers');
  await expect(desk.getByRole('heading', { level: 1, name: '对公转账' })).toBeVisible();
  await desk.getByLabel('户名', { exact: true }).fill('深圳星火智造科技有限公司');
  await desk.getByLabel('开户行').fill('招商银行深圳科技园支行');
  await desk.getByLabel('账号', { exact: true }).fill('7559 1234 5678 901');
  await desk.getByRole('button', { name: '保存收款账户' }).click();
  await expect(desk.getByText('收款账户已保存')).toBeVisible();

  await openAs(page, ORDER_USER, `${CUSTOMISED}?status=${encodeURIComponent('待付款')}`);
  const target = page.locator('li[data-order-no$="-0951"]');
  const orderNo = await orderNoOf(target);
  await target.scrollIntoViewIfNeeded();
  const payable = await target.locator('[data-payable]').innerText();
  await target.getByRole('button', { name: `去支付 ${orderNo}` }).click();
  const dialog = detailDialog(page);
  await dialog.getByRole('radio', { name: /对公转账/ }).check();
  await dialog.getByRole('button', { name: '使用对公转账' }).click();
  const transfer = dialog.locator('[data-bank-transfer]');
  await expect(transfer.getByText('深圳星火智造科技有限公司')).toBeVisible();
  await expect(transfer.getByText('755912345678901')).toBeVisible();
  await expect(transfer.getByText(payable.replace('¥', '')).or(transfer.getByText(payable)).first()).toBeVisible();
  const reference = (await transfer.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/).innerText()).trim();
  await expect(transfer.getByText(/请在 .+ 前完成转账/)).toBeVisible();
  await expectNoViolations(page, 'the payment panel with 对公转账');

  // The factory reads the bank statement: first a part payment, then the rest as one transfer of the whole amount.
  const amount = payable.replace(/[¥,]/g, '');
  const record = async (yuan: string, serial: string) => {
    await desk.reload();
    await desk.getByLabel('识别码').fill(reference);
    await desk.getByLabel('到账金额（元）').fill(yuan);
    await desk.getByLabel('付款户名').fill('某某精密机械有限公司');
    await desk.getByLabel('银行流水号').fill(serial);
    await desk.getByLabel('到账日期').fill(today());
    await desk.getByRole('button', { name: '登记并匹配' }).click();
  };
  await record('100.00', 'CMB2026120600001');
  await expect(desk.getByText(/^未确认：部分付款不予确认/)).toBeVisible();
  await expect(desk.getByText(/流水号 CMB2026120600001/)).toBeVisible();
  await record(amount, 'CMB2026120600002');
  await expect(desk.getByText(`已确认，订单 ${orderNo} 已付款`)).toBeVisible();

  await page.reload();
  const paid = detailDialog(page);
  await expect(paid.locator('[data-status="生产中"]')).toBeVisible();
  await expect(paid.locator('[data-payment]')).toContainText('对公转账');
  await desk.context().close();
});
