import { describe, expect, it } from 'vitest';
import { SavedQuotationPage, SharedQuotationPage } from '../../src/wire/quote-docs.ts';
import { createTestServer, type TestServer } from '../test-support.ts';

const sharedWith = async (server: TestServer, token: string) => SharedQuotationPage.strict().parse(await (await server.call('GET', '/api/shop-quotation/shared?size=50', { token })).json());

describe('GET /api/shop-quotation/shared (what colleagues share)', () => {
  it('lists a colleague\'s shared quotation with its link token and who shared it; never the reader\'s own, another shop\'s, or one no longer shared', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const mate = await server.login('e2e-quote-mate');
    const own = SavedQuotationPage.parse(await (await server.call('GET', '/api/shop-quotation/saved', { token: demo })).json());
    const shared = own.records.find((quote) => quote.shared);
    expect(shared).toBeDefined();

    const page = await sharedWith(server, mate);
    const row = page.records.find((quote) => quote.quoteNo === shared?.quoteNo);
    expect(row).toMatchObject({ title: shared?.title, payable: shared?.payable, sharedBy: '演示用户', status: shared?.status });
    // The token opens it, as the link does.
    expect((await server.call('GET', `/api/shop-quotation/shared/${row?.token ?? ''}`, { token: mate })).status).toBe(200);

    expect((await sharedWith(server, demo)).records.map((quote) => quote.quoteNo)).not.toContain(shared?.quoteNo);
    expect((await sharedWith(server, await server.login('other'))).records).toEqual([]);

    expect((await server.call('DELETE', `/api/shop-quotation/saved/${shared?.quoteNo ?? ''}/share`, { token: demo })).status).toBe(204);
    expect((await sharedWith(server, mate)).records.map((quote) => quote.quoteNo)).not.toContain(shared?.quoteNo);
    expect((await server.call('GET', '/api/shop-quotation/shared')).status).toBe(401);
  });
});
