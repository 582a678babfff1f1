import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { InvoiceRequestPage, InvoiceableOrderPage } from '../src/wire/invoices.ts';
import { formatFen } from '../src/lib/format/money.ts';
import { orderDetailUrl } from '../src/lib/routes/order-paths.ts';
import { expectNoViolations, settled } from './axe-support.ts';
import { bearer, expect, openAs, test } from './fixtures.ts';
import { consoleAs, STAFF } from './staff-support.ts';

/** Requests invoices for its three paid orders: no other spec logs in as this customer. */
const INVOICE_USER = { username: 'e2e-invoice', password: 'Demo1234' } as const;
const INVOICES = '/ordercenter/invoices';
// A 统一社会信用代码 with the right check character, and the same with the last one mistyped.
const TAX_NO = '91440300708461136T';
const WRONG_TAX_NO = '91440300708461136U';

async function invoiceable(page: Page): Promise<InvoiceableOrderPage['records']> {
  const response = await page.request.get('/api/shop-invoice/orders?size=50', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return (await response.json()).records;
}

async function requests(page: Page): Promise<InvoiceRequestPage['records']> {
  const response = await page.request.get('/api/shop-invoice?size=50', { headers: await bearer(page) });
  return (await response.json()).records;
}

const orderBox = (page: Page, orderNo: string) => page.getByRole('list', { name: '可开票的订单' }).getByRole('checkbox').and(page.locator(`xpath=//label[contains(., "${orderNo}")]//input`));
const requestRow = (page: Page, requestNo: string) => page.locator(`li[data-request-no="${requestNo}"]`);

// The tests share one customer's orders: one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('发票', () => {
  test('a 专用发票 over two paid orders: checked before sending, 待开票, issued by 客服 in the console, downloaded, and shown on the orders', async ({ page, browser }) => {
    test.slow();
    await openAs(page, INVOICE_USER, '/ordercenter/customizeorder');
    // The paid customised order says it can be invoiced, and the order center links the invoices.
    await expect(page.locator('[data-invoice-status="可申请"]').first()).toHaveText('可开票');
    await page.getByRole('link', { name: '发票', exact: true }).click();
    await page.waitForURL((url) => url.pathname === INVOICES);
    await expect(page.getByText('还没有发票申请')).toBeVisible();

    const orders = await invoiceable(page);
    expect(orders).toHaveLength(3);
    const [first, second] = orders;
    if (!first || !second) throw new Error('two paid orders');
    await page.getByRole('button', { name: '申请开票' }).click();
    const form = page.getByRole('region', { name: '申请开票' });
    await expect(form.getByRole('list', { name: '可开票的订单' }).getByRole('listitem')).toHaveCount(3);

    // Nothing chosen or typed: each field says what is missing, nothing is sent.
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请至少选择一个订单')).toBeVisible();
    await expect(form.getByText('请输入发票抬头')).toBeVisible();
    await expect(form.getByText('请输入纳税人识别号')).toBeVisible();
    expect(await requests(page)).toEqual([]);

    await orderBox(page, first.orderNo).check();
    await orderBox(page, second.orderNo).check();
    await expect(form.locator('[data-invoice-total]')).toHaveText(`已选 2 个订单，开票金额 ${formatFen(first.amount + second.amount)}`);
    await form.getByRole('radio', { name: '增值税专用发票' }).check();
    await form.getByLabel('发票抬头').fill('深圳星火智造有限公司');
    await form.getByLabel('纳税人识别号').fill(WRONG_TAX_NO);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('纳税人识别号有误（校验位不符），请核对')).toBeVisible();
    await expect(form.getByText('专用发票须填写开户银行')).toBeVisible();
    expect(await requests(page)).toEqual([]);

    await form.getByLabel('纳税人识别号').fill(TAX_NO);
    await form.getByLabel('开户银行').fill('招商银行深圳分行');
    await form.getByLabel('银行账号').fill('7559 1234 5678');
    await form.getByLabel('注册地址').fill('深圳市南山区科技园南区 18 号');
    await form.getByLabel('注册电话').fill('0755-86001234');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form).toHaveCount(0);
    const [request] = await requests(page);
    if (!request) throw new Error('the request was created');
    expect(request).toMatchObject({ type: 'special', status: '待开票', taxNo: TAX_NO, bankAccount: '755912345678', amount: first.amount + second.amount });
    expect(request.orders.map((order) => order.orderNo).sort()).toEqual([first.orderNo, second.orderNo].sort());
    const row = requestRow(page, request.requestNo);
    await expect(row.locator('[data-status]')).toHaveText('待开票');
    await expect(row).toContainText('增值税专用发票');
    await expect(row.getByRole('button', { name: /下载发票/ })).toHaveCount(0);

    // 客服 issues it in the console with the 数电票 number, checked before sending: the number and the file appear.
    const service = await consoleAs(browser, STAFF.service);
    await service.getByRole('link', { name: '发票', exact: true }).first().click();
    await service.waitForURL((url) => url.pathname === '/factory/invoices');
    await service.locator(`[data-invoice="${request.requestNo}"]`).getByRole('link', { name: '查看' }).click();
    const desk = service.locator(`[data-invoice-detail="${request.requestNo}"]`);
    await expect(desk).toContainText(TAX_NO);
    await service.getByLabel('数电票号码').fill('2644200000001234');
    await service.getByRole('button', { name: '开具', exact: true }).click();
    await expect(service.getByText('数电票号码应为 20 位数字')).toBeVisible();
    await service.getByLabel('数电票号码').fill('2644 2000 0000 1234 5678');
    await service.getByRole('button', { name: '开具', exact: true }).click();
    await expect(desk.locator('[data-status]').first()).toHaveText('已开票');
    await settled(service);
    await expectNoViolations(service, '发票');
    await service.context().close();
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveText('已开票');
    await expect(row).toContainText('发票号码 26442000000012345678');
    await expect(row.getByRole('button', { name: /取消申请/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载发票 26442000000012345678' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('发票-26442000000012345678.pdf');
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

    // Each order says where its invoice stands.
    await page.goto(`/ordercenter/consumableorder`);
    for (const order of [first, second].filter((order) => order.kind === 'consumable')) {
      await expect(page.locator(`li[data-order-no="${order.orderNo}"] [data-invoice-status]`)).toHaveText('已开票');
    }
    // And its detail, with the way to the invoice.
    const shown = [first, second].find((order) => order.kind === 'consumable') ?? first;
    await page.goto(orderDetailUrl(shown.kind, shown.orderNo));
    const detail = page.locator('[data-detail-invoice]');
    await expect(detail).toHaveAttribute('data-detail-invoice', '已开票');
    await expect(detail).toContainText('已开票');
    await detail.getByRole('link', { name: '查看发票' }).click();
    await page.waitForURL(`**${INVOICES}`);
  });

  test('a 普通发票 from a saved title, cancelled while 待开票, gives its order back', async ({ page }) => {
    await openAs(page, INVOICE_USER, INVOICES);
    const [left] = await invoiceable(page);
    if (!left) throw new Error('one paid order is left');
    await page.getByRole('button', { name: '申请开票' }).click();
    const form = page.getByRole('region', { name: '申请开票' });
    await expect(form.getByRole('list', { name: '可开票的订单' }).getByRole('listitem')).toHaveCount(1);
    // The title the first request kept fills the fields.
    await form.getByLabel('选择已保存的抬头').selectOption({ label: `深圳星火智造有限公司（${TAX_NO}）` });
    await expect(form.getByLabel('纳税人识别号')).toHaveValue(TAX_NO);
    await orderBox(page, left.orderNo).check();
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form).toHaveCount(0);
    const request = (await requests(page)).find((candidate) => candidate.status === '待开票');
    if (!request) throw new Error('a request waits');
    expect(request).toMatchObject({ type: 'normal', bankName: '', amount: left.amount });

    const row = requestRow(page, request.requestNo);
    await row.getByRole('button', { name: `取消申请 ${request.requestNo}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消申请' }).click();
    await expect(row.locator('[data-status]')).toHaveText('已取消');
    expect((await invoiceable(page)).map((order) => order.orderNo)).toEqual([left.orderNo]);
  });
});
