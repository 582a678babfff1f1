import { describe, expect, it } from 'vitest';
import { ConsumableQuote, type CreateConsumableOrder } from '../../src/wire/consumable-orders.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { OnlinePayment, PaymentStatus } from '../../src/wire/payments.ts';
import { AUTO_CONFIRM_MS, PAYMENT_HOLD_MS, UNPAID_UNITS_MAX } from '../../src/lib/orders/order-deadlines.ts';
import { intOf, nullableTextOf, textOf } from '../core/rows.ts';
import { HOLD_COOLDOWN_MS } from './hold-limits.ts';
import { createTestServer, days, formsOf, messageOf, seededAt, type TestServer } from '../test-support.ts';

const address = { name: '李四', phone: '13900139000', region: '浙江省 杭州市 西湖区', detail: '文三路 90 号 2 幢 301' };
const second = 1000;

async function hookedServer(): Promise<TestServer> {
  return createTestServer({ testHooks: true });
}

const sweep = async (server: TestServer) => {
  const response = await server.call('POST', '/api/__test__/sweep');
  expect(response.status).toBe(200);
  return (await response.json()) as { cancelled: number; confirmed: number; holds: number };
};

const detailOf = async (server: TestServer, token: string, orderNo: string) => {
  const response = await server.call('GET', `/api/shop-order/${orderNo}`, { token });
  expect(response.status).toBe(200);
  return OrderDetail.strict().parse(await response.json());
};

const count = (server: TestServer, sql: string, ...params: Array<string | number>) => {
  const row = server.db.prepare(sql).get(...params);
  return row === undefined ? -1 : intOf(row, 'n');
};
const stockOf = (server: TestServer, id: number) => count(server, 'SELECT stock AS n FROM consumables WHERE id = ?', id);
const balanceOf = (server: TestServer, username: string) => count(server, 'SELECT balance AS n FROM customers WHERE username = ?', username);
const ledgerOf = (server: TestServer, username: string) =>
  count(server, 'SELECT COUNT(*) AS n FROM amount_flows WHERE customer_id = (SELECT id FROM customers WHERE username = ?)', username);

/** Prices the cart for the customer and orders it at that price. */
async function orderConsumables(server: TestServer, token: string, items: CreateConsumableOrder['items'], key: string, couponId: number | null = null): Promise<OrderDetail> {
  const priced = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items, couponId } });
  expect(priced.status, await priced.clone().text()).toBe(200);
  const { payable } = ConsumableQuote.parse(await priced.json());
  const response = await server.call('POST', '/api/shop-order/consumable', { token, json: { items, couponId, address, remarks: '', expectedPayable: payable, idempotencyKey: key } });
  expect(response.status, await response.clone().text()).toBe(201);
  return OrderDetail.strict().parse(await response.json());
}

