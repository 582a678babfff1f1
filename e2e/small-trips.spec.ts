import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CustomizedOrder, OrderDetail, OrderPage } from '../src/wire/orders.ts';
import type { Quote, QuoteRequest } from '../src/wire/quotes.ts';
import type { SavedQuotation } from '../src/wire/quote-docs.ts';
import { orderThroughApi } from './consumables-support.ts';
import { issueAsFactory } from './staff-support.ts';
import { bearer, DEMO, expect, openAs, test } from './fixtures.ts';
import { CONSUMABLE, CUSTOMISED, detailDialog, row } from './orders-support.ts';
import { pdfText } from './pdf-text.ts';
import { CUBE_STL, openEmptyStep2, openQuotationDraft, STEP1, STEP2, STEP3, uploadThroughApi } from './quotation-support.ts';

/** Small fixes across pages: only this spec logs in as this customer. */
const USER = { username: 'e2e-trips', password: 'Demo1234' } as const;
const ADDRESS = { name: '林测试', phone: '13800138063', region: '广东省 深圳市 南山区', detail: '科技园 9 号' };

/** The cube uploaded to a new draft, as steps 1 and 2 leave it: the request to price, save or order it (with call-outs when given). */
async function cube(page: Page, callouts?: QuoteRequest['items'][number]['callouts']): Promise<QuoteRequest> {
  const part = await uploadThroughApi(page, `e2e-trips-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, CUBE_STL);
  return { materialId: 1, items: [{ fileId: part.id, quantity: 2, ...(callouts && { callouts }) }], couponId: null };
}

async function customisedOrder(page: Page, request: QuoteRequest): Promise<CustomizedOrder> {
  const headers = await bearer(page);
  const quote: Quote = await (await page.request.post('/api/shop-quotation/price', { headers, data: request })).json();
  const created = await page.request.post('/api/shop-order/customized', {
    headers,
    data: { ...request, address: ADDRESS, remarks: '', expectedPayable: quote.payable, idempotencyKey: crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

test.describe('small trips', () => {
  test('a 待报价 order whose part was priced at once and waits only for the factory’s confirmation does not say 含人工报价文件', async ({ page }) => {
    await openAs(page, USER, STEP1);
    const order = await customisedOrder(page, await cube(page, { threads: 2 }));
    expect(order.status).toBe('待报价');
    await page.goto(`${CUSTOMISED}?orderNo=${encodeURIComponent(order.orderNo)}`);
    const note = detailDialog(page).locator('[data-price-pending]');
    await expect(note).toHaveText('含带图纸或加工要求的零件：工厂确认价格后订单转为待付款，届时才有应付金额，此前不收取任何费用。');
    await expect(detailDialog(page)).not.toContainText('人工报价');
  });

  test('an unpaid customised order never held stock: its deadline and cancelling say nothing of it', async ({ page }) => {
    await openAs(page, USER, STEP1);
    const order = await customisedOrder(page, await cube(page));
    expect(order.status).toBe('待付款');
    await page.goto(`${CUSTOMISED}?orderNo=${encodeURIComponent(order.orderNo)}`);
    const dialog = detailDialog(page);
    await expect(dialog.locator('[data-pay-countdown]')).toContainText(/请在 .+ 前完成支付，逾期订单将自动取消，使用的优惠券随之退回。/);
    await expect(dialog).not.toContainText('库存');
    await dialog.getByRole('button', { name: `取消订单 ${order.orderNo}` }).click();
    const confirm = page.getByRole('dialog', { name: `取消订单 ${order.orderNo}？` });
    await expect(confirm).toBeVisible();
    await expect(confirm).not.toContainText('库存');
  });

  test('a saved 报价单 names one seller, the factory, with its address and the VAT its prices include, prints 客户名称, and 按此报价下单 goes to ordering', async ({ page }) => {
    await openAs(page, USER, STEP1);
    const request = await cube(page);
    const response = await page.request.post('/api/shop-quotation/saved', {
      headers: await bearer(page),
      data: { ...request, colour: null, customer: { name: '林工', company: '星火模型厂', phone: '' }, remarks: '', idempotencyKey: crypto.randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(201);
    const saved: SavedQuotation = await response.json();
    await page.goto(`/quotationorder/quote?no=${saved.quoteNo}`);
    const sheet = page.locator('[data-quote-sheet]');
    await expect(sheet.locator('[data-seller]')).toHaveText('深圳宝安精密制造厂');
    await expect(sheet).toContainText('报价方：深圳宝安精密制造厂');
    await expect(sheet).toContainText('地址：广东省深圳市宝安区福永街道凤凰第三工业区 12 栋');
    await expect(sheet).toContainText('客户名称：林工');
    await expect(sheet).not.toContainText('联系人');
    // The customer's own studio is no seller.
    await expect(sheet).not.toContainText('计价测试工作室');
    await expect(sheet.locator('[data-tax]')).toContainText('含 13% 增值税');
    await expect(page.getByRole('button', { name: '转为报价' })).toHaveCount(0);
    await page.getByRole('button', { name: '按此报价下单' }).click();
    await page.waitForURL((url) => url.pathname === STEP3);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  });

  test('保存报价单 goes once the order is placed', async ({ page }) => {
    await openAs(page, USER, STEP1);
    await openQuotationDraft(page, STEP3, { materialId: 1, files: [CUBE_STL] });
    const save = page.getByRole('link', { name: '保存报价单' });
    await expect(save).toBeVisible();
    await page.getByLabel('收货人').fill('林测试');
    await page.getByLabel('手机号').fill('13800138063');
    await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
    await page.getByLabel('详细地址').fill('科技园 9 号');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByTestId('order-created')).toBeVisible();
    await expect(save).toBeHidden();
  });

  test('a consumable order offers no 报价单 (a quotation document is for custom parts), and its link says why', async ({ page }) => {
    await openAs(page, USER, CONSUMABLE);
    const consumable = await orderThroughApi(page, [{ consumableId: 9, quantity: 1 }]);
    const customised = await customisedOrder(page, await cube(page));
    await page.goto(CONSUMABLE);
    await expect(row(page, consumable.orderNo)).toBeVisible();
    await expect(row(page, consumable.orderNo).getByRole('link', { name: `订单 ${consumable.orderNo} 的报价单` })).toHaveCount(0);
    await page.goto(CUSTOMISED);
    await expect(row(page, customised.orderNo).getByRole('link', { name: `订单 ${customised.orderNo} 的报价单` })).toBeVisible();
    await page.goto(`/quotationorder/quote?order=${encodeURIComponent(consumable.orderNo)}`);
    await expect(page.locator('[data-refusal]')).toHaveText('耗材订单没有报价单：报价单只用于定制零件');
  });

  test('an issued invoice downloads as a PDF in Chinese, its text in the glyphs the file carries', async ({ page }) => {
    await openAs(page, USER, CONSUMABLE);
    const order = await orderThroughApi(page, [{ consumableId: 9, quantity: 2 }]);
    // Paid and with the warehouse, as the factory would have it.
    expect((await page.request.post('/api/__test__/order-status', { data: { orderNo: order.orderNo, status: '待发货' } })).status()).toBe(204);
    const headers = await bearer(page);
    const created = await page.request.post('/api/shop-invoice', {
      headers,
      data: { type: 'normal', title: '深圳市小修科技有限公司', taxNo: '91440300MA5FXK2Q18', bankName: '', bankAccount: '', address: '', phone: '', email: '', remarks: '', orderNos: [order.orderNo], idempotencyKey: crypto.randomUUID() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { requestNo } = (await created.json()) as { requestNo: string };
    await issueAsFactory(page, requestNo, '26442000000063000001');
    await page.goto('/ordercenter/invoices');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载发票 26442000000063000001' }).click();
    const bytes = readFileSync(await (await download).path());
    const { pages } = await pdfText(new Uint8Array(bytes));
    expect(pages[0]).toContain('增值税普通发票（模拟）');
    expect(pages[0]).toContain('发票号码：26442000000063000001');
    expect(pages[0]).toContain(order.orderNo);
    expect(pages[0]).not.toMatch(/VAT|Invoice/);
  });

  test('a failed upload of a text file named .step stops its spinner and says why, with its ways on', async ({ page }) => {
    await openAs(page, USER, STEP1);
    await openEmptyStep2(page, 1);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'fake.step', mimeType: 'application/step', buffer: Buffer.from('这不是 STEP 文件，只是一段文字。\n') });
    const item = page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name: 'fake.step', exact: true });
    await expect(item).toHaveAttribute('data-status', 'fail', { timeout: 20_000 });
    await expect(item.getByRole('alert')).toContainText('上传失败：');
    await expect(item.getByRole('button', { name: '移除' })).toBeVisible();
    await expect(item.getByRole('button', { name: '重试' }).or(item.getByText('重新选择'))).toBeVisible();
    // Nothing goes on turning: no spinner in the row, now or a while later.
    await expect(item.locator('.loading')).toHaveCount(0);
    await page.waitForTimeout(3000);
    await expect(item.locator('.loading')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(STEP2);
  });

  test('demo’s seeded unpaid consumable orders count down their 30 minutes, and shipped orders their days from shipping', async ({ page }) => {
    await openAs(page, DEMO, `${CONSUMABLE}?status=${encodeURIComponent('待付款')}`);
    const headers = await bearer(page);
    const unpaid: OrderPage = await (await page.request.get(`/api/shop-order?kind=consumable&size=50&status=${encodeURIComponent('待付款')}`, { headers })).json();
    const seeded = unpaid.records.filter((order) => order.orderNo.startsWith('HC') && order.payBy !== undefined);
    expect(seeded.length).toBeGreaterThan(0);
    for (const order of seeded) {
      expect(Date.parse(order.payBy ?? '') - Date.parse(order.createdAt)).toBe(30 * 60 * 1000);
      // Under half an hour: minutes and seconds, no hours.
      await expect(row(page, order.orderNo).getByRole('timer')).toHaveText(/^剩余支付时间 [0-2]\d:\d{2}$/);
    }

    await page.goto(`${CUSTOMISED}?status=${encodeURIComponent('已发货')}`);
    const shipped: OrderPage = await (await page.request.get(`/api/shop-order?size=50&status=${encodeURIComponent('已发货')}`, { headers })).json();
    expect(shipped.records.length).toBeGreaterThan(0);
    for (const summary of shipped.records) {
      const detail: OrderDetail = await (await page.request.get(`/api/shop-order/${summary.orderNo}`, { headers })).json();
      const shippedAt = detail.timeline.findLast((event) => event.status === '已发货')?.at ?? '';
      expect(Date.parse(summary.autoConfirmAt ?? '') - Date.parse(shippedAt), summary.orderNo).toBe(10 * 24 * 3600 * 1000);
      expect(Date.parse(shippedAt), summary.orderNo).toBeGreaterThan(Date.now() - 10 * 24 * 3600 * 1000);
    }
    for (const countdown of await page.locator('[data-receipt-countdown]').all()) await expect(countdown).not.toHaveText('9 天 23 小时后自动确认收货');
  });

  test('a QQ login with a QQ account bound to no customer says why on the login page, where it stays', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'QQ登录' }).click();
    await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
    await page.getByRole('button', { name: '使用新的 QQ 账号授权' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'commit' });
    const problem = page.locator('[data-login-qq-problem]');
    await expect(problem).toContainText('QQ 登录未完成：该 QQ 尚未绑定账号');
    // Longer than any toast stays.
    await page.waitForTimeout(6000);
    await expect(problem).toBeVisible();
    await expect(problem).toHaveAttribute('role', 'alert');
  });

  test('call-outs: 螺纹 starts at a count of 1 and saves with its size and depth', async ({ page }) => {
    await openAs(page, USER, STEP1);
    await openQuotationDraft(page, STEP2, { materialId: 1, files: [CUBE_STL], partOptions: {} });
    const line = page.locator(`[data-estimate-line="${CUBE_STL.name}"]`);
    await line.getByRole('button', { name: `图纸与加工要求：${CUBE_STL.name}` }).click();
    const dialog = page.getByRole('dialog', { name: '图纸与加工要求' });
    await dialog.getByRole('checkbox', { name: '螺纹' }).check();
    await expect(dialog.getByLabel('孔数')).toHaveValue('1');
    await dialog.getByLabel('规格').fill('M4');
    await dialog.getByLabel('深度 mm').fill('8');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-quotation') ?? '{}'));
    expect(Object.values(draft.lineCallouts ?? {})).toEqual([{ callouts: { threads: 1, threadSpecs: [{ size: 'M4', depthMm: 8, count: 1 }] } }]);
  });
});
