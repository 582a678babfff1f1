import { describe, expect, it } from 'vitest';
import { InvoiceableOrderPage } from '../../src/wire/invoices.ts';
import { createTestServer, messageOf } from '../test-support.ts';

describe('GET /api/shop-invoice/orders, narrowed', () => {
  it('by kind, and by a part of the order number or of the first line\'s name, with the total of what matches', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const list = async (query: string) => InvoiceableOrderPage.parse(await (await server.call('GET', `/api/shop-invoice/orders?size=100${query}`, { token })).json());
    const all = await list('');
    // More than the old form showed (its first 50), with no way to the rest.
    expect(all.total).toBeGreaterThan(50);

    const customised = await list('&kind=customized');
    expect(customised.total).toBeGreaterThan(0);
    expect(customised.records.every((order) => order.kind === 'customized')).toBe(true);
    const consumable = await list('&kind=consumable');
    expect(customised.total + consumable.total).toBeLessThanOrEqual(all.total);

    const target = all.records[7];
    const byNumber = await list(`&q=${encodeURIComponent(target?.orderNo.slice(-6) ?? '')}`);
    expect(byNumber.records.map((order) => order.orderNo)).toContain(target?.orderNo);
    expect(byNumber.total).toBeLessThan(all.total);

    const word = all.records.find((order) => order.kind === 'consumable')?.title.slice(0, 4) ?? '';
    const byName = await list(`&q=${encodeURIComponent(word)}`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.records.every((order) => order.title.includes(word) || order.orderNo.includes(word))).toBe(true);

    // What is typed is matched as text: % and _ are no wildcards.
    expect((await list('&q=%25')).total).toBe(0);
    expect((await list('&q=_')).total).toBe(0);
    const long = await server.call('GET', `/api/shop-invoice/orders?q=${'长'.repeat(51)}`, { token });
    expect(long.status).toBe(400);
    expect(await messageOf(long)).toContain('搜索内容最多 50 个字');
  });
});