describe('the payment deadline of an unpaid order', () => {
  it('cancels a consumable order 30 minutes after it was placed, giving back its stock and coupon and touching no money', async () => {
    const server = await hookedServer();
    const token = await server.login('demo');
    // No seeded unpaid order holds 标准光敏树脂 灰色 (#1), so its stock is this order's alone.
    const stock = stockOf(server, 1);
    const balance = balanceOf(server, 'demo');
    const ledger = ledgerOf(server, 'demo');
    const order = await orderConsumables(server, token, [{ consumableId: 1, quantity: 2 }], 'deadline-key-0001', 5);
    expect(order.payBy).toBe(new Date(seededAt.getTime() + PAYMENT_HOLD_MS.consumable).toISOString());
    expect(stockOf(server, 1)).toBe(stock - 2);

    server.advance(PAYMENT_HOLD_MS.consumable - second);
    // demo's two seeded unpaid consumable orders, placed minutes before the seeding, run out first.
    expect((await sweep(server)).cancelled).toBe(2);
    expect((await detailOf(server, token, order.orderNo)).status).toBe('待付款');

    server.advance(second);
    expect((await sweep(server)).cancelled).toBe(1);
    const cancelled = await detailOf(server, token, order.orderNo);
    expect(cancelled).toMatchObject({ status: '已取消', cancelReason: 'timeout', actions: { pay: false, cancel: false, reorder: true } });
    expect(cancelled.payBy).toBeUndefined();
    expect(cancelled.timeline.at(-1)).toEqual({ status: '已取消', at: new Date(seededAt.getTime() + PAYMENT_HOLD_MS.consumable).toISOString(), note: '超时未支付，订单已自动取消，优惠券已退回' });
    expect(stockOf(server, 1)).toBe(stock);
    const coupon = server.db.prepare('SELECT used_at, order_no FROM customer_coupons WHERE customer_id = 1 AND coupon_id = 5').get();
    expect(coupon).toEqual({ used_at: null, order_no: null });
    expect(balanceOf(server, 'demo')).toBe(balance);
    expect(ledgerOf(server, 'demo')).toBe(ledger);

    // Sweeping again changes nothing; paying now is refused with the reason.
    expect(await sweep(server)).toMatchObject({ cancelled: 0, confirmed: 0 });
    const late = await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe('订单已超时未支付，已自动取消，本次未扣款。如仍需要，请重新下单');
    expect(balanceOf(server, 'demo')).toBe(balance);
  });

  it('lets a payment one second before the deadline win over the sweep', async () => {
    const server = await hookedServer();
    const token = await server.login('demo');
    const order = await orderConsumables(server, token, [{ consumableId: 9, quantity: 1 }], 'deadline-key-0002');
    server.advance(PAYMENT_HOLD_MS.consumable - second);
    const paid = await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token });
    expect(paid.status, await paid.clone().text()).toBe(200);
    server.advance(2 * second);
    await sweep(server);
    expect(await detailOf(server, token, order.orderNo)).toMatchObject({ status: '待发货', paymentMethod: 'balance' });
    expect(count(server, "SELECT COUNT(*) AS n FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ? AND e.status = '已取消'", order.orderNo)).toBe(0);
  });

  it('cancels an overdue order the sweep has not reached yet when the customer tries to pay it, charging nothing', async () => {
    const server = await hookedServer();
    const token = await server.login('demo');
    const stock = stockOf(server, 1);
    const order = await orderConsumables(server, token, [{ consumableId: 1, quantity: 2 }], 'deadline-key-0003');
    const balance = balanceOf(server, 'demo');
    server.advance(PAYMENT_HOLD_MS.consumable);
    for (const path of ['balance', 'online']) {
      const refused = await server.call('POST', `/api/shop-payment/${order.orderNo}/${path}`, { token });
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toBe('订单已超时未支付，已自动取消，本次未扣款。如仍需要，请重新下单');
    }
    expect(await detailOf(server, token, order.orderNo)).toMatchObject({ status: '已取消', cancelReason: 'timeout' });
    expect(stockOf(server, 1)).toBe(stock);
    expect(balanceOf(server, 'demo')).toBe(balance);
    const status = PaymentStatus.strict().parse(await (await server.call('GET', `/api/shop-payment/${order.orderNo}`, { token })).json());
    expect(status).toMatchObject({ status: '已取消', paid: false, cancelReason: 'timeout' });
    expect(status.payBy).toBeUndefined();
  });

  it('fails a payment completed at the gateway after the deadline and charges nothing', async () => {
    const server = await hookedServer();
    const token = await server.login('demo');
    const order = await orderConsumables(server, token, [{ consumableId: 9, quantity: 1 }], 'deadline-key-0004');
    const opened = await server.call('POST', `/api/shop-payment/${order.orderNo}/online`, { token });
    const { payUrl } = OnlinePayment.parse(await opened.json());
    server.advance(PAYMENT_HOLD_MS.consumable + second);
    const page = await (await server.app.request(payUrl)).text();
    const form = formsOf(page).find((f) => f.button.includes('支付'));
    if (form === undefined) throw new Error('no pay button on the gateway page');
    await server.app.request(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    const status = PaymentStatus.parse(await (await server.call('GET', `/api/shop-payment/${order.orderNo}`, { token })).json());
    expect(status).toMatchObject({ status: '已取消', paid: false, lastAttempt: { status: 'failed', message: '订单已超时未支付，已自动取消，本次未扣款' } });
  });

  it('holds a customised order and a design package 24 hours, and a seeded unpaid order (placed before deadlines) a day from the seeding', async () => {
    const server = await hookedServer();
    const pay = await server.login('e2e-pay');
    const waiting = await detailOf(server, pay, (await orderNosOf(server, pay, '待付款'))[0] ?? '');
    expect(waiting.payBy).toBe(new Date(seededAt.getTime() + PAYMENT_HOLD_MS.customized).toISOString());

    const buyer = await server.login('e2e-package');
    const bought = await server.call('POST', '/api/shop-design-package-order', { token: buyer, json: { packageId: 1, idempotencyKey: 'deadline-pack-0001' } });
    expect(bought.status, await bought.clone().text()).toBe(201);
    const pack = OrderDetail.parse(await bought.json());
    expect(pack.payBy).toBe(new Date(seededAt.getTime() + PAYMENT_HOLD_MS.package).toISOString());

    server.advance(PAYMENT_HOLD_MS.customized - second);
    await sweep(server);
    expect((await detailOf(server, pay, waiting.orderNo)).status).toBe('待付款');
    server.advance(second);
    await sweep(server);
    expect(await detailOf(server, pay, waiting.orderNo)).toMatchObject({ status: '已取消', cancelReason: 'timeout' });
    expect(await detailOf(server, buyer, pack.orderNo)).toMatchObject({ status: '已取消', cancelReason: 'timeout' });
  });

  it(`refuses more than ${UNPAID_UNITS_MAX} unpaid units of one consumable per customer, before anything is written`, async () => {
    const server = await hookedServer();
    const token = await server.login('demo');
    // Stocks large enough that half of each is more than the cap (hold-limits.ts).
    server.db.prepare('UPDATE consumables SET stock = 1000 WHERE id IN (1, 9)').run();
    const first = await orderConsumables(server, token, [{ consumableId: 9, quantity: 150 }], 'deadline-cap-0001');
    const stock = stockOf(server, 9);
    const orders = count(server, "SELECT COUNT(*) AS n FROM orders WHERE customer_id = 1 AND kind = 'consumable'");
    const priced = ConsumableQuote.parse(await (await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items: [{ consumableId: 9, quantity: 51 }], couponId: null } })).json());
    const refused = await server.call('POST', '/api/shop-order/consumable', {
      token,
      json: { items: [{ consumableId: 9, quantity: 51 }], couponId: null, address, remarks: '', expectedPayable: priced.payable, idempotencyKey: 'deadline-cap-0002' },
    });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(`「PLA 线材 白色」每位客户的未付款订单中最多保留 ${UNPAID_UNITS_MAX} 卷，您的未付款订单中已有 150 卷。请先支付或取消未付款的订单，或减少数量`);
    expect(stockOf(server, 9)).toBe(stock);
    expect(count(server, "SELECT COUNT(*) AS n FROM orders WHERE customer_id = 1 AND kind = 'consumable'")).toBe(orders);
    // Fifty more fit; once the first is cancelled, its units no longer count.
    await orderConsumables(server, token, [{ consumableId: 9, quantity: 50 }], 'deadline-cap-0003');
    expect((await server.call('POST', `/api/shop-order/${first.orderNo}/cancel`, { token })).status).toBe(200);
    // (A cancelled hold is not renewed at once: the same customer waits before holding the item again.)
    server.advance(HOLD_COOLDOWN_MS);
    await orderConsumables(server, token, [{ consumableId: 9, quantity: 100 }], 'deadline-cap-0004');
    // Another customer has a cap of their own.
    await orderConsumables(server, await server.login('maker'), [{ consumableId: 1, quantity: UNPAID_UNITS_MAX }], 'deadline-cap-0005');
  });
});

