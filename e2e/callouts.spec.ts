import type { Locator, Page } from '@playwright/test';
import type { CustomizedOrder } from '../src/wire/orders.ts';
import type { SavedQuotation } from '../src/wire/quote-docs.ts';
import type { Quote, QuoteRequest } from '../src/wire/quotes.ts';
import { bearer, expect, openAs, test } from './fixtures.ts';
import { CUBE_STL, DRAWING_PDF, STEP1, STEP2, STEP3, fetchOrder, openQuotationDraft, storedDraft, uploadThroughApi } from './quotation-support.ts';

/** Quotes, saves and orders parts with drawings and call-outs: no other spec logs in as this customer. */
const USER = { username: 'e2e-callouts', password: 'Demo1234' } as const;

const DRAWING = DRAWING_PDF;
const MEANING = '价格为基础价，工厂将在 1 个工作日内确认；确认前不收取任何费用，您接受确认价后再付款。';
/** As a line saved with ticks only reads (the API requests below send no values). */
const CALLOUTS = '螺纹 ×4 · 公差严于 ±0.1 mm';
/** As the dialog saves them: the thread's size and depth, the tightest tolerance. */
const VALUED = '螺纹 M6 深 12 mm ×4 · 公差 ±0.02 mm';

/** What a line with the drawing and call-outs says wherever it is shown. */
async function expectConfirmation(scope: Locator, { meaning = true, callouts = CALLOUTS }: { meaning?: boolean; callouts?: string } = {}) {
  const note = scope.locator('[data-confirmation]');
  await expect(note.locator('[data-confirmation-badge]')).toHaveText('需工程师确认');
  if (meaning) await expect(note.locator('[data-confirmation-meaning]')).toHaveText(MEANING);
  await expect(note.locator('[data-line-drawing]')).toContainText(`图纸：${DRAWING.name}`);
  await expect(note.locator('[data-line-callouts]')).toHaveText(`加工要求：${callouts}`);
}

