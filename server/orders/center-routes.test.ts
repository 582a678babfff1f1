import { describe, expect, it } from 'vitest';
import type { OrderKind } from '../../src/wire/order-status.ts';
import { OrderCounts, OrderDetail, OrderPage, Reorder } from '../../src/wire/orders.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { CouponPage } from '../../src/wire/coupons.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, days, messageOf, seededAt, type TestServer } from '../test-support.ts';

/** The customer's orders as the list answers them (every page). */
async function ordersOf(server: TestServer, token: string, query = ''): Promise<OrderPage> {
  return OrderPage.parse(await (await server.call('GET', `/api/shop-order?size=100${query}`, { token })).json());
}

/** The number of the customer's only order of this kind in this status. */
async function orderNoOf(server: TestServer, token: string, kind: OrderKind, status: OrderStatus, title?: string): Promise<string> {
  const { records } = await ordersOf(server, token, `&kind=${kind}&status=${encodeURIComponent(status)}`);
  const found = records.filter((order) => title === undefined || order.title === title);
  const [first] = found;
  if (first === undefined) throw new Error(`no ${kind} order in ${status}`);
  return first.orderNo;
}

const detailOf = async (server: TestServer, token: string, orderNo: string) =>
  OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());

const stockOf = (server: TestServer, id: number) => {
  const row = server.db.prepare('SELECT stock FROM consumables WHERE id = ?').get(id);
  return row === undefined ? -1 : intOf(row, 'stock');
};

describe('GET /api/shop-order (the order center list)', () => {
  it('lists both kinds newest first, and one kind with its status filter', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const all = await ordersOf(server, demo);
    // 11 customised, 8 recent and 60 older consumable orders (a year paid from the balance), and 3 design package orders.
    expect(all.total).toBe(82);
    const times = all.records.map((order) => order.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    const consumables = await ordersOf(server, demo, '&kind=consumable');
    expect(consumables.total).toBe(68);
    expect(consumables.records.every((order) => order.kind === 'consumable' && order.source === null && order.image?.startsWith('/api/shop-consumable/images/'))).toBe(true);
    const shipping = await ordersOf(server, demo, `&kind=consumable&status=${encodeURIComponent('待发货')}`);
    expect(shipping.records.map((order) => [order.status, order.actions])).toEqual([
      ['待发货', { pay: false, cancel: false, confirmReceipt: false, reorder: false }],
      ['待发货', { pay: false, cancel: false, confirmReceipt: false, reorder: false }],
    ]);
  });

  it('pages without overlap and keeps the total of the whole filter', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const all = (await ordersOf(server, demo)).records.map((order) => order.orderNo);
    const pages = [];
    for (let page = 1; page <= 17; page += 1) {
      const answer = OrderPage.parse(await (await server.call('GET', `/api/shop-order?size=5&page=${page}`, { token: demo })).json());
      expect(answer.total).toBe(82);
      pages.push(...answer.records.map((order) => order.orderNo));
    }
    expect(pages).toEqual(all);
  });

  it('finds part of an order number whatever its case, taking % and _ literally', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const found = await ordersOf(server, demo, '&orderNo=hc2026');
    expect(found.total).toBe(8);
    expect((await ordersOf(server, demo, '&orderNo=-0901')).records.map((order) => order.title)).toEqual(['外壳.stl']);
    expect((await ordersOf(server, demo, '&orderNo=%25')).total).toBe(0);
    expect((await ordersOf(server, demo, '&orderNo=DZ2026____-')).total).toBe(0);
  });

  it('filters by [from, to) on the creation time and refuses an empty window', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const from = new Date(seededAt.getTime() - days(10)).toISOString();
    const to = new Date(seededAt.getTime() - days(3)).toISOString();
    const window = await ordersOf(server, demo, `&from=${from}&to=${to}`);
    // As many as the seed placed in that week, and exactly those.
    expect(window.total).toBe(6);
    const inWindow = (await ordersOf(server, demo)).records.filter((order) => order.createdAt >= from && order.createdAt < to);
    expect(window.records.map((order) => order.orderNo)).toEqual(inWindow.map((order) => order.orderNo));
    expect(window.records.every((order) => order.createdAt >= from && order.createdAt < to)).toBe(true);
    const refused = await server.call('GET', `/api/shop-order?from=${to}&to=${from}`, { token: demo });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('开始时间必须早于结束时间');
    expect((await server.call('GET', '/api/shop-order?from=yesterday', { token: demo })).status).toBe(400);
  });

  it('counts every status of a kind under the same filters, and the counts match the list', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const counts = async (query: string) => OrderCounts.parse(await (await server.call('GET', `/api/shop-order/counts?${query}`, { token: demo })).json());
    expect(await counts('kind=customized')).toEqual({ all: 11, byStatus: { 待报价: 1, 待付款: 2, 生产中: 2, 已发货: 2, 已完成: 2, 已取消: 2 } });
    expect(await counts('kind=consumable')).toEqual({ all: 68, byStatus: { 待付款: 2, 待发货: 2, 已发货: 1, 已完成: 52, 已取消: 11 } });
    const narrowed = await counts('kind=consumable&orderNo=-090');
    expect(narrowed).toEqual({ all: 1, byStatus: { 待付款: 0, 待发货: 0, 已发货: 0, 已完成: 1, 已取消: 0 } });
    expect((await server.call('GET', '/api/shop-order/counts', { token: demo })).status).toBe(400);
  });

  it('needs a login', async () => {
    const server = await createTestServer();
    expect((await server.call('GET', '/api/shop-order')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-order/counts?kind=customized')).status).toBe(401);
  });
});

