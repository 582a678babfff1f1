import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatFen } from '../src/lib/format/money.ts';
import { rmbCapital } from '../src/lib/format/rmb-capital.ts';
import type { QuoteDocument, SavedQuotation } from '../src/wire/quote-docs.ts';
import type { LineCallouts, QuoteItem } from '../src/wire/quotes.ts';
import { bearer, DEMO, expect, logInThroughForm, openAs, test } from './fixtures.ts';
import { CUBE_STL, DRAWING_PDF, openStep3With, STEP1, stepFile, storedDraft } from './quotation-support.ts';
import { pdfText, squeeze } from './pdf-text.ts';

/** Saves and shares quotations: no other spec logs in as these customers. */
const OWNER = { username: 'e2e-quote-doc', password: 'Demo1234' } as const;
const MATE = { username: 'e2e-quote-mate', password: 'Demo1234' } as const;
const OTHER_SHOP = { username: 'other', password: 'Demo1234' } as const;

const sheet = (page: Page) => page.locator('[data-quote-sheet]');

/** The printed page as the browser's 另存为 PDF makes it, read back as text. */
async function printedText(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const { pages, sizes } = await pdfText(new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: false })));
  await page.emulateMedia({ media: 'screen' });
  return { text: squeeze(pages.join('\n')), sizes };
}

/** What every printed document must carry: each line, the discounts, shipping and the totals in figures and 大写. */
function expectFigures(text: string, doc: QuoteDocument) {
  for (const line of doc.lines) {
    expect(text).toContain(squeeze(line.name));
    expect(text).toContain(`${line.quantity}`);
    if (line.manual) expect(text).toContain(squeeze('人工报价'));
    else expect(text).toContain(squeeze(`${formatFen(line.unitPrice)}${formatFen(line.subtotal)}`));
  }
  expect(text).toContain(squeeze(`商品金额${formatFen(doc.goods)}`));
  if (doc.memberDiscount > 0) expect(text).toContain(squeeze(`会员折扣${formatFen(-doc.memberDiscount)}`));
  if (doc.discount > 0) expect(text).toContain(squeeze(`${formatFen(-doc.discount)}`));
  expect(text).toContain(squeeze(`运费${formatFen(doc.shipping)}`));
  expect(text).toContain(squeeze(`合计${formatFen(doc.payable)}`));
  expect(text).toContain(squeeze(`合计（大写）${rmbCapital(doc.payable)}`));
  // Only the document: no navigation, footer or buttons.
  expect(text).not.toContain('下载PDF');
  expect(text).not.toContain('订单中心');
  expect(text).not.toContain('返回我的报价单');
}

