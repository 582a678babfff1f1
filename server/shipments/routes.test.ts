import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

describe('shipping an order with its tracking number', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    token = await server.login('e2e-order');
  });

  const orders = async (kind: 'customized' | 'consumable', status: OrderStatus) =>
    OrderPage.parse(await (await server.call('GET', `/api/shop-order?kind=${kind}&status=${encodeURIComponent(status)}`, { token })).json()).records.map((o) => o.orderNo);
  const detail = async (orderNo: string) => OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());
  const ship = (json: unknown) => server.call('POST', '/api/__test__/ship-order', { json });
  const setStatus = (orderNo: string, status: OrderStatus) => server.call('POST', '/api/__test__/order-status', { json: { orderNo, status } });

  /** A paid customised order of e2e-order (its 待付款 one, put into 生产中 as a payment would). */
  async function inProduction(): Promise<string> {
    const [orderNo = ''] = await orders('customized', '待付款');
    expect((await setStatus(orderNo, '生产中')).status).toBe(204);
    return orderNo;
  }

  it('ships a customised order in production: 已发货, the parcel in the detail and in the timeline', async () => {
    const orderNo = await inProduction();
    server.advance(60_000);
    expect((await ship({ orderNo, carrier: 'SF', trackingNo: ' sf1234 5678 90123 ' })).status).toBe(204);
    const shipped = await detail(orderNo);
    expect(shipped.status).toBe('已发货');
    expect(shipped.shipment).toEqual({
      carrier: 'SF',
      carrierName: '顺丰速运',
      trackingNo: 'SF1234567890123',
      trackingUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890123',
      shippedAt: shipped.timeline.at(-1)?.at,
    });
    expect(shipped.timeline.at(-1)).toMatchObject({ status: '已发货', note: '生产完成，工厂已发货：顺丰速运，运单号 SF1234567890123' });
    expect(shipped.actions.confirmReceipt).toBe(true);
  });

  it('ships a consumable order waiting for dispatch, in the warehouse’s words', async () => {
    const [orderNo = ''] = await orders('consumable', '待付款');
    await setStatus(orderNo, '待发货');
    expect((await ship({ orderNo, carrier: 'ZTO', trackingNo: '78000000000001' })).status).toBe(204);
    const shipped = await detail(orderNo);
    expect(shipped.shipment).toMatchObject({ carrier: 'ZTO', carrierName: '中通快递', trackingUrl: 'https://www.kuaidi100.com/chaxun?com=zhongtong&nu=78000000000001' });
    expect(shipped.timeline.at(-1)?.note).toBe('仓库已发货：中通快递，运单号 78000000000001');
  });

  it('keeps confirm receipt as it is: the order is 已完成 and still shows its parcel', async () => {
    const orderNo = await inProduction();
    await ship({ orderNo, carrier: 'YD', trackingNo: '4300000000001' });
    const response = await server.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token });
    expect(response.status).toBe(200);
    const done = OrderDetail.parse(await response.json());
    expect(done.status).toBe('已完成');
    expect(done.shipment?.trackingNo).toBe('4300000000001');
  });

  it('answers no shipment for an order not shipped, or shipped without a tracking number', async () => {
    const [orderNo = ''] = await orders('customized', '待付款');
    expect('shipment' in (await detail(orderNo))).toBe(false);
    await setStatus(orderNo, '已发货');
    const shipped = await detail(orderNo);
    expect(shipped.status).toBe('已发货');
    expect('shipment' in shipped).toBe(false);
  });

  it('ships only a paid order that has not gone yet, an order that exists, with a carrier it knows and a tracking number', async () => {
    const [unpaid = ''] = await orders('customized', '待付款');
    const refused = await ship({ orderNo: unpaid, carrier: 'SF', trackingNo: 'SF1234567890123' });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('订单当前为「待付款」，只有已付款未发货的订单可以发货');
    const [done = ''] = await orders('customized', '已完成');
    expect((await ship({ orderNo: done, carrier: 'SF', trackingNo: 'SF1234567890123' })).status).toBe(409);
    expect((await ship({ orderNo: 'DZ20990101-0001', carrier: 'SF', trackingNo: 'SF1234567890123' })).status).toBe(404);
    const carrier = await ship({ orderNo: unpaid, carrier: 'UPS', trackingNo: 'SF1234567890123' });
    expect(carrier.status).toBe(400);
    expect(await messageOf(carrier)).toBe('未知的快递公司');
    const number = await ship({ orderNo: unpaid, carrier: 'SF', trackingNo: 'SF-123' });
    expect(number.status).toBe(400);
    expect(await messageOf(number)).toBe('运单号须为 8–30 位字母或数字');
    expect((await detail(unpaid)).status).toBe('待付款');
  });

  it('records one parcel when the same order is shipped twice at once', async () => {
    const orderNo = await inProduction();
    const answers = await Promise.all([
      ship({ orderNo, carrier: 'SF', trackingNo: 'SF1111111111111' }),
      ship({ orderNo, carrier: 'JD', trackingNo: 'JD2222222222222' }),
    ]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([204, 409]);
    const rows = server.db.prepare('SELECT COUNT(*) AS n FROM order_shipments s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ?').get(orderNo);
    expect(rows === undefined ? -1 : intOf(rows, 'n')).toBe(1);
    expect((await detail(orderNo)).timeline.filter((event) => event.status === '已发货')).toHaveLength(1);
  });

  it('is a test hook only: absent from a server without them', async () => {
    const plain = await createTestServer();
    expect((await plain.call('POST', '/api/__test__/ship-order', { json: { orderNo: 'x', carrier: 'SF', trackingNo: 'SF1234567890123' } })).status).toBe(404);
  });
});
