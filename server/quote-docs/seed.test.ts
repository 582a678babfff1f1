import { describe, expect, it } from 'vitest';
import { Quote } from '../../src/wire/quotes.ts';
import { SavedQuotation, SavedQuotationPage } from '../../src/wire/quote-docs.ts';
import { createTestServer, type TestServer } from '../test-support.ts';

async function savedOf(server: TestServer, token: string): Promise<SavedQuotation[]> {
  const page = SavedQuotationPage.parse(await (await server.call('GET', '/api/shop-quotation/saved', { token })).json());
  return Promise.all(page.records.map(async ({ quoteNo }) => SavedQuotation.parse(await (await server.call('GET', `/api/shop-quotation/saved/${quoteNo}`, { token })).json())));
}

/** What POST /shop-quotation/price answers today for the quotation's parts. */
async function requoted(server: TestServer, token: string, saved: SavedQuotation): Promise<Quote> {
  const items = saved.document.lines.map((line) => ({ fileId: line.fileId ?? 0, quantity: line.quantity }));
  const response = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: saved.materialId, items, couponId: null } });
  expect(response.status).toBe(200);
  return Quote.parse(await response.json());
}

const pricedLine = (line: { fileId: number | null; unitPrice: number; quantity: number; subtotal: number; manual: boolean; breakdown?: unknown }) => {
  const { fileId, unitPrice, quantity, subtotal, manual, breakdown } = line;
  return { fileId, unitPrice, quantity, subtotal, manual, breakdown };
};

describe('demo’s seeded quotations', () => {
  it('price the valid one as a quotation of the same parts does today, each line by its cost model with its breakdown', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const valid = (await savedOf(server, demo)).filter((saved) => saved.status === '有效');
    expect(valid).toHaveLength(1);
    for (const saved of valid) {
      const quote = await requoted(server, demo, saved);
      expect(saved.document.lines.map(pricedLine), saved.quoteNo).toEqual(quote.lines.map(pricedLine));
      for (const line of saved.document.lines) expect(line.breakdown, `${saved.quoteNo} ${line.name}`).toBeDefined();
      // demo held 黄金会员 when it was saved, as now.
      const { goods, memberDiscount, discount, shipping, payable } = saved.document;
      expect({ goods, memberDiscount, discount, shipping, payable }, saved.quoteNo).toEqual({ goods: quote.goods, memberDiscount: quote.memberDiscount, discount: 0, shipping: quote.shipping, payable: quote.payable });
    }
  });

  it('price the expired one by the cost model at the catalogue of its day, below what the same parts cost today', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const [expired, ...more] = (await savedOf(server, demo)).filter((saved) => saved.status === '已过期');
    expect(more).toEqual([]);
    if (expired === undefined) throw new Error('demo has no expired quotation');
    for (const line of expired.document.lines) expect(line.breakdown?.facts.rate, line.name).toBe(70);
    expect(expired.document.goods).toBeLessThan((await requoted(server, demo, expired)).goods);
  });
});