async function tokenFor(request: APIRequestContext, user: { username: string; password: string }): Promise<string> {
  const response = await request.post('/api/shop-platform/sessions', {
    data: user,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

type UploadFile = { name: string; mimeType: string; buffer: Buffer };
/** A part to save: its file and quantity, with a 2D drawing (uploaded as the call-outs dialog does) and call-outs when given. */
type SavedPart = { file: UploadFile; quantity: number; drawing?: UploadFile; callouts?: LineCallouts };

/** A quotation of one cube saved by the owner through the API, as the save form would. */
const savedByOwner = (request: APIRequestContext, quantity: number) => savedOf(request, [{ file: CUBE_STL, quantity }]);

/** A quotation of these files saved by the owner through the API, as the save form would. */
async function savedOf(request: APIRequestContext, parts: readonly SavedPart[]): Promise<SavedQuotation> {
  const headers = { Authorization: `Bearer ${await tokenFor(request, OWNER)}` };
  const draftId = `e2e-doc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const upload = async (multipart: { draftId: string; purpose?: 'reference'; file: UploadFile }): Promise<number> => {
    const answer = await request.post('/api/shop-file', { headers, multipart });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()).file.id;
  };
  const items: QuoteItem[] = [];
  for (const { file, quantity, drawing, callouts } of parts) {
    const fileId = await upload({ draftId, file });
    items.push({ fileId, quantity, ...(drawing ? { drawingFileId: await upload({ draftId, purpose: 'reference', file: drawing }) } : {}), ...(callouts ? { callouts } : {}) });
  }
  const saved = await request.post('/api/shop-quotation/saved', {
    headers,
    data: {
      materialId: 1,
      items,
      couponId: null,
      colour: null,
      customer: { name: '王工', company: '', phone: '' },
      remarks: '',
      idempotencyKey: `${draftId}-key`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return saved.json();
}

/** A page of its own for another customer, failing on console errors like the fixture's. */
async function pageOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const other = await context.newPage();
  const problems: string[] = [];
  other.on('pageerror', (error) => problems.push(error.message));
  other.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  return { page: other, problems, close: () => context.close() };
}

test.describe('报价单', () => {
  test('保存报价单 on step 3 saves a document the server priced, which prints to an A4 PDF with every line, the totals and 大写', async ({ page }) => {
    test.slow();
    await openAs(page, OWNER, STEP1);
    await openStep3With(page, {
      materialId: 1,
      colour: null,
      files: [CUBE_STL, stepFile('bracket.step')],
      quantities: [3, 2],
    });
    await page.getByRole('link', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.searchParams.get('from') === 'draft');
    await expect(page.getByRole('heading', { name: '保存报价单' })).toBeVisible();

    // Checked before sending, nothing typed lost.
    await page.getByLabel('客户名称').fill(' ');
    await page.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: '保存报价单' }).click();
    await expect(page.getByText('请输入客户名称')).toBeVisible();
    await expect(page.getByText('联系电话应为手机号或带区号的固定电话')).toBeVisible();
    await expect(page.getByLabel('联系电话')).toHaveValue('12345');

    await page.getByLabel('客户名称').fill('王工');
    await page.getByLabel('公司名称').fill('星火模型厂');
    await page.getByLabel('联系电话').fill('0755-86001234');
    await page.getByLabel('备注').fill('含税价，顺丰发货');
    await page.getByRole('button', { name: '保存报价单' }).click();
    await page.waitForURL((url) => url.searchParams.has('no'));
    const quoteNo = new URL(page.url()).searchParams.get('no') ?? '';
    const response = await page.request.get(`/api/shop-quotation/saved/${quoteNo}`, { headers: await bearer(page) });
    const saved: SavedQuotation = await response.json();
    const doc = saved.document;
    expect(doc.lines.map((line) => [line.name, line.quantity, line.manual])).toEqual([
      ['cube-10mm-binary.stl', 3, false],
      ['bracket.step', 2, true],
    ]);

    await expect(sheet(page)).toContainText(quoteNo);
    await expect(sheet(page).locator('[data-payable]')).toHaveText(formatFen(doc.payable));
    await expect(sheet(page).locator('[data-in-words]')).toHaveText(rmbCapital(doc.payable));
    await expect(page.getByRole('button', { name: '下载 PDF' })).toBeVisible();

    const { text, sizes } = await printedText(page);
    expect(
      sizes.every(([width, height]) => width === 595 && height === 842),
      `A4 pages, got ${JSON.stringify(sizes)}`,
    ).toBe(true);
    expectFigures(text, doc);
    for (const part of [quoteNo, '王工', '星火模型厂', '0755-86001234', '含税价，顺丰发货', '体积1.00cm³', '有效期至', '15天内有效']) expect(text).toContain(squeeze(part));
  });

  test("an order's 报价单 from the order center prints its coupon, shipping and total as ordered", async ({ page }) => {
    await openAs(page, DEMO, '/ordercenter/customizeorder');
    const headers = await bearer(page);
    const list = await (
      await page.request.get('/api/shop-order?kind=customized&size=50', {
        headers,
      })
    ).json();
    let found: { orderNo: string; doc: QuoteDocument } | null = null;
    for (const order of list.records as { orderNo: string }[]) {
      const answer = await page.request.get(`/api/shop-order/${order.orderNo}/quotation`, { headers });
      if (answer.status() !== 200) continue;
      const doc: QuoteDocument = await answer.json();
      if (doc.discount > 0) {
        found = { orderNo: order.orderNo, doc };
        break;
      }
    }
    if (!found) throw new Error('demo has a customised order with a coupon');
    await page.goto(`/ordercenter/customizeorder?q=${encodeURIComponent(found.orderNo)}`);
    await page.getByRole('link', { name: `订单 ${found.orderNo} 的报价单` }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.searchParams.get('order') === found.orderNo);
    await expect(sheet(page)).toContainText(found.orderNo);
    // An order's document is read-only: no sharing, deleting or drafting.
    await expect(page.getByRole('button', { name: '复制分享链接' })).toHaveCount(0);
    const { text } = await printedText(page);
    expectFigures(text, found.doc);
    expect(text).toContain(squeeze(`优惠券（${found.doc.coupon ?? ''}）${formatFen(-found.doc.discount)}`));
  });

  test('on a phone each line is a card with 单价 and 小计 in view and nothing scrolls sideways; on a laptop the lines are the table', async ({ page }) => {
    test.slow();
    // Long names, one that has nowhere to wrap, and a 人工报价 line among those the cost model priced.
    const saved = await savedOf(page.request, [
      { file: { ...CUBE_STL, name: 'bracket_housing_left_side_assembly_revision_12_final_for_production.stl' }, quantity: 3 },
      { file: { ...CUBE_STL, name: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz.stl' }, quantity: 999 },
      { file: stepFile('安装支架-连接件-左右对称-第二版-带沉头孔-客户确认稿.step'), quantity: 2 },
      { file: { ...CUBE_STL, name: '外壳上盖加强筋版本第三次修改客户确认稿最终版本.stl' }, quantity: 12 },
    ]);
    const doc = saved.document;
    expect(doc.lines.filter((line) => line.breakdown && !line.manual).length, 'lines with their breakdown').toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, OWNER, `/quotationorder/quote?no=${saved.quoteNo}`);
    const lines = sheet(page).locator('[data-quote-line]');
    await expect(lines).toHaveCount(doc.lines.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nothing in the sheet scrolls sideways either: the table's own box holds it all.
    expect(await sheet(page).locator('[data-quote-lines]').evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
    const withinWidth = async (what: string, box: { x: number; width: number } | null) => {
      expect(box, what).not.toBeNull();
      expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity), `${what}: right edge`).toBeLessThanOrEqual(390);
    };
    for (const [index, line] of doc.lines.entries()) {
      const card = lines.nth(index);
      await expect(card).toContainText(line.name);
      await withinWidth(`${line.name}'s name`, await card.locator('[data-col="name"]').boundingBox());
      for (const [col, label, fen] of [
        ['quantity', '数量', null],
        ['unit-price', '单价', line.unitPrice],
        ['subtotal', '小计', line.subtotal],
      ] as const) {
        const cell = card.locator(`[data-col="${col}"]`);
        await expect(cell.getByText(label, { exact: true }), `${line.name}: ${label} named on its card`).toBeVisible();
        await expect(cell).toContainText(fen === null ? `${line.quantity}` : line.manual ? '人工报价' : formatFen(fen));
        await withinWidth(`${line.name}'s ${label}`, await cell.boundingBox());
      }
    }
    for (const breakdown of await sheet(page).locator('[data-quote-breakdown]').all()) await withinWidth('a breakdown', await breakdown.boundingBox());

    // At a laptop's width the lines are the table they were: column heads, no label in the cells.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = sheet(page).getByRole('table');
    expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
    await expect(table.getByRole('columnheader', { name: '单价' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '小计' })).toBeVisible();
    await expect(table.locator('.quote-cell-label').first()).toBeHidden();
    for (const [index, line] of doc.lines.entries()) {
      const row = lines.nth(index);
      expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row');
      await expect(row.locator('[data-col="subtotal"]')).toHaveText(line.manual ? '人工报价' : formatFen(line.subtotal), { useInnerText: true });
    }
  });

  test('the owner lists, shares and deletes; a colleague opens the link through login read-only and turns it into a draft; another shop is refused', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const saved = await savedByOwner(page.request, 4);
    await openAs(page, OWNER, '/quotationorder/quote');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('link', { name: `查看报价单 ${saved.quoteNo}` }).click();
    await page.waitForURL((url) => url.searchParams.get('no') === saved.quoteNo);
    await page.getByRole('button', { name: '复制分享链接' }).click();
    const link = await page.getByLabel('分享链接').inputValue();
    const sharePath = `${new URL(link).pathname}${new URL(link).search}`;
    expect(sharePath).toMatch(/^\/quotationorder\/quote\?share=[\w-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A colleague of the same shop, logged out: the login keeps the link and lands on it.
    const mate = await pageOf(browser, baseURL ?? '');
    await mate.page.goto(sharePath);
    await mate.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(mate.page.url()).searchParams.get('redirect')).toBe(sharePath);
    await logInThroughForm(mate.page, MATE, mate.page.url());
    await mate.page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.search === new URL(link).search);
    await expect(mate.page.getByText('测试报价单 分享的报价单（只读）')).toBeVisible();
    await expect(sheet(mate.page)).toContainText(saved.quoteNo);
    await expect(mate.page.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(mate.page.getByRole('button', { name: '复制分享链接' })).toHaveCount(0);
    await mate.page.getByRole('button', { name: '按此报价下单' }).click();
    await mate.page.waitForURL((url) => url.pathname === '/quotationorder/submitorder');
    await expect(mate.page.getByText('cube-10mm-binary.stl').first()).toBeVisible();
    const draft = await storedDraft(mate.page);
    expect(draft.materialTypeId).toBe(1);
    const [copy] = draft.fileList as { id: number; name: string }[];
    expect(copy?.name).toBe('cube-10mm-binary.stl');
    expect(copy?.id).not.toBe(saved.document.lines[0]?.fileId);
    expect(draft.quantities[String(copy?.id)]).toBe(4);

    // A customer of another shop is refused plainly.
    const stranger = await pageOf(browser, baseURL ?? '');
    await logInThroughForm(stranger.page, OTHER_SHOP, `/login?redirect=${encodeURIComponent(sharePath)}`);
    await expect(stranger.page.getByText('无法打开这份报价单：链接无效或已取消分享，或您不是同一店铺的客户。')).toBeVisible();
    await expect(sheet(stranger.page)).toHaveCount(0);

    // Once expired it still opens, marked.
    await page.route(`**/api/shop-quotation/saved/${saved.quoteNo}`, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({
        response: answer,
        json: {
          ...body,
          status: '已过期',
          document: { ...body.document, expired: true },
        },
      });
    });
    await page.reload();
    await expect(sheet(page).locator('[data-expired]')).toHaveText('已过期');
    await expect(page.getByText('本报价单已过有效期')).toBeVisible();
    await page.unroute(`**/api/shop-quotation/saved/${saved.quoteNo}`);

    // Withdrawn, the link opens nothing; deleted, the quotation is gone from the list.
    await page.reload();
    await page.getByRole('button', { name: '取消分享' }).click();
    await expect(page.getByRole('button', { name: '取消分享' })).toHaveCount(0);
    await mate.page.goto(sharePath);
    await expect(mate.page.getByText('无法打开这份报价单')).toBeVisible();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/quote' && url.search === '');
    await expect(page.getByRole('link', { name: `查看报价单 ${saved.quoteNo}` })).toHaveCount(0);

    expect([...mate.problems, ...stranger.problems]).toEqual([]);
    await mate.close();
    await stranger.close();
  });

  test('a colleague opening a shared quotation sees a line’s 需工程师确认, its call-outs and its drawing’s name, with no download of the owner’s file', async ({ page, browser, baseURL }) => {
    const saved = await savedOf(page.request, [{ file: CUBE_STL, quantity: 2, drawing: DRAWING_PDF, callouts: { threads: 4, tolerance: true } }]);
    const owner = { Authorization: `Bearer ${await tokenFor(page.request, OWNER)}` };
    const share = await page.request.post(`/api/shop-quotation/saved/${saved.quoteNo}/share`, { headers: owner });
    expect(share.status(), await share.text()).toBe(200);
    const { token } = await share.json();
    const lineOf = (reader: Page) => sheet(reader).locator('[data-quote-line]').filter({ hasText: CUBE_STL.name });

    // The owner's own view of it offers the drawing to download: the colleague's must not.
    await openAs(page, OWNER, `/quotationorder/quote?share=${token}`);
    await expect(lineOf(page).locator('[data-drawing-download]')).toBeVisible();

    const mate = await pageOf(browser, baseURL ?? '');
    await logInThroughForm(mate.page, MATE, `/login?redirect=${encodeURIComponent(`/quotationorder/quote?share=${token}`)}`);
    await expect(mate.page.getByText('测试报价单 分享的报价单（只读）')).toBeVisible();
    const line = lineOf(mate.page);
    const note = line.locator('[data-confirmation]');
    await expect(note.locator('[data-confirmation-badge]')).toHaveText('需工程师确认');
    await expect(note.locator('[data-line-callouts]')).toHaveText('加工要求：螺纹 ×4 · 公差严于 ±0.1 mm');
    await expect(note.locator('[data-line-drawing]')).toHaveText(`图纸：${DRAWING_PDF.name}`);
    await expect(line.locator('[data-drawing-download]')).toHaveCount(0);
    await expect(line.getByRole('button', { name: /下载/ })).toHaveCount(0);
    expect(mate.problems).toEqual([]);
    await mate.close();
  });
});
