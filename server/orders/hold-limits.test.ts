import { beforeEach, describe, expect, it } from 'vitest';
import { ConsumableQuote, type CreateConsumableOrder } from '../../src/wire/consumable-orders.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, minutes, type TestServer } from '../test-support.ts';
import { HOLD_COOLDOWN_MS, LAST_UNITS_KEPT, UNPAID_ORDERS_MAX } from './hold-limits.ts';

const address = { name: '李四', phone: '13900139000', region: '浙江省 杭州市 西湖区', detail: '文三路 90 号 2 幢 301' };

/** Seeded consumables: 14 碳纤维 PA 线材 (5 卷, ¥299), 22 TC4 钛合金粉末 (3 瓶, ¥2,960), 26 UV 固化箱 (2 台, ¥499), 9 PLA 线材 白色 (320 卷, ¥69). */
const CARBON = 14;
const TITANIUM = 22;
const UV_BOX = 26;
const PLA = 9;

describe('what one customer may hold unpaid of the shared stock', () => {
  let server: TestServer;
  let keys = 0;

  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
  });

  const number = (sql: string, ...params: Array<string | number>) => {
    const row = server.db.prepare(sql).get(...params);
    return row === undefined ? -1 : intOf(row, 'n');
  };
  const stockOf = (id: number) => number('SELECT stock AS n FROM consumables WHERE id = ?', id);
  const ordersOf = (username: string) => number("SELECT COUNT(*) AS n FROM orders WHERE kind = 'consumable' AND customer_id = (SELECT id FROM customers WHERE username = ?)", username);
  const unpaidOf = (username: string) =>
    number("SELECT COUNT(*) AS n FROM orders WHERE kind = 'consumable' AND status = '待付款' AND customer_id = (SELECT id FROM customers WHERE username = ?)", username);

  /** Prices the cart and submits it at that price with a fresh key: the answer of the submission. */
  const place = async (token: string, items: CreateConsumableOrder['items']) => {
    const priced = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items, couponId: null } });
    expect(priced.status, await priced.clone().text()).toBe(200);
    const { payable } = ConsumableQuote.parse(await priced.json());
    keys += 1;
    return server.call('POST', '/api/shop-order/consumable', {
      token,
      json: { items, couponId: null, address, remarks: '', expectedPayable: payable, idempotencyKey: `hold-limit-${String(keys).padStart(4, '0')}` },
    });
  };
  const placed = async (token: string, items: CreateConsumableOrder['items']) => {
    const response = await place(token, items);
    expect(response.status, await response.clone().text()).toBe(201);
    return OrderDetail.parse(await response.json());
  };
  const refusal = async (response: Response) => {
    expect(response.status).toBe(409);
    return messageOf(response);
  };
  const cancel = async (token: string, orderNo: string) => expect((await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token })).status).toBe(200);

  it('refuses one unpaid order that would take every item off sale (another shop, ¥200 of balance), writing nothing', async () => {
    const other = await server.login('other');
    const everything = server.db
      .prepare('SELECT id AS consumableId, stock AS quantity FROM consumables WHERE on_sale = 1 AND stock > 0 ORDER BY id')
      .all()
      .map((row) => ({ consumableId: intOf(row, 'consumableId'), quantity: intOf(row, 'quantity') }));
    expect(everything.length).toBeGreaterThan(25);
    const before = everything.map((item) => stockOf(item.consumableId));
    const orders = ordersOf('other');
    expect(await refusal(await place(other, everything))).toBe('「标准光敏树脂 灰色」共 240 瓶，每位客户的未付款订单最多保留一半（120 瓶）。请先支付未付款的订单，或减少数量');
    expect(everything.map((item) => stockOf(item.consumableId))).toEqual(before);
    expect(ordersOf('other')).toBe(orders);
    // Half of a large stock is still there for them; the scarce item's last units are not.
    await placed(other, [{ consumableId: PLA, quantity: 160 }]);
    expect(await refusal(await place(other, [{ consumableId: PLA, quantity: 1 }]))).toBe('「PLA 线材 白色」共 320 卷，每位客户的未付款订单最多保留一半（160 卷），您的未付款订单中已有 160 卷。请先支付未付款的订单，或减少数量');
    expect(stockOf(PLA)).toBe(160);
  });

  it('counts every unpaid order of the customer toward the half, and gives each customer a half of their own', async () => {
    const maker = await server.login('maker');
    await placed(maker, [{ consumableId: CARBON, quantity: 2 }]);
    await placed(maker, [{ consumableId: CARBON, quantity: 1 }]);
    expect(await refusal(await place(maker, [{ consumableId: CARBON, quantity: 1 }]))).toBe('「碳纤维 PA 线材」共 5 卷，每位客户的未付款订单最多保留一半（3 卷），您的未付款订单中已有 3 卷。请先支付未付款的订单，或减少数量');
    expect(stockOf(CARBON)).toBe(2);
    // Another customer may hold half of what is on sale, less the last two (not backed: ¥200 of balance).
    const other = await server.login('other');
    expect(await refusal(await place(other, [{ consumableId: CARBON, quantity: 1 }]))).toBe(
      `「碳纤维 PA 线材」库存紧张，仅剩 2 卷；您的余额不足以支付本单（连同其他未付款订单），最后 ${LAST_UNITS_KEPT} 卷不能为本单保留，本单暂不能订购。请充值后再下单，或减少数量`,
    );
  });

  it('keeps the last units of a scarce item for an order the balance pays and the customer\'s history supports', async () => {
    // other: ¥200 of balance against ¥499 of UV 固化箱.
    const other = await server.login('other');
    expect(await refusal(await place(other, [{ consumableId: UV_BOX, quantity: 1 }]))).toBe(
      '「UV 固化箱」库存紧张，仅剩 2 台；您的余额不足以支付本单（连同其他未付款订单），最后 2 台不能为本单保留，本单暂不能订购。请充值后再下单，或减少数量',
    );
    expect(stockOf(UV_BOX)).toBe(2);
    // e2e-buy: ¥2,000 of balance, no unpaid order, ¥499 within what anyone may order from the balance.
    const buyer = await server.login('e2e-buy');
    expect(unpaidOf('e2e-buy')).toBe(0);
    await placed(buyer, [{ consumableId: UV_BOX, quantity: 1 }]);
    expect(stockOf(UV_BOX)).toBe(1);

    // A balance large enough but an order far beyond the customer's history (no paid consumable order: ¥1,000).
    server.db.prepare("UPDATE customers SET balance = 10000000 WHERE username = 'e2e-suggest'").run();
    const rich = await server.login('e2e-suggest');
    expect(await refusal(await place(rich, [{ consumableId: TITANIUM, quantity: 2 }]))).toBe(
      '「TC4 钛合金粉末」库存紧张，仅剩 3 瓶；本单金额超过您以往最大一笔耗材订单的 3 倍，最后 2 瓶不能为本单保留，本单最多可订 1 瓶。请减少数量',
    );
    await placed(rich, [{ consumableId: TITANIUM, quantity: 1 }]);
    // maker's largest paid consumable order is ¥2,680 (3 × = ¥8,040), but its ¥560 balance does not pay ¥2,960.
    const maker = await server.login('maker');
    expect(await messageOf(await place(maker, [{ consumableId: TITANIUM, quantity: 1 }]))).toContain('您的余额不足以支付本单');
    server.db.prepare("UPDATE customers SET balance = 10000000 WHERE username = 'maker'").run();
    await placed(maker, [{ consumableId: TITANIUM, quantity: 1 }]);
    expect(stockOf(TITANIUM)).toBe(1);
  });

  it('holds under parallel submissions: of five racing one-unit orders of a five-unit item three are made', async () => {
    const maker = await server.login('maker');
    const responses = await Promise.all(Array.from({ length: 5 }, () => place(maker, [{ consumableId: CARBON, quantity: 1 }])));
    expect(responses.map((r) => r.status).toSorted()).toEqual([201, 201, 201, 409, 409]);
    expect(stockOf(CARBON)).toBe(2);
    // Two customers racing for the last units of a scarce item: only a backed order may take them.
    const [other, buyer] = await Promise.all([server.login('other'), server.login('e2e-buy')]);
    const race = await Promise.all([place(other, [{ consumableId: UV_BOX, quantity: 1 }]), place(buyer, [{ consumableId: UV_BOX, quantity: 1 }]), place(buyer, [{ consumableId: UV_BOX, quantity: 1 }])]);
    expect(race[0]?.status).toBe(409);
    expect(race.slice(1).map((r) => r.status).toSorted()).toEqual([201, 409]);
    expect(stockOf(UV_BOX)).toBe(1);
  });

  it(`allows at most ${UNPAID_ORDERS_MAX} unpaid consumable orders per customer, also when they race`, async () => {
    const buyer = await server.login('e2e-buy');
    const responses = await Promise.all(Array.from({ length: UNPAID_ORDERS_MAX + 2 }, () => place(buyer, [{ consumableId: PLA, quantity: 1 }])));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(UNPAID_ORDERS_MAX);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    for (const response of refused) expect(await messageOf(response)).toBe(`您已有 ${UNPAID_ORDERS_MAX} 笔未付款的耗材订单，请先支付或取消其中的订单后再下单`);
    expect(unpaidOf('e2e-buy')).toBe(UNPAID_ORDERS_MAX);
    // Paying one makes room for one more.
    const [created] = await Promise.all(responses.filter((r) => r.status === 201).map(async (r) => OrderDetail.parse(await r.json())));
    expect((await server.call('POST', `/api/shop-payment/${created?.orderNo}/balance`, { token: buyer })).status).toBe(200);
    await placed(buyer, [{ consumableId: PLA, quantity: 1 }]);
    expect(await refusal(await place(buyer, [{ consumableId: PLA, quantity: 1 }]))).toContain(`您已有 ${UNPAID_ORDERS_MAX} 笔未付款的耗材订单`);
  });

  it('does not renew a hold by cancelling and ordering again at once, nor after it ran out of time', async () => {
    const other = await server.login('other');
    const first = await placed(other, [{ consumableId: CARBON, quantity: 2 }, { consumableId: PLA, quantity: 3 }]);
    await cancel(other, first.orderNo);
    expect(stockOf(CARBON)).toBe(5);
    const orders = ordersOf('other');
    expect(await refusal(await place(other, [{ consumableId: CARBON, quantity: 2 }]))).toBe('「碳纤维 PA 线材」的未付款订单刚刚取消或超时关闭，15 分钟内不能再次为您保留库存，请 15 分钟后再下单');
    // In parallel too: none of them gets through.
    const racing = await Promise.all([place(other, [{ consumableId: CARBON, quantity: 1 }]), place(other, [{ consumableId: PLA, quantity: 1 }])]);
    expect(racing.map((r) => r.status)).toEqual([409, 409]);
    expect(ordersOf('other')).toBe(orders);
    expect(stockOf(CARBON)).toBe(5);
    // Other items, and other customers, are not held back.
    await placed(other, [{ consumableId: 1, quantity: 1 }]);
    await placed(await server.login('maker'), [{ consumableId: CARBON, quantity: 1 }]);

    server.advance(HOLD_COOLDOWN_MS - minutes(5) - 1);
    expect(await refusal(await place(other, [{ consumableId: CARBON, quantity: 2 }]))).toContain('请 6 分钟后再下单');
    server.advance(minutes(5) + 1);
    const again = await placed(other, [{ consumableId: CARBON, quantity: 2 }]);

    // A hold that ran out of time is not renewed at once either.
    server.advance(PAYMENT_HOLD_MS.consumable);
    expect((await server.call('POST', '/api/__test__/sweep')).status).toBe(200);
    expect((await (await server.call('GET', `/api/shop-order/${again.orderNo}`, { token: other })).json()).status).toBe('已取消');
    expect(await refusal(await place(other, [{ consumableId: CARBON, quantity: 2 }]))).toContain('15 分钟内不能再次为您保留库存');
    server.advance(HOLD_COOLDOWN_MS);
    await placed(other, [{ consumableId: CARBON, quantity: 2 }]);
  });

  it('does not hold back an item whose paid order the platform refunded: that was no hold', async () => {
    const buyer = await server.login('e2e-buy');
    const order = await placed(buyer, [{ consumableId: PLA, quantity: 1 }]);
    expect((await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token: buyer })).status).toBe(200);
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo: order.orderNo, status: '已取消' } })).status).toBe(204);
    await placed(buyer, [{ consumableId: PLA, quantity: 1 }]);
  });
});
