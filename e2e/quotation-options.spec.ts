import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { QuoteRequest } from '../src/wire/quotes.ts';
import { formatFen } from '../src/lib/format/money.ts';
import { uvSphereMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import type { SavedQuotation } from '../src/wire/quote-docs.ts';
import { bearer, expect, openAs, test, scrollToComparison } from './fixtures.ts';
import { pdfText, squeeze } from './pdf-text.ts';
import { moveOrder } from './orders-support.ts';
import { CUBE_STL, QUOTE_USER, STEP1, STEP2, STEP3, fetchOrder, openQuotationDraft, storedDraft } from './quotation-support.ts';

// These tests share the quotation customer with quotation.spec.ts (no coupons are used here).
test.describe.configure({ mode: 'default' });

const SPHERE_STL = { name: 'sphere-r10.stl', mimeType: 'model/stl', buffer: readFileSync('e2e/fixtures/models/sphere-r10.stl') };
/** A 10 mm ball: declared in inches it is 254 mm across, a size the factory's largest machine takes (a 20 mm one would not). */
const BALL = { name: 'ball-d10.stl', mimeType: 'model/stl', buffer: Buffer.from(writeBinaryStl(uvSphereMesh(5, 48, 24))) };
/** 透明树脂 (SLA): ¥1.50/cm³, at least ¥25.00 a part, 3 working days; offers 加急, 经济 and 透明抛光. */
const CLEAR_RESIN = 4;

const estimateLine = (page: Page, name: string) => page.locator(`[data-estimate-line="${name}"]`);
const options = (page: Page, name: string) => page.getByRole('group', { name: `${name} 的选项` });
const comparison = (page: Page) => page.locator('[data-comparison]');
const money = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const yuan = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

/** Uploads the files through the API and opens step 2 with them and `materialId` in the draft. */
async function openStep2With(page: Page, materialId: number, files: Array<{ name: string; mimeType: string; buffer: Buffer }>, quantities: number[] = []) {
  await openAs(page, QUOTE_USER, STEP1);
  return (await openQuotationDraft(page, STEP2, { materialId, files, quantities })).files;
}

async function fillAddress(page: Page) {
  await page.getByLabel('收货人').fill('王测试');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
  await page.getByLabel('详细地址').fill('科技园南区 8 栋 1201');
}

test.describe('per-part choices', () => {
  test('units, finish and lead time change the estimate; step 3 and the order charge the same, to the fen', async ({ page }) => {
    test.setTimeout(90_000);
    const [storedBall] = await openStep2With(page, CLEAR_RESIN, [BALL, CUBE_STL]);
    const ballMm3 = storedBall?.geometry?.volume ?? 0;
    const sphere = estimateLine(page, BALL.name);
    // The tessellated 10 mm ball's measured volume (about 0.52 cm³) × ¥1.50 and 10 mm of build height
    // × ¥0.15 come to about ¥2.28; its underside needs support, built the way that needs least (as
    // measured): 10 % of the space under it × ¥1.50 and ¥0.15 a cm² of overhang to remove, a few fen;
    // all below the file's ¥25.00 minimum.
    const needs = Object.values(storedBall?.geometry?.support ?? {});
    const least = needs.reduce((best, need) => (need.volume < best.volume - 1e-9 || (Math.abs(need.volume - best.volume) <= 1e-9 && need.area < best.area) ? need : best), needs[0] ?? { volume: 0, area: 0 });
    const supportFen = Math.round(((least.volume * 10) / 100 / 1000) * 150) + Math.round((least.area / 100) * 15);
    expect(supportFen).toBeGreaterThan(0);
    const ballFen = Math.round((ballMm3 * 150) / 1000) + 10 * 15 + supportFen;
    expect(ballFen).toBeGreaterThan(200);
    expect(ballFen).toBeLessThan(2500);
    await expect(sphere.locator('[data-subtotal]')).toHaveText('¥25.00');
    // Its price per part at 1, 10, 50 and 100: the file's minimum is shared by its parts (¥2.50 each at 10),
    // so at 50 it is the part's own cost.
    const breaks = sphere.locator('[data-break-table] tbody tr');
    await expect(breaks).toHaveCount(4);
    await expect(sphere.locator('[data-break-table] tr[data-current]')).toContainText('1 件');
    await expect(breaks.nth(1)).toContainText('¥2.50');
    await expect(breaks.nth(2)).toContainText(money(ballFen));

    // Declared in inches (a 10-inch ball, then: 254 mm, within the largest machine's 500 mm): re-measured (× 25.4³) and re-priced at once.
    await options(page, BALL.name).getByLabel('图纸单位').selectOption('inch');
    const inchMm3 = ballMm3 * 16_387.064;
    await expect(sphere.locator('[data-inch-note]')).toContainText(`${(inchMm3 / 1000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} cm³`);
    await expect(sphere.locator('[data-inch-note]')).toContainText('254.0 × 254.0 × 254.0 mm');
    // Resin by its volume, machine time by its 10-inch (254 mm) build height, and its support at that size (25.4² the overhang, 25.4³ the space under it).
    const inchSupport = Math.round(((least.volume * 16_387.064 * 10) / 100 / 1000) * 150) + Math.round(((least.area * 645.16) / 100) * 15);
    const inchPrice = Math.round((inchMm3 * 150) / 1000) + 254 * 15 + inchSupport;
    await expect(sphere.locator('[data-subtotal]')).toHaveText(`¥${(inchPrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await options(page, BALL.name).getByLabel('表面处理').selectOption({ label: '喷漆（+¥10.00/件 + ¥0.08/cm²）' });
    await options(page, BALL.name).getByLabel('颜色').selectOption('中国红');
    await options(page, BALL.name).getByLabel('交期').selectOption('express');
    const priced = yuan(await sphere.locator('[data-subtotal]').innerText());
    expect(priced).toBeGreaterThan(inchPrice * 1.4);
    await options(page, CUBE_STL.name).getByLabel('交期').selectOption('economy');
    // ¥25.00 minimum, 10 % off for 经济.
    await expect(estimateLine(page, CUBE_STL.name).locator('[data-subtotal]')).toHaveText('¥22.50');
    const estimated = yuan(await page.locator('[data-estimate-total]').innerText());
    expect(estimated).toBe(priced + 2250);

    // The choices are part of the draft: a reload keeps them.
    await page.reload();
    await expect(options(page, BALL.name).getByLabel('图纸单位')).toHaveValue('inch');
    await expect(options(page, BALL.name).getByLabel('颜色')).toHaveValue('中国红');
    await expect(options(page, CUBE_STL.name).getByLabel('交期')).toHaveValue('economy');
    await expect(page.locator('[data-estimate-total]')).toHaveText(money(estimated));

    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    const ballLine = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: BALL.name });
    await expect(ballLine.locator('[data-line-options]')).toContainText(/英寸 · 喷漆（中国红） · 加急 · 预计 (\d{4}年)?\d{1,2}月\d{1,2}日 发货/);
    await expect(ballLine).toContainText(money(priced));
    await expect(page.locator('[data-ship-note]')).toContainText(/预计 (\d{4}年)?\d{1,2}月\d{1,2}日 发货/);
    const goods = page.getByTestId('order-totals');
    await expect(goods).toContainText(money(estimated));
    const payable = (await page.getByTestId('payable').innerText()).trim();
    await fillAddress(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    const order = await fetchOrder(page, orderNo);
    expect(order.goods).toBe(estimated);
    expect(money(order.payable)).toBe(payable);
    const ballOrdered = order.lines.find((line) => line.fileName === BALL.name);
    expect(ballOrdered?.options).toEqual({ units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' });
    expect(ballOrdered?.subtotal).toBe(priced);
    expect(order.lines.find((line) => line.fileName === CUBE_STL.name)?.options?.leadTime).toBe('economy');
  });

  test('every material at once: sorted by a column, and 选用 switches the draft\'s material and re-prices', async ({ page }) => {
    test.setTimeout(60_000);
    await openStep2With(page, CLEAR_RESIN, [SPHERE_STL]);
    await scrollToComparison(page);
    const table = comparison(page);
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // Every material of e2e-quote's factory.
    const catalogue = await page.request.get('/api/shop-material', { headers: await bearer(page) });
    expect(await rows.count()).toBe(((await catalogue.json()) as { total: number }).total);
    const totals = async () => (await table.locator('[data-row-total]').allInnerTexts()).map(yuan);
    const ascending = await totals();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await expect(table.getByRole('columnheader', { name: /商品金额/ })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: '按商品金额排序' }).click();
    await expect(table.getByRole('columnheader', { name: /商品金额/ })).toHaveAttribute('aria-sort', 'descending');
    expect(await totals()).toEqual([...ascending].sort((a, b) => b - a));
    await table.getByRole('button', { name: '按发货日期排序' }).press('Enter');
    await expect(table.getByRole('columnheader', { name: /发货日期/ })).toHaveAttribute('aria-sort', 'ascending');

    await expect(table.locator('[data-material-row="透明树脂"]')).toContainText('当前材料');
    const nylonTotal = yuan(await table.locator('[data-material-row="PA12 尼龙"] [data-row-total]').innerText());
    await table.getByRole('button', { name: '选用 PA12 尼龙' }).click();
    await expect(page.locator('[data-estimate-material]')).toHaveText('PA12 尼龙');
    await expect(table.locator('[data-material-row="PA12 尼龙"]')).toContainText('当前材料');
    await expect(page.locator('[data-estimate-total]')).toHaveText(money(nylonTotal));
    expect((await storedDraft(page)).materialTypeId).toBe(6);
  });
});

test.describe('the choices wherever the price shows again', () => {
  test('step 3, the saved 报价单 (screen and PDF), the draft made of it, the order detail and 再来一单 show the same choices and the same total, to the fen', async ({ page }) => {
    test.setTimeout(150_000);
    // Ten cubes: they share the file's minimum.
    const [sphereFile, cubeFile] = await openStep2With(page, CLEAR_RESIN, [SPHERE_STL, CUBE_STL], [1, 10]);
    await options(page, SPHERE_STL.name).getByLabel('表面处理').selectOption({ label: '喷漆（+¥10.00/件 + ¥0.08/cm²）' });
    await options(page, SPHERE_STL.name).getByLabel('颜色').selectOption('中国红');
    await options(page, SPHERE_STL.name).getByLabel('交期').selectOption('express');
    await options(page, CUBE_STL.name).getByLabel('交期').selectOption('economy');
    await expect(options(page, CUBE_STL.name).getByLabel('交期')).toHaveValue('economy');
    const partOptions = (await storedDraft(page) as unknown as { partOptions: Record<string, unknown> }).partOptions;

    // Step 3: the lines' choices and the total the server priced.
    await page.goto(STEP3);
    const lines = page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem');
    const step3Line = (name: string) => lines.filter({ hasText: name }).locator('[data-line-options]');
    await expect(step3Line(SPHERE_STL.name)).toContainText('喷漆（中国红） · 加急');
    await expect(step3Line(CUBE_STL.name)).toContainText('经济');
    const payable = (await page.getByTestId('payable').innerText()).trim();
    const step3Lines = await Promise.all([SPHERE_STL.name, CUBE_STL.name].map((name) => lines.filter({ hasText: name }).innerText()));

    // 保存报价单: the form lists the choices it sends; the saved document has the same total and lines.
    await page.getByRole('link', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.searchParams.get('from') === 'draft');
    await expect(page.locator('li').filter({ hasText: SPHERE_STL.name }).locator('[data-line-choices]')).toHaveText('喷漆（中国红） · 加急');
    await expect(page.locator('li').filter({ hasText: CUBE_STL.name }).locator('[data-line-choices]')).toHaveText('经济');
    await page.getByLabel('客户名称').fill('王工');
    await page.getByRole('button', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.searchParams.has('no'));
    const quoteNo = new URL(page.url()).searchParams.get('no') ?? '';
    const saved: SavedQuotation = await (await page.request.get(`/api/shop-quotation/saved/${quoteNo}`, { headers: await bearer(page) })).json();
    expect(formatFen(saved.document.payable)).toBe(payable);
    expect(saved.document.lines.map((line) => [line.name, line.quantity, line.options, line.finishName])).toEqual([
      [SPHERE_STL.name, 1, { units: 'mm', finish: 'painting', colour: '中国红', leadTime: 'express' }, '喷漆'],
      [CUBE_STL.name, 10, { units: 'mm', finish: null, colour: null, leadTime: 'economy' }, undefined],
    ]);
    const sheet = page.locator('[data-quote-sheet]');
    await expect(sheet.locator('[data-payable]')).toHaveText(payable);
    const sheetLine = (name: string) => sheet.locator('[data-quote-line]').filter({ hasText: name });
    await expect(sheetLine(SPHERE_STL.name).locator('[data-line-choices]')).toHaveText('选项：喷漆（中国红） · 加急 · 2 个工作日');
    await expect(sheetLine(CUBE_STL.name).locator('[data-line-choices]')).toHaveText('选项：经济 · 6 个工作日');
    // Each line's subtotal on the sheet is the one step 3 showed.
    for (const [index, line] of saved.document.lines.entries()) {
      expect(step3Lines[index]).toContain(formatFen(line.subtotal));
      await expect(sheetLine(line.name)).toContainText(formatFen(line.subtotal));
    }
    await page.emulateMedia({ media: 'print' });
    const printed = squeeze((await pdfText(new Uint8Array(await page.pdf({ preferCSSPageSize: true })))).pages.join('\n'));
    await page.emulateMedia({ media: 'screen' });
    for (const words of ['选项：喷漆（中国红）·加急·2个工作日', '选项：经济·6个工作日', `合计${payable}`]) expect(printed).toContain(squeeze(words));

    // 按此报价下单: the draft has the choices back, and step 3 asks the same price.
    await page.getByRole('button', { name: '按此报价下单' }).click();
    await page.waitForURL(`**${STEP3}`);
    await expect(step3Line(SPHERE_STL.name)).toContainText('喷漆（中国红） · 加急');
    await expect(page.getByTestId('payable')).toHaveText(payable);
    const fromQuotation = (await storedDraft(page)) as unknown as { partOptions: Record<string, unknown> };
    expect(fromQuotation.partOptions).toEqual(partOptions);

    await fillAddress(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    expect(formatFen((await fetchOrder(page, orderNo)).payable)).toBe(payable);

    // The order detail shows each line's choices.
    await page.goto('/ordercenter/customizeorder');
    await page.locator(`li[data-order-no="${orderNo}"]`).getByRole('button', { name: `查看详情：订单 ${orderNo}` }).click();
    const dialog = page.getByRole('dialog', { name: '订单详情' });
    await expect(dialog.locator('[data-line]').filter({ hasText: SPHERE_STL.name }).locator('[data-line-choices]')).toHaveText('喷漆（中国红） · 加急 · 2 个工作日');
    await expect(dialog.locator('[data-line]').filter({ hasText: CUBE_STL.name }).locator('[data-line-choices]')).toHaveText('经济 · 6 个工作日');

    // 再来一单 once cancelled: a new draft with the same choices, priced the same.
    expect((await page.request.post(`/api/shop-order/${orderNo}/cancel`, { headers: await bearer(page) })).status()).toBe(200);
    await page.goto('/ordercenter/customizeorder');
    await page.locator(`li[data-order-no="${orderNo}"]`).getByRole('button', { name: `查看详情：订单 ${orderNo}` }).click();
    await dialog.getByRole('button', { name: `再来一单 ${orderNo}` }).click();
    await page.waitForURL(`**${STEP3}`);
    const again = (await storedDraft(page)) as unknown as { partOptions: Record<string, unknown>; draftId: string };
    expect(again.partOptions).toEqual({ [String(sphereFile?.id)]: partOptions[String(sphereFile?.id)], [String(cubeFile?.id)]: partOptions[String(cubeFile?.id)] });
    await expect(step3Line(SPHERE_STL.name)).toContainText('喷漆（中国红） · 加急');
    await expect(page.getByTestId('payable')).toHaveText(payable);
  });
});

test('a paid order still at the factory says the ship date step 3 promised: its slowest part\'s working days from the day it was paid', async ({ page }) => {
  test.setTimeout(90_000);
  await openStep2With(page, CLEAR_RESIN, [CUBE_STL]);
  await options(page, CUBE_STL.name).getByLabel('交期').selectOption('express');
  await expect(estimateLine(page, CUBE_STL.name).locator('[data-subtotal]')).toHaveText('¥35.00');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`**${STEP3}`);
  const promised = /预计 ((?:\d{4}年)?\d{1,2}月\d{1,2}日) 发货/.exec(await page.locator('[data-ship-note]').innerText())?.[1];
  expect(promised).toBeTruthy();
  await fillAddress(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();

  // Before payment the detail promises no date (the days count from payment).
  await page.goto(`/ordercenter/customizeorder`);
  const dialog = page.getByRole('dialog', { name: '订单详情' });
  await page.locator(`li[data-order-no="${orderNo}"]`).getByRole('button', { name: `查看详情：订单 ${orderNo}` }).click();
  await expect(dialog.locator('[data-line]')).toHaveCount(1);
  await expect(dialog.locator('[data-detail-ship-by]')).toHaveCount(0);

  const paid = await page.request.post(`/api/shop-payment/${orderNo}/balance`, { headers: await bearer(page) });
  expect(paid.status()).toBe(200);
  // The open detail is part of the address: a reload opens it again, read afresh.
  await page.reload();
  await expect(dialog.locator('[data-line]')).toHaveCount(1);
  await expect(dialog.locator('[data-detail-ship-by]')).toHaveText(`${promised}（付款后 2 个工作日）`);

  // Shipped, it no longer promises a date: the parcel is on its way.
  await moveOrder(page, orderNo, '已发货');
  await page.reload();
  await expect(dialog.locator('[data-line]')).toHaveCount(1);
  await expect(dialog.locator('[data-detail-ship-by]')).toHaveCount(0);
});

test.describe('a backend without the choices', () => {
  // The operator's backend answers materials in the seed's shape (no `pricing`), or with a table
  // the price cannot be computed from (a fee in yuan, no break from one part): both offer no choice.
  const backends = [
    { name: "in the seed's shape", pricing: (_pricing: unknown) => undefined },
    {
      name: 'with a table the price cannot be computed from',
      pricing: (pricing: unknown) => ({ ...(pricing as object), breaks: [{ minQuantity: 5, factorPercent: 90 }], finishes: [{ id: 'x', name: '喷漆', percent: 0, perPart: 10.5, perCm2: 0, colours: [] }] }),
    },
  ];
  for (const backend of backends)
    test(`${backend.name}: shows no choice, sends the seed's request and orders at the seed's price`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/shop-material**', async (route) => {
      const response = await route.fetch();
      const page_ = (await response.json()) as { records: Array<Record<string, unknown>>; total: number };
      const records = page_.records.map(({ pricing, ...record }) => {
        const sent = backend.pricing(pricing);
        return sent === undefined ? record : { ...record, pricing: sent };
      });
      await route.fulfill({ response, json: { ...page_, records } });
    });
    const requests: QuoteRequest[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/shop-quotation/price') || request.url().endsWith('/api/shop-order/customized')) requests.push(request.postDataJSON() as QuoteRequest);
    });
    await openStep2With(page, CLEAR_RESIN, [SPHERE_STL]);
    await expect(estimateLine(page, SPHERE_STL.name).locator('[data-subtotal]')).toHaveText('¥25.00');
    await expect(page.getByRole('group', { name: /的选项$/ })).toHaveCount(0);
    await expect(page.locator('[data-break-table]')).toHaveCount(0);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(`**${STEP3}`);
    // The line still says when it ships: with the order, at the material's lead time.
    await expect(page.locator('[data-line-ship-date]')).toHaveText(/^预计 (\d{4}年)?\d{1,2}月\d{1,2}日 发货/);
    await expect(page.locator('[data-line-options]')).toHaveCount(0);
    await fillAddress(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    const order = await fetchOrder(page, orderNo);
    expect(order.goods).toBe(2500);
    expect(order.lines[0]?.options).toBeUndefined();
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) for (const item of request.items) expect(item).not.toHaveProperty('options');
  });
});
