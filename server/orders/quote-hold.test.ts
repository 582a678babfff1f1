import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder, OrderDetail } from '../../src/wire/orders.ts';
import { PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { intOf, nullableIntOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { Quote } from '../../src/wire/quotes.ts';
import { createTestServer, days, seededAt, uploadFile, type TestServer } from '../test-support.ts';
import { QUOTE_HOLD_MS } from './deadlines.ts';

const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };
const second = 1000;

describe('a 待报价 order holds its coupon until a deadline', () => {
  let server: TestServer;
  let demo: string;
  let large: number;
  let keys = 0;

  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    demo = await server.login('demo');
    const upload = async (name: string, bytes: Uint8Array) => UploadResult.parse(await (await uploadFile(server, demo, 'draft-quote-hold', name, bytes)).json()).file.id;
    large = await upload('large.stl', binaryStl(box(100, 100, 50)));
  });

  /** demo's order of the resin block with a call-out the factory confirms first (待报价), with coupon 5 (满 200 减 30) or none. */
  const waiting = async (couponId: number | null) => {
    keys += 1;
    const request = { materialId: 1, items: [{ fileId: large, quantity: 1, callouts: { tolerance: true } }], couponId };
    const priced = await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request });
    expect(priced.status, await priced.clone().text()).toBe(200);
    const { payable } = Quote.parse(await priced.json());
    const response = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request, address, remarks: '', expectedPayable: payable, idempotencyKey: `quote-hold-${String(keys).padStart(4, '0')}` },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.parse(await response.json());
    expect(order.status).toBe('待报价');
    expect(order.couponId).toBe(couponId);
    return order.orderNo;
  };
  const sweep = async () => {
    const response = await server.call('POST', '/api/__test__/sweep');
    expect(response.status).toBe(200);
    return (await response.json()) as { cancelled: number };
  };
  const detailOf = async (orderNo: string) => OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token: demo })).json());
  const couponOf = () => server.db.prepare('SELECT used_at, order_no FROM customer_coupons WHERE customer_id = 1 AND coupon_id = 5').get();
  const cancelEvents = (orderNo: string) => {
    const row = server.db.prepare("SELECT COUNT(*) AS n FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ? AND e.status = '已取消'").get(orderNo);
    return row === undefined ? -1 : intOf(row, 'n');
  };

  it('cancels it 7 days after it was placed if the factory has not quoted it, giving the coupon back', async () => {
    const orderNo = await waiting(5);
    expect(couponOf()).toMatchObject({ order_no: orderNo });
    server.advance(QUOTE_HOLD_MS - second);
    await sweep();
    // A new session: sessions end after three idle days.
    demo = await server.login('demo');
    expect((await detailOf(orderNo)).status).toBe('待报价');
    server.advance(second);
    expect((await sweep()).cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = await detailOf(orderNo);
    expect(cancelled.status).toBe('已取消');
    expect(cancelled.cancelReason).not.toBe('timeout');
    expect(cancelled.timeline.at(-1)).toEqual({ status: '已取消', at: new Date(seededAt.getTime() + QUOTE_HOLD_MS).toISOString(), note: '提交后 7 天仍未报价，订单已自动取消，优惠券已退回' });
    expect(couponOf()).toEqual({ used_at: null, order_no: null });
    // Sweeping again changes nothing.
    await sweep();
    expect(cancelEvents(orderNo)).toBe(1);
  });

  it('keeps an order the factory quoted in time: it then has the payment hold of an unpaid order', async () => {
    const orderNo = await waiting(5);
    server.advance(days(6.5));
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo, status: '待付款' } })).status).toBe(204);
    server.advance(days(0.5) + second);
    demo = await server.login('demo');
    await sweep();
    const quoted = await detailOf(orderNo);
    expect(quoted.status).toBe('待付款');
    expect(quoted.payBy).toBe(new Date(seededAt.getTime() + days(6.5) + PAYMENT_HOLD_MS.customized).toISOString());
    expect(couponOf()).toMatchObject({ order_no: orderNo });
  });

  it('gives no deadline to a 待报价 order without a coupon: it holds nothing', async () => {
    const orderNo = await waiting(null);
    server.advance(QUOTE_HOLD_MS + days(1));
    demo = await server.login('demo');
    await sweep();
    expect((await detailOf(orderNo)).status).toBe('待报价');
  });

  it('gives a waiting order that held a coupon before the rule its full 7 days from the first sweep', async () => {
    const orderNo = await waiting(5);
    server.db.prepare('UPDATE orders SET pay_by = NULL WHERE order_no = ?').run(orderNo);
    server.advance(days(30));
    await sweep();
    const row = server.db.prepare('SELECT pay_by FROM orders WHERE order_no = ?').get(orderNo);
    expect(row === undefined ? null : nullableIntOf(row, 'pay_by')).toBe(seededAt.getTime() + days(30) + QUOTE_HOLD_MS);
    demo = await server.login('demo');
    expect((await detailOf(orderNo)).status).toBe('待报价');
  });

  it('gives the coupon back once when the customer cancels as the sweep does', async () => {
    const orderNo = await waiting(5);
    server.advance(QUOTE_HOLD_MS);
    demo = await server.login('demo');
    const [cancel] = await Promise.all([server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token: demo }), sweep()]);
    expect([200, 409]).toContain(cancel.status);
    expect(cancelEvents(orderNo)).toBe(1);
    expect(couponOf()).toEqual({ used_at: null, order_no: null });
  });
});
