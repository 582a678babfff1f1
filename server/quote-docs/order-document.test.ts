import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { QuoteDocument } from '../../src/wire/quote-docs.ts';
import { rmbCapital } from '../../src/lib/format/rmb-capital.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

describe('GET /api/shop-order/{orderNo}/quotation', () => {
  let server: TestServer;
  let demo: string;

  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const orders = async (query: string) => OrderPage.parse(await (await server.call('GET', `/api/shop-order?size=100&${query}`, { token: demo })).json()).records;
  const documentOf = (orderNo: string, token = demo) => server.call('GET', `/api/shop-order/${orderNo}/quotation`, { token });

  it('answers a customised order’s lines and amounts as ordered, dated today, with the measured figures', async () => {
    const [order] = (await orders(`kind=customized&status=${encodeURIComponent('已完成')}`)).filter((o) => o.source === 'quotation');
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order?.orderNo ?? ''}`, { token: demo })).json());
    const response = await documentOf(detail.orderNo);
    expect(response.status).toBe(200);
    const doc = QuoteDocument.parse(await response.json());
    expect(doc).toMatchObject({
      source: 'order',
      number: detail.orderNo,
      issuedAt: '2026-03-01T02:00:00.000Z',
      validUntil: '2026-03-16T02:00:00.000Z',
      expired: false,
      shop: { name: '星火创客工作室' },
      // One seller, the factory, with its address; the prices include VAT at the stated rate.
      factory: { name: '深圳宝安精密制造厂', city: '深圳', address: '广东省深圳市宝安区福永街道凤凰第三工业区 12 栋' },
      vatRate: 13,
      customer: { name: detail.address.name, company: '', phone: detail.address.phone },
      goods: detail.goods,
      memberDiscount: detail.memberDiscount,
      discount: detail.discount,
      shipping: detail.shipping,
      payable: detail.payable,
      payableInWords: rmbCapital(detail.payable),
      coupon: detail.coupon?.title ?? null,
      remarks: detail.remarks,
    });
    expect(doc.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.subtotal, l.material])).toEqual(detail.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.subtotal, detail.materialName]));
    expect(doc.lines.every((l) => l.geometry !== null && l.format === 'stl' && l.colour === null && l.process !== null)).toBe(true);
  });

  it('has none for a consumable order (a quotation document quotes custom parts), and answers a professional order once it has its price', async () => {
    const [consumable] = await orders('kind=consumable');
    const none = await documentOf(consumable?.orderNo ?? '');
    expect(none.status).toBe(409);
    expect(await messageOf(none)).toBe('耗材订单没有报价单：报价单只用于定制零件');

    const professional = (await orders('kind=customized')).filter((o) => o.source === 'professional');
    const quoted = professional.find((o) => o.status === '待付款');
    const waiting = professional.find((o) => o.status === '待报价');
    const priced = QuoteDocument.parse(await (await documentOf(quoted?.orderNo ?? '')).json());
    expect(priced.lines.map((l) => [l.name, l.unitPrice, l.manual])).toEqual([['外壳.stl', 6800, false], ['L型支架.stl', 2500, false]]);
    expect(priced.payableInWords).toBe(rmbCapital(priced.payable));
    const refused = await documentOf(waiting?.orderNo ?? '');
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('专业订单尚未报价，报价完成后可下载报价单');
  });

  it('has none for a design package, and none for another customer’s order', async () => {
    const [pkg] = await orders('kind=package');
    const refused = await documentOf(pkg?.orderNo ?? '');
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('设计套餐订单没有报价单');
    const [mine] = await orders('kind=customized');
    const other = await server.login('e2e-order');
    const foreign = await documentOf(mine?.orderNo ?? '', other);
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('订单不存在');
  });
});
