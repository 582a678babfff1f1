import { beforeEach, describe, expect, it } from 'vitest';
import { CustomizedOrder, OrderDetail, Reorder } from '../../src/wire/orders.ts';
import { QuotationDraft, QuoteDocument, SavedQuotation, type SaveQuotation } from '../../src/wire/quote-docs.ts';
import { Quote, type PartOptions, type QuoteRequest } from '../../src/wire/quotes.ts';
import { CUBIC_INCH_MM3 } from '../../src/lib/pricing/inch-units.ts';
import { intOf } from '../core/rows.ts';
import { demoWithParts, messageOf, partOptions, type DemoWithParts } from '../test-support.ts';

const options = partOptions;
const painted = options({ finish: 'painting', colour: '中国红', leadTime: 'express' });
const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };
const customer = { name: '王工', company: '', phone: '' };

/**
 * The per-part choices wherever a price shows again: saved quotations (priced, kept and answered
 * with them), drafts made of them, the document and the detail of an order, and 再来一单.
 * Material 4 is 透明树脂 (SLA: 喷漆 with colours, 加急 from its 3 days to 2).
 */
describe('per-part choices in quotation documents, order details and 再来一单', () => {
  let given: DemoWithParts;

  beforeEach(async () => {
    given = await demoWithParts('draft-doc-options-1');
  });

  const request = (): QuoteRequest => ({
    materialId: 4,
    items: [
      { fileId: given.large, quantity: 10, options: painted },
      { fileId: given.inchBox, quantity: 2, options: options({ units: 'inch' }) },
    ],
    couponId: null,
  });
  const price = async (body: QuoteRequest) => Quote.parse(await (await given.server.call('POST', '/api/shop-quotation/price', { token: given.demo, json: body })).json());
  const save = (body: QuoteRequest) =>
    given.server.call('POST', '/api/shop-quotation/saved', {
      token: given.demo,
      json: { ...body, colour: null, customer, remarks: '', idempotencyKey: `key-${Math.random().toString(36).slice(2)}` } satisfies SaveQuotation,
    });
  const saved = async (body: QuoteRequest = request()) => {
    const response = await save(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return SavedQuotation.parse(await response.json());
  };

  it('saves a quotation at the price of /price with the same choices, and answers each line\'s choices, finish name and days to ship', async () => {
    const quote = await price(request());
    // (75 750 + 1000 + 400 × 8) × 140 % = 111 930 for the painted part; 9832 + 381 = 10 213 for the inch box.
    expect(quote.lines.map((line) => line.unitPrice)).toEqual([111_930, 10_213]);
    const doc = (await saved()).document;
    expect({ goods: doc.goods, memberDiscount: doc.memberDiscount, shipping: doc.shipping, payable: doc.payable, leadDays: doc.leadDays }).toEqual({
      goods: quote.goods,
      memberDiscount: quote.memberDiscount,
      shipping: quote.shipping,
      payable: quote.payable,
      leadDays: quote.leadDays,
    });
    expect(doc.lines.map(({ unitPrice, subtotal, options: chosen, finishName, leadDays }) => ({ unitPrice, subtotal, options: chosen, finishName, leadDays }))).toEqual([
      { unitPrice: 111_930, subtotal: 1_119_300, options: painted, finishName: '喷漆', leadDays: 2 },
      { unitPrice: 10_213, subtotal: 20_426, options: options({ units: 'inch' }), finishName: undefined, leadDays: 3 },
    ]);
    // Each line keeps how its price was made, figure for figure.
    expect(doc.lines.map((line) => line.breakdown)).toEqual(quote.lines.map((line) => line.breakdown));
    expect(QuoteDocument.strict().safeParse(doc).success).toBe(true);
    // The inch box prints at its size in millimetres: 2 × 2 × 1 inches, 4 in³.
    expect(doc.lines[1]?.geometry).toMatchObject({ bbox: { x: 50.8, y: 50.8, z: 25.4 }, volume: 4 * CUBIC_INCH_MM3 });
    expect(doc.lines[0]?.geometry?.bbox).toEqual({ x: 100, y: 100, z: 50 });
  });

  it('answers a quotation saved without choices at the cost model\'s price with the default choices, and no choice fields', async () => {
    const plain: QuoteRequest = { materialId: 4, items: [{ fileId: given.large, quantity: 10 }], couponId: null };
    const doc = (await saved(plain)).document;
    expect(doc.payable).toBe((await price(plain)).payable);
    expect(doc.lines[0]?.unitPrice).toBe(75_750);
    expect(doc.lines.some((line) => 'options' in line || 'finishName' in line || 'leadDays' in line)).toBe(false);
  });

  it('refuses a choice the material does not offer like /price does, naming the file, and saves nothing', async () => {
    const before = intOf(given.server.db.prepare('SELECT COUNT(*) AS n FROM quotations').get() ?? { n: -1 }, 'n');
    const response = await save({ materialId: 4, items: [{ fileId: given.large, quantity: 1, options: options({ finish: 'anodizing', colour: '黑色' }) }], couponId: null });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('「large.stl」所选的表面处理该材料不提供');
    const noColour = await save({ materialId: 4, items: [{ fileId: given.large, quantity: 1, options: options({ finish: 'painting' }) }], couponId: null });
    expect(await messageOf(noColour)).toBe('「large.stl」请为所选表面处理选择一种提供的颜色（无颜色可选时不要填写颜色）');
    expect(intOf(given.server.db.prepare('SELECT COUNT(*) AS n FROM quotations').get() ?? { n: -1 }, 'n')).toBe(before);
  });

  it('turns the quotation back into a draft with its choices, priced as step 3 will ask', async () => {
    const { quoteNo } = await saved();
    const response = await given.server.call('POST', `/api/shop-quotation/saved/${quoteNo}/draft`, { token: given.demo, json: { draftId: 'draft-doc-options-2' } });
    const draft = QuotationDraft.parse(await response.json());
    expect(draft.items.map((item) => [item.file.id, item.quantity, item.options])).toEqual([
      [given.large, 10, painted],
      [given.inchBox, 2, options({ units: 'inch' })],
    ]);
    expect(draft.quote).toEqual(await price(request()));
    expect(draft).not.toHaveProperty('optionsDropped');
  });

  it('gives a colleague\'s draft (copied files) the same choices, by line', async () => {
    const { quoteNo } = await saved();
    const { token } = (await (await given.server.call('POST', `/api/shop-quotation/saved/${quoteNo}/share`, { token: given.demo })).json()) as { token: string };
    const colleague = await given.server.login('e2e-buy');
    const response = await given.server.call('POST', `/api/shop-quotation/shared/${token}/draft`, { token: colleague, json: { draftId: 'draft-doc-options-4' } });
    expect(response.status, await response.clone().text()).toBe(201);
    const draft = QuotationDraft.parse(await response.json());
    expect(draft.items.map((item) => [item.file.name, item.options])).toEqual([
      ['large.stl', painted],
      ['inch.stl', options({ units: 'inch' })],
    ]);
    expect(draft.items.map((item) => item.file.id)).not.toContain(given.large);
  });

  it('carries a saved choice the material no longer offers back to its default when making the draft', async () => {
    const { quoteNo } = await saved();
    // As if the catalogue had dropped 喷漆 since: the stored line names a finish the material lacks.
    given.server.db.prepare("UPDATE quotation_lines SET options = json_set(options, '$.finish', 'gilding') WHERE position = 1").run();
    const response = await given.server.call('POST', `/api/shop-quotation/saved/${quoteNo}/draft`, { token: given.demo, json: { draftId: 'draft-doc-options-3' } });
    const draft = QuotationDraft.parse(await response.json());
    expect(draft.items[0]?.options).toEqual(options({ leadTime: 'express' }));
    expect(draft.optionsDropped).toEqual(['large.stl']);
    expect(draft.unpriced).toBeNull();
    expect(draft.quote?.lines[0]?.unitPrice).toBe(Math.round(75_750 * 1.4));
  });

  describe('orders made with choices', () => {
    const order = async () => {
      const quote = await price(request());
      const response = await given.server.call('POST', '/api/shop-order/customized', {
        token: given.demo,
        json: { ...request(), address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-doc-options-order' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return CustomizedOrder.parse(await response.json()).orderNo;
    };

    it('show each line\'s choices in the order detail and in the order\'s 报价单, at the ordered price', async () => {
      const orderNo = await order();
      const detail = OrderDetail.parse(await (await given.server.call('GET', `/api/shop-order/${orderNo}`, { token: given.demo })).json());
      const choicesOf = (lines: ReadonlyArray<{ options?: PartOptions | undefined; finishName?: string | undefined; leadDays?: number | undefined }>) =>
        lines.map((line) => [line.options, line.finishName, line.leadDays]);
      expect(choicesOf(detail.lines)).toEqual([
        [painted, '喷漆', 2],
        [options({ units: 'inch' }), undefined, 3],
      ]);
      const doc = QuoteDocument.parse(await (await given.server.call('GET', `/api/shop-order/${orderNo}/quotation`, { token: given.demo })).json());
      expect(choicesOf(doc.lines)).toEqual(choicesOf(detail.lines));
      expect(doc.payable).toBe(detail.payable);
    });

    it('start 再来一单 with the lines\' choices, and name a line whose choice the material no longer offers', async () => {
      const orderNo = await order();
      expect((await given.server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token: given.demo })).status).toBe(200);
      const again = Reorder.parse(await (await given.server.call('GET', `/api/shop-order/${orderNo}/reorder`, { token: given.demo })).json());
      expect(again).toMatchObject({ kind: 'customized', materialId: 4, missing: [] });
      expect(again.kind === 'customized' ? again.items.map((item) => [item.file.id, item.quantity, item.options]) : null).toEqual([
        [given.large, 10, painted],
        [given.inchBox, 2, options({ units: 'inch' })],
      ]);
      expect(again).not.toHaveProperty('optionsDropped');

      given.server.db.prepare("UPDATE order_items SET options = json_set(options, '$.leadTime', 'economy', '$.finish', 'gilding') WHERE position = 1").run();
      given.server.db.prepare("UPDATE order_items SET options = json_set(options, '$.leadTime', 'economy') WHERE position = 2").run();
      const changed = Reorder.parse(await (await given.server.call('GET', `/api/shop-order/${orderNo}/reorder`, { token: given.demo })).json());
      // SLA offers 经济 but no gilding: the first line loses its finish (and its colour), the second keeps all.
      expect(changed.kind === 'customized' ? [changed.items.map((item) => item.options), changed.optionsDropped] : null).toEqual([
        [options({ leadTime: 'economy' }), options({ units: 'inch', leadTime: 'economy' })],
        ['large.stl'],
      ]);
    });
  });
});