describe('GET /api/shop-order/{orderNo}', () => {
  it('answers a consumable order with its lines, coupon, amounts and timeline', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const orderNo = (await ordersOf(server, demo, '&orderNo=HC&status=%E5%B7%B2%E5%AE%8C%E6%88%90')).records.find((o) => o.orderNo.endsWith('-0902'))?.orderNo ?? '';
    const order = await detailOf(server, demo, orderNo);
    expect(order).toMatchObject({ kind: 'consumable', status: '已完成', goods: 32_500, discount: 6000, shipping: 0, payable: 26_500, coupon: { id: 8, title: '双十一满 300 减 60' }, paymentMethod: 'online' });
    expect(order.lines.map((line) => [line.consumableId, line.name, line.spec, line.image, line.quantity, line.subtotal])).toEqual([
      [9, 'PLA 线材 白色', '1.75 mm，1 kg / 卷，公差 ±0.02 mm', '/api/shop-consumable/images/9-1.svg', 3, 20_700],
      [23, '模型打磨套装', '砂纸 240–3000 目共 12 张，打磨棒 4 支，海绵砂 2 块', '/api/shop-consumable/images/23-1.svg', 2, 11_800],
    ]);
    expect(order.timeline.map((event) => event.status)).toEqual(['待付款', '待发货', '已发货', '已完成']);
  });

  it('answers 404 for another customer\'s order and for an unknown number', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const [theirs] = (await ordersOf(server, demo)).records;
    const maker = await server.login('maker');
    for (const orderNo of [theirs?.orderNo ?? '', 'DZ20990101-0001']) {
      const response = await server.call('GET', `/api/shop-order/${orderNo}`, { token: maker });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('订单不存在');
      expect((await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token: maker })).status).toBe(404);
    }
  });
});

describe('cancelling an order', () => {
  it('gives a used coupon back as unused and says so on the timeline', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-order');
    const orderNo = await orderNoOf(server, token, 'customized', '待付款');
    const coupons = async (status: string) => CouponPage.parse(await (await server.call('GET', `/api/shop-coupon?status=${status}`, { token })).json()).records.map((c) => c.id);
    expect(await coupons('used')).toContain(5);
    const response = await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token });
    expect(response.status).toBe(200);
    const order = OrderDetail.parse(await response.json());
    expect(order.status).toBe('已取消');
    expect(order.actions).toEqual({ pay: false, cancel: false, confirmReceipt: false, reorder: true });
    expect(order.timeline.at(-1)).toMatchObject({ status: '已取消', note: '订单已取消，优惠券已退回' });
    expect(await coupons('unused')).toContain(5);
    expect(await coupons('used')).not.toContain(5);
  });

  it('returns the stock a consumable order reserved, once', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-order');
    const orderNo = await orderNoOf(server, token, 'consumable', '待付款');
    const before = [stockOf(server, 9), stockOf(server, 29)];
    const [first, second] = await Promise.all([1, 2].map(() => server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token })));
    expect([first?.status, second?.status].toSorted()).toEqual([200, 409]);
    expect([stockOf(server, 9), stockOf(server, 29)]).toEqual([(before[0] ?? 0) + 2, (before[1] ?? 0) + 1]);
    const again = await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token });
    expect(await messageOf(again)).toBe('订单已取消，请勿重复操作');
  });
});