/** The cube with the drawing, 螺纹 ×4 and 公差, uploaded through the API as steps 1 and 2 would: the request to price, save or order it. */
async function cubeWithCallouts(page: Page): Promise<{ request: QuoteRequest; drawingId: number }> {
  const draftId = `e2e-callouts-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const part = await uploadThroughApi(page, draftId, CUBE_STL);
  const drawing = await uploadThroughApi(page, draftId, DRAWING, 'reference');
  return { request: { materialId: 1, items: [{ fileId: part.id, quantity: 2, drawingFileId: drawing.id, callouts: { threads: 4, tolerance: true } }], couponId: null }, drawingId: drawing.id };
}

/**
 * Step 2 of the draft the page now holds: the cube's line says 需工程师确认 with the same drawing
 * and call-outs, the draft keeps them by the part's file id, and the drawing is still the
 * customer's own file, which the open draft keeps (the server misses nothing of it) and its owner downloads.
 */
async function expectDraftWithCallouts(page: Page, drawingId: number) {
  // Step 2's own word (step 3 says it too, and its answer goes with that page).
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/shop-file/in-draft') && new URL(response.frame().url()).pathname === STEP2 && (response.request().postDataJSON()?.fileIds ?? []).includes(drawingId),
  );
  await page.goto(STEP2);
  const line = page.locator(`[data-estimate-line="${CUBE_STL.name}"]`);
  await expectConfirmation(line);
  await expect(page.getByRole('button', { name: `修改图纸与加工要求：${CUBE_STL.name}` })).toBeVisible();
  const draft = await storedDraft(page);
  const [part] = draft.fileList as { id: number }[];
  expect(draft).toMatchObject({ lineCallouts: { [String(part?.id)]: { drawing: { fileId: drawingId, name: DRAWING.name }, callouts: { threads: 4, tolerance: true } } } });
  expect((await (await kept).json()).missing).toEqual([]);
  const download = page.waitForEvent('download');
  await line.locator('[data-drawing-download]').click();
  expect((await download).suggestedFilename()).toBe(DRAWING.name);
}

test.describe('a drawing and call-outs per part', () => {
  test('a PDF drawing with 螺纹 ×4 and 公差 says 需工程师确认 on steps 2 and 3, the order waits as 待报价 with them on its detail, its 报价单 and a saved quotation', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, USER, STEP1);
    await openQuotationDraft(page, STEP2, { materialId: 1, files: [CUBE_STL], partOptions: {} });
    const line = page.locator(`[data-estimate-line="${CUBE_STL.name}"]`);
    await expect(line.locator('[data-subtotal]')).toContainText('¥');
    const price = (await line.locator('[data-subtotal]').textContent()) ?? '';

    await line.getByRole('button', { name: `图纸与加工要求：${CUBE_STL.name}` }).click();
    const dialog = page.getByRole('dialog', { name: '图纸与加工要求' });
    await expect(dialog).toBeVisible();
    // Checked before sending: a model is no drawing.
    await dialog.locator('[data-callouts-file]').setInputFiles(CUBE_STL);
    await expect(dialog.locator('[data-callouts-error]')).toHaveText(`「${CUBE_STL.name}」不是 PDF 或图片，2D 图纸请上传 PDF、JPG、PNG 或 WebP 文件`);
    await dialog.locator('[data-callouts-file]').setInputFiles(DRAWING);
    await expect(dialog.locator('[data-callouts-drawing]')).toContainText(`已上传图纸：${DRAWING.name}`);
    await expect(dialog.locator('[data-callouts-error]')).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: '螺纹' }).check();
    // A count out of range, a missing size and an unchosen tolerance are said in place; what is typed stays.
    await dialog.getByLabel('深度 mm').fill('12');
    await dialog.getByLabel('孔数').fill('1000');
    await dialog.getByRole('checkbox', { name: '公差要求' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('请填写螺纹规格，如 M6');
    await expect(dialog).toContainText('孔数应为 1–999 的整数');
    await expect(dialog).toContainText('请选择最严公差（± mm 或 ISO 等级）');
    await expect(dialog.getByLabel('深度 mm')).toHaveValue('12');
    await dialog.getByLabel('规格').fill('m6');
    await dialog.getByLabel('孔数').fill('4');
    await dialog.getByLabel('最严公差').selectOption({ label: '±0.02 mm' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    await expectConfirmation(line, { callouts: VALUED });
    // The base price stays as it was.
    await expect(line.locator('[data-subtotal]')).toHaveText(price);
    // Kept in the draft: a reload shows them again.
    await page.reload();
    await expectConfirmation(page.locator(`[data-estimate-line="${CUBE_STL.name}"]`), { callouts: VALUED });
    await expect(page.getByRole('button', { name: `修改图纸与加工要求：${CUBE_STL.name}` })).toBeVisible();

    // Step 3: the server's line says it, and so does the text above 提交订单.
    await page.goto(STEP3);
    const step3Line = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: CUBE_STL.name });
    await expectConfirmation(step3Line, { callouts: VALUED });
    await expect(page.locator('[data-confirmation-submit]')).toContainText('提交后订单为「待报价」，工厂将在 1 个工作日内确认价格');

    // Saved as a 报价单 first: the saved quotation carries them.
    await page.getByRole('link', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.searchParams.get('from') === 'draft');
    await expect(page.locator('[data-line-callouts]')).toContainText(`需工程师确认：${DRAWING.name} · ${VALUED}`);
    await page.getByLabel('客户名称').fill('周工');
    await page.getByRole('button', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.searchParams.has('no'));
    const saved = page.locator('[data-quote-sheet]');
    await expectConfirmation(saved.locator('[data-quote-line]').filter({ hasText: CUBE_STL.name }), { callouts: VALUED });
    await expect(saved.locator('[data-confirmation-total]')).toContainText('所列为基础价，以工厂确认的价格为准');

    // Ordered: 待报价, not payable, with the drawing and call-outs.
    await page.goto(STEP3);
    await page.getByLabel('收货人').fill('周工');
    await page.getByLabel('手机号').fill('13800138061');
    await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
    await page.getByLabel('详细地址').fill('科技园 7 号');
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';
    expect(orderNo).toMatch(/^DZ/);
    await expect(page.locator('[data-created-note]')).toContainText('工厂将在 1 个工作日内确认价格，确认后订单转为待付款');
    await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);
    const order = await fetchOrder(page, orderNo);
    expect(order.status).toBe('待报价');
    expect(order.lines[0]).toMatchObject({ drawing: { name: DRAWING.name }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true });

    await page.goto(`/ordercenter/customizeorder?orderNo=${encodeURIComponent(orderNo)}`);
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText('待报价');
    await expectConfirmation(detail.locator('[data-line]').filter({ hasText: CUBE_STL.name }), { callouts: VALUED });
    // The owner downloads the drawing from the order.
    const download = page.waitForEvent('download');
    await detail.locator('[data-drawing-download]').click();
    expect((await download).suggestedFilename()).toBe(DRAWING.name);

    await page.goto(`/quotationorder/quote?order=${encodeURIComponent(orderNo)}`);
    const sheet = page.locator('[data-quote-sheet]');
    await expectConfirmation(sheet.locator('[data-quote-line]').filter({ hasText: CUBE_STL.name }), { callouts: VALUED });
  });

  test('a saved quotation with a drawing and call-outs, 按此报价下单, gives a draft whose step 2 says 需工程师确认 with them', async ({ page }) => {
    test.slow();
    await openAs(page, USER, STEP1);
    const { request, drawingId } = await cubeWithCallouts(page);
    const response = await page.request.post('/api/shop-quotation/saved', {
      headers: await bearer(page),
      data: { ...request, colour: null, customer: { name: '周工', company: '', phone: '' }, remarks: '', idempotencyKey: crypto.randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(201);
    const saved: SavedQuotation = await response.json();

    await page.goto(`/quotationorder/quote?no=${saved.quoteNo}`);
    await page.getByRole('button', { name: '按此报价下单' }).click();
    await page.waitForURL((url) => url.pathname === STEP3);
    await expectConfirmation(page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: CUBE_STL.name }));
    await expectDraftWithCallouts(page, drawingId);
  });

  test('再来一单 of an order with a drawing and call-outs gives a draft whose step 2 says 需工程师确认 with them', async ({ page }) => {
    test.slow();
    await openAs(page, USER, STEP1);
    const { request, drawingId } = await cubeWithCallouts(page);
    const headers = await bearer(page);
    const quote: Quote = await (await page.request.post('/api/shop-quotation/price', { headers, data: request })).json();
    const created = await page.request.post('/api/shop-order/customized', {
      headers,
      data: { ...request, address: { name: '周工', phone: '13800138061', region: '广东省 深圳市 南山区', detail: '科技园 7 号' }, remarks: '', expectedPayable: quote.payable, idempotencyKey: crypto.randomUUID() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { orderNo }: CustomizedOrder = await created.json();
    // 再来一单 is offered for an order that is over: this one is cancelled before the factory confirmed it.
    expect((await page.request.post(`/api/shop-order/${orderNo}/cancel`, { headers })).status()).toBe(200);

    await page.goto(`/ordercenter/customizeorder?orderNo=${encodeURIComponent(orderNo)}`);
    await page.getByRole('dialog').getByRole('button', { name: `再来一单 ${orderNo}` }).click();
    await page.waitForURL((url) => url.pathname === STEP3);
    await expectDraftWithCallouts(page, drawingId);
  });
});
