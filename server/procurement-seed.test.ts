/**
 * The procurement records of the seed (address book, shipments, top-up, invoices, saved
 * quotations), read back through the API as the browser tests and the demo will read them.
 */
import { describe, expect, it } from 'vitest';
import { AddressBook } from '../src/wire/address-book.ts';
import { InvoiceableOrderPage, InvoiceRequestPage, InvoiceTitleList } from '../src/wire/invoices.ts';
import { OrderDetail, OrderPage } from '../src/wire/orders.ts';
import { RechargePage } from '../src/wire/recharges.ts';
import { SavedQuotation, SavedQuotationPage, SharedQuotation } from '../src/wire/quote-docs.ts';
import { AmountFlowPage } from '../src/wire/amount-flow.ts';
import { INVOICEABLE_STATUSES } from '../src/lib/forms/invoice-rules.ts';
import { createTestServer, days } from './test-support.ts';
import { pdfText } from '../e2e/pdf-text.ts';

const read = async <T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> => {
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
};

describe('the seeded procurement records', () => {
  it('give demo an address book with its default first', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const book = await read(await server.call('GET', '/api/shop-address', { token: demo }), AddressBook);
    expect(book.records.map((a) => [a.region, a.isDefault])).toEqual([
      ['广东省 深圳市 南山区', true],
      ['广东省 东莞市 松山湖', false],
    ]);
    for (const name of ['e2e-procure', 'e2e-order', 'maker']) {
      const token = await server.login(name);
      expect((await read(await server.call('GET', '/api/shop-address', { token }), AddressBook)).total, name).toBe(0);
    }
  });

  it('give shipped orders of demo and e2e-procure a tracking number that the detail and timeline name', async () => {
    const server = await createTestServer();
    for (const name of ['demo', 'e2e-procure']) {
      const token = await server.login(name);
      const page = await read(await server.call('GET', '/api/shop-order?status=已发货&size=100', { token }), OrderPage);
      expect(page.total, name).toBeGreaterThan(0);
      for (const summary of page.records) {
        const detail = await read(await server.call('GET', `/api/shop-order/${summary.orderNo}`, { token }), OrderDetail);
        expect(detail.shipment, summary.orderNo).toBeDefined();
        const shipped = detail.timeline.find((event) => event.status === '已发货');
        expect(shipped?.note ?? '').toContain(detail.shipment?.trackingNo ?? '?');
      }
    }
  });

  it('record demo’s newest recharge as a paid top-up whose trade number its ledger line names', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const topUps = await read(await server.call('GET', '/api/shop-recharge', { token: demo }), RechargePage);
    expect(topUps.records.map((r) => r.status)).toEqual(['已支付']);
    const [topUp] = topUps.records;
    const ledger = await read(await server.call('GET', '/api/shop-amount-flow?type=recharge&size=100', { token: demo }), AmountFlowPage);
    const line = ledger.records.find((entry) => entry.remark.includes(topUp?.rechargeNo ?? '?'));
    expect(line?.amount).toBe(topUp?.amount);
    expect(line?.remark).toContain(topUp?.tradeNo ?? '?');
  });

  it('give demo a saved title and a request in every status over paid orders only, the issued one downloadable', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const titles = await read(await server.call('GET', '/api/shop-invoice/titles', { token: demo }), InvoiceTitleList);
    expect(titles.total).toBe(1);
    const requests = await read(await server.call('GET', '/api/shop-invoice', { token: demo }), InvoiceRequestPage);
    expect(requests.records.map((r) => r.status).toSorted()).toEqual(['已取消', '已开票', '待开票']);
    for (const request of requests.records) {
      expect(request.amount).toBe(request.orders.reduce((sum, order) => sum + order.amount, 0));
      for (const order of request.orders) {
        const detail = await read(await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo }), OrderDetail);
        expect(INVOICEABLE_STATUSES[detail.kind].includes(detail.status), `${order.orderNo} ${detail.status}`).toBe(true);
        expect(order.amount).toBe(detail.payable);
        const expected = request.status === '已取消' ? '可申请' : request.status;
        expect(detail.invoice?.status, order.orderNo).toBe(expected);
      }
    }
    const issued = requests.records.find((r) => r.status === '已开票');
    const file = await server.call('GET', issued?.fileUrl ?? '?', { token: demo });
    expect(file.status).toBe(200);
    const { pages } = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(pages[0]).toContain(`发票号码：${issued?.invoiceNo ?? '?'}`);
  });

  it('leave e2e-procure paid orders of both kinds to invoice, and no titles or requests', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-procure');
    expect((await read(await server.call('GET', '/api/shop-invoice/titles', { token }), InvoiceTitleList)).total).toBe(0);
    expect((await read(await server.call('GET', '/api/shop-invoice', { token }), InvoiceRequestPage)).total).toBe(0);
    const orders = await read(await server.call('GET', '/api/shop-invoice/orders', { token }), InvoiceableOrderPage);
    expect(orders.records.map((o) => [o.kind, o.status])).toEqual([
      ['consumable', '待发货'],
      ['customized', '已发货'],
      ['consumable', '已完成'],
      ['customized', '已完成'],
    ]);
  });

  it('give demo an expired quotation and a valid shared one that a colleague of the shop opens, priced as the server prices it', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const page = await read(await server.call('GET', '/api/shop-quotation/saved', { token: demo }), SavedQuotationPage);
    expect(page.records.map((q) => [q.status, q.shared])).toEqual([
      ['有效', true],
      ['已过期', false],
    ]);
    const [shared] = page.records;
    const quotation = await read(await server.call('GET', `/api/shop-quotation/saved/${shared?.quoteNo ?? '?'}`, { token: demo }), SavedQuotation);
    const { document } = quotation;
    expect(document.lines.reduce((sum, line) => sum + line.subtotal, 0)).toBe(document.goods);
    expect(document.goods - document.memberDiscount - document.discount + document.shipping).toBe(document.payable);
    const procure = await server.login('e2e-procure');
    const opened = await read(await server.call('GET', `/api/shop-quotation/shared/${quotation.share?.token ?? '?'}`, { token: procure }), SharedQuotation);
    expect([opened.quoteNo, opened.mine, opened.document.payable]).toEqual([quotation.quoteNo, false, document.payable]);
    const other = await server.login('other');
    expect((await server.call('GET', `/api/shop-quotation/shared/${quotation.share?.token ?? '?'}`, { token: other })).status).toBe(404);
    // The valid one expires 15 days after it was saved, like any other.
    server.advance(days(13));
    const again = await server.login('demo');
    const later = await read(await server.call('GET', '/api/shop-quotation/saved', { token: again }), SavedQuotationPage);
    expect(later.records.map((q) => q.status)).toEqual(['已过期', '已过期']);
  });
});