describe('the automatic receipt of a shipped order', () => {
  it('confirms the receipt 10 days after shipping unless the customer did first', async () => {
    const server = await hookedServer();
    const token = await server.login('e2e-pay');
    const [orderNo = '', other = ''] = await orderNosOf(server, token, '待付款');
    for (const no of [orderNo, other]) {
      expect((await server.call('POST', `/api/shop-payment/${no}/balance`, { token })).status).toBe(200);
      expect((await server.call('POST', '/api/__test__/ship-order', { json: { orderNo: no, carrier: 'SF', trackingNo: `SF${no.replace(/\D/g, '')}` } })).status).toBe(204);
    }
    const shipped = await detailOf(server, token, orderNo);
    expect(shipped).toMatchObject({ status: '已发货', actions: { confirmReceipt: true }, autoConfirmAt: new Date(seededAt.getTime() + AUTO_CONFIRM_MS).toISOString() });
    expect((await server.call('POST', `/api/shop-order/${other}/confirm-receipt`, { token })).status).toBe(200);

    server.advance(AUTO_CONFIRM_MS - second);
    // The seeded shipped orders shipped before the seeding: their 10 days run out first.
    await sweep(server);
    expect(textOf(server.db.prepare('SELECT status FROM orders WHERE order_no = ?').get(orderNo) ?? {}, 'status')).toBe('已发货');
    // Ten days on, the customer logs in again (sessions end after three idle days).
    const again = await server.login('e2e-pay');
    server.advance(second);
    expect((await sweep(server)).confirmed).toBe(1);
    const done = await detailOf(server, again, orderNo);
    expect(done).toMatchObject({ status: '已完成', actions: { confirmReceipt: false, reorder: true } });
    expect(done.autoConfirmAt).toBeUndefined();
    expect(done.timeline.at(-1)).toEqual({ status: '已完成', at: new Date(seededAt.getTime() + AUTO_CONFIRM_MS).toISOString(), note: '发货 10 天后系统自动确认收货，订单完成' });
    // The one the customer confirmed keeps the customer's own entry.
    expect((await detailOf(server, again, other)).timeline.filter((event) => event.status === '已完成')).toHaveLength(1);
    expect((await server.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token: again })).status).toBe(409);
  });

  it('gives the seeded shipped and unpaid orders deadlines still ahead of the seeding moment', async () => {
    const server = await hookedServer();
    const rows = server.db.prepare("SELECT confirm_by, pay_by, status FROM orders WHERE status IN ('已发货', '待付款')").all();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const due = row['status'] === '已发货' ? row['confirm_by'] : row['pay_by'];
      expect(due, JSON.stringify(row)).toBeGreaterThan(seededAt.getTime());
    }
    expect(await sweep(server)).toMatchObject({ cancelled: 0, confirmed: 0 });
    server.advance(days(10));
    const swept = await sweep(server);
    expect(swept.confirmed).toBe(count(server, "SELECT COUNT(*) AS n FROM order_events WHERE note = '发货 10 天后系统自动确认收货，订单完成'"));
    expect(swept.confirmed).toBeGreaterThan(3);
    expect(count(server, "SELECT COUNT(*) AS n FROM orders WHERE status IN ('已发货', '待付款')")).toBe(0);
    expect(nullableTextOf(server.db.prepare("SELECT cancel_reason FROM orders WHERE order_no LIKE 'HC%' AND status = '已取消' ORDER BY updated_at DESC LIMIT 1").get() ?? {}, 'cancel_reason')).toBe('timeout');
  });
});

async function orderNosOf(server: TestServer, token: string, status: string): Promise<string[]> {
  const response = await server.call('GET', `/api/shop-order?status=${encodeURIComponent(status)}&size=100`, { token });
  const page = (await response.json()) as { records: Array<{ orderNo: string }> };
  return page.records.map((order) => order.orderNo).reverse();
}
