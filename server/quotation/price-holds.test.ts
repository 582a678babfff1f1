import { describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { PriceChanged, Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { QuotationDraft, SavedQuotation } from '../../src/wire/quote-docs.ts';
import { setMaterialPrice } from '../catalogue/store.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, days, seededAt, uploadFile, type TestServer } from '../test-support.ts';
import { endOfShopDay } from './price-holds.ts';

const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };
const hour = 60 * 60 * 1000;

/**
 * demo with a 100 × 100 × 50 mm part (500 cm³): 白色树脂 (#1) prices it at ¥400.00 of resin and
 * ¥7.50 of machine time (50 mm of build height × ¥0.15), ¥407.50 a part; at ¥1.00/cm³ ¥507.50,
 * at ¥0.60/cm³ ¥307.50.
 */
async function setUp() {
  const server = await createTestServer();
  const token = await server.login('demo');
  const upload = await uploadFile(server, token, 'draft-hold-0001', 'large.stl', binaryStl(box(100, 100, 50)));
  const fileId = UploadResult.parse(await upload.json()).file.id;
  return { server, token, fileId, request: { materialId: 1, items: [{ fileId, quantity: 2 }], couponId: null } satisfies QuoteRequest };
}

const price = async (server: TestServer, token: string, request: QuoteRequest) => {
  const response = await server.call('POST', '/api/shop-quotation/price', { token, json: request });
  expect(response.status, await response.clone().text()).toBe(200);
  return Quote.strict().parse(await response.json());
};

const order = (server: TestServer, token: string, request: QuoteRequest, expectedPayable: number, key: string) =>
  server.call('POST', '/api/shop-order/customized', { token, json: { ...request, address, remarks: '', expectedPayable, idempotencyKey: key } });

describe('a price asked at step 3', () => {
  it('holds until the end of the shop’s day: a rise of the catalogue meanwhile is not charged', async () => {
    const { server, token, fileId, request } = await setUp();
    const shown = await price(server, token, request);
    expect(shown).toMatchObject({ goods: 81_500, validUntil: new Date(endOfShopDay(seededAt.getTime())).toISOString() });

    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    server.advance(5 * hour);
    // Asked again, the same parts keep the price shown; the order is made at it.
    expect(await price(server, token, request)).toEqual(shown);
    const created = await order(server, token, request, shown.payable, 'hold-order-0001');
    expect(created.status, await created.clone().text()).toBe(201);
    expect(CustomizedOrder.parse(await created.json())).toMatchObject({ goods: 81_500, payable: shown.payable, lines: [{ unitPrice: 40_750, quantity: 2 }] });

    // Other quantities are another quotation, at today's price.
    expect((await price(server, token, { ...request, items: [{ fileId, quantity: 3 }] })).goods).toBe(152_250);
  });

  it('ends with the day: after midnight in Shanghai the new price is quoted, and an order at the old one is told the new one', async () => {
    const { server, token, request } = await setUp();
    const shown = await price(server, token, request);
    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    server.advance(endOfShopDay(seededAt.getTime()) - seededAt.getTime());
    const refused = await order(server, token, request, shown.payable, 'hold-order-0002');
    expect(refused.status).toBe(409);
    expect(PriceChanged.parse(await refused.json()).quote.goods).toBe(101_500);
    const next = await price(server, token, request);
    expect(next).toMatchObject({ goods: 101_500, validUntil: new Date(endOfShopDay(seededAt.getTime()) + days(1)).toISOString() });
  });

  it('gives way to a lower price: a fall of the catalogue is quoted and charged at once', async () => {
    const { server, token, request } = await setUp();
    const shown = await price(server, token, request);
    setMaterialPrice(server.db, 1, { pricePerCm3: 60 });
    const refused = await order(server, token, request, shown.payable, 'hold-order-0003');
    expect(refused.status).toBe(409);
    const lower = PriceChanged.parse(await refused.json()).quote;
    expect(lower.goods).toBe(61_500);
    expect((await order(server, token, request, lower.payable, 'hold-order-0003')).status).toBe(201);
  });

  it('is the customer’s own: another customer asking the same is quoted today’s price', async () => {
    const { server, token, request } = await setUp();
    await price(server, token, request);
    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    const other = await server.login('e2e-full');
    const upload = await uploadFile(server, other, 'draft-hold-0002', 'large.stl', binaryStl(box(100, 100, 50)));
    const fileId = UploadResult.parse(await upload.json()).file.id;
    expect((await price(server, other, { ...request, items: [{ fileId, quantity: 2 }] })).goods).toBe(101_500);
  });
});

describe('a saved quotation', () => {
  const save = async (server: TestServer, token: string, request: QuoteRequest) => {
    const response = await server.call('POST', '/api/shop-quotation/saved', {
      token,
      json: { ...request, colour: '白色', customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: `hold-quote-${Math.random().toString(36).slice(2)}` },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return SavedQuotation.parse(await response.json());
  };
  const toDraft = async (server: TestServer, token: string, quoteNo: string, draftId: string) => {
    const response = await server.call('POST', `/api/shop-quotation/saved/${quoteNo}/draft`, { token, json: { draftId } });
    expect(response.status, await response.clone().text()).toBe(200);
    return QuotationDraft.strict().parse(await response.json());
  };

  it('holds its prices until its validUntil: a draft made after a rise is priced and ordered as quoted', async () => {
    const { server, token, request } = await setUp();
    const saved = await save(server, token, request);
    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    server.advance(days(10));
    const again = await server.login('demo');
    const made = await toDraft(server, again, saved.quoteNo, 'draft-hold-0003');
    expect(made).toMatchObject({ expired: false, quoted: { goods: 81_500, payable: saved.document.payable, validUntil: saved.document.validUntil } });
    expect(made.quote).toMatchObject({ goods: 81_500, validUntil: saved.document.validUntil });
    // Step 3 asks the same and is told the same; the order is made at the quotation's prices.
    expect(await price(server, again, request)).toMatchObject({ goods: 81_500, validUntil: saved.document.validUntil });
    const created = await order(server, again, request, made.quote?.payable ?? -1, 'hold-order-0004');
    expect(created.status, await created.clone().text()).toBe(201);
    expect(CustomizedOrder.parse(await created.json()).goods).toBe(81_500);
  });

  it('past its date is priced afresh, with the quotation’s own figures beside today’s for the difference', async () => {
    const { server, token, request } = await setUp();
    const saved = await save(server, token, request);
    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    server.advance(days(16));
    const again = await server.login('demo');
    const made = await toDraft(server, again, saved.quoteNo, 'draft-hold-0004');
    expect(made).toMatchObject({ expired: true, quoted: { goods: 81_500, payable: saved.document.payable } });
    expect(made.quote?.goods).toBe(101_500);
    expect((made.quote?.goods ?? 0) - (made.quoted?.goods ?? 0)).toBe(20_000);
    const stale = await order(server, again, request, saved.document.payable, 'hold-order-0005');
    expect(stale.status).toBe(409);
    expect(PriceChanged.parse(await stale.json()).quote.goods).toBe(101_500);
  });

  it('holds nothing for a reader who orders from another factory', async () => {
    const { server, token, request } = await setUp();
    const saved = await save(server, token, request);
    server.db.prepare("UPDATE quotations SET factory_id = 2 WHERE quote_no = ?").run(saved.quoteNo);
    setMaterialPrice(server.db, 1, { pricePerCm3: 100 });
    const made = await toDraft(server, token, saved.quoteNo, 'draft-hold-0005');
    expect(made.quote?.goods).toBe(101_500);
  });
});