describe('an order bought through the consumable checkout', () => {
  it('is listed first, then cancelled with its stock and coupon back, and pays by balance no more', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-buy');
    const cart = { items: [{ consumableId: 9, quantity: 3 }], couponId: 21 };
    const quote = await (await server.call('POST', '/api/shop-consumable-order/price', { token, json: cart })).json();
    const before = stockOf(server, 9);
    const body = { ...cart, address: { name: '测试', phone: '13600000013', region: '广东省 深圳市', detail: '科技园 1 号' }, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-center-0001' };
    const created = await server.call('POST', '/api/shop-order/consumable', { token, json: body });
    expect(created.status, await created.clone().text()).toBe(201);
    const { orderNo } = OrderDetail.parse(await created.json());
    expect(stockOf(server, 9)).toBe(before - 3);
    expect((await ordersOf(server, token)).records.map((order) => [order.orderNo, order.status])).toEqual([[orderNo, '待付款']]);

    const cancelled = OrderDetail.parse(await (await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token })).json());
    expect(cancelled.status).toBe('已取消');
    expect(stockOf(server, 9)).toBe(before);
    const unused = CouponPage.parse(await (await server.call('GET', '/api/shop-coupon?status=unused', { token })).json());
    expect(unused.records.map((coupon) => coupon.id)).toEqual([21]);
    const pay = await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
    expect(await messageOf(pay)).toBe('订单已取消，不能付款');
  });
});

describe('confirming receipt', () => {
  it('moves an 已发货 order to 已完成 with an event, and only once', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-order');
    const orderNo = await orderNoOf(server, token, 'consumable', '已发货');
    const response = await server.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token });
    const order = OrderDetail.parse(await response.json());
    expect(order.status).toBe('已完成');
    expect(order.timeline.at(-1)).toMatchObject({ status: '已完成', note: '已确认收货，订单完成' });
    const again = await server.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('订单已确认收货，请勿重复操作');
  });
});

describe('GET /api/shop-order/{orderNo}/reorder', () => {
  it('answers a customised order\'s material and files with their quantities', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-order');
    const orderNo = await orderNoOf(server, token, 'customized', '已完成');
    const reorder = Reorder.parse(await (await server.call('GET', `/api/shop-order/${orderNo}/reorder`, { token })).json());
    if (reorder.kind !== 'customized') throw new Error('expected a customised reorder');
    expect(reorder.materialId).toBe(1);
    expect(reorder.items.map((item) => [item.file.id, item.file.name, item.file.format, item.quantity])).toEqual([
      [1, '外壳.stl', 'stl', 2],
      [2, 'L型支架.stl', 'stl', 4],
    ]);
    expect(reorder.items[0]?.file.geometry?.volume).toBeCloseTo(48_000);
    expect(reorder.missing).toEqual([]);
  });

  it('leaves out a consumable no longer sold and names it', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const orderNo = (await ordersOf(server, demo, '&kind=consumable')).records.find((o) => o.title === '标准光敏树脂 500 g 旧款')?.orderNo ?? '';
    const reorder = await (await server.call('GET', `/api/shop-order/${orderNo}/reorder`, { token: demo })).json();
    expect(Reorder.parse(reorder)).toEqual({ kind: 'consumable', items: [{ consumableId: 29, quantity: 1 }], missing: ['标准光敏树脂 500 g 旧款'] });
  });

  it('leaves out a design file the shop no longer has', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-order');
    const orderNo = await orderNoOf(server, token, 'customized', '已完成');
    // As if the file had moved to another shop: the reorder only offers files of the customer's shop.
    server.db.prepare('UPDATE design_files SET shop_id = 2 WHERE id = 2').run();
    const reorder = Reorder.parse(await (await server.call('GET', `/api/shop-order/${orderNo}/reorder`, { token })).json());
    expect(reorder.kind === 'customized' ? [reorder.items.map((item) => item.file.id), reorder.missing] : null).toEqual([[1], ['L型支架.stl']]);
  });
});
