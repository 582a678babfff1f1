import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { ConsumableQuote } from '../../src/wire/consumable-orders.ts';
import { Quote } from '../../src/wire/quotes.ts';
import { totalsOf } from '../../src/lib/pricing/order-totals.ts';
import { levelBenefits, memberLevelFor } from '../users/member-levels.ts';
import { seedCoupons, seedCustomers } from '../users/seed.ts';
import { placed, seedShopOrders } from './seed-shop-orders.ts';
import { AUTO_CONFIRM_MS, PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { intOf, nullableIntOf, textOf } from '../core/rows.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { CouponPage } from '../../src/wire/coupons.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { createTestServer, type TestServer } from '../test-support.ts';

async function get<T>(server: TestServer, token: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  return schema.parse(await (await server.call('GET', path, { token })).json());
}

/** `kind status payable` of every order, oldest first. */
async function ordersOf(server: TestServer, token: string): Promise<string[]> {
  const { records } = await get(server, token, '/api/shop-order?size=100', OrderPage);
  return records.map((order) => `${order.kind} ${order.status} ${order.payable}`).reverse();
}

describe('the customers the browser tests log in as', () => {
  it('gives each exactly the balance, ledger, coupons and orders its tests rely on', async () => {
    const server = await createTestServer();
    const expected = {
      'e2e-buy': { balance: 200_000, entries: 1, unused: [21], orders: [] },
      'e2e-pay': { balance: 50_000, entries: 1, unused: [], orders: ['customized 待付款 9780', 'customized 待付款 4155'] },
      'e2e-order': {
        balance: 100_000,
        entries: 1,
        unused: [],
        orders: [
          'customized 已完成 13060',
          'consumable 已完成 21700',
          'customized 已发货 9456',
          'consumable 已发货 10000',
          'customized 待付款 24900',
          'consumable 待付款 17800',
        ],
      },
      'e2e-poor': { balance: 500, entries: 1, unused: [], orders: ['customized 待付款 32340'] },
      'e2e-footage': { balance: 0, entries: 0, unused: [], orders: [] },
    } as const;
    for (const [username, want] of Object.entries(expected)) {
      const token = await server.login(username);
      const { customer } = await get(server, token, '/api/shop-platform/users/me/session', SessionInfo);
      expect(customer, username).toMatchObject({ balance: want.balance, shop: { id: 1, name: '星火创客工作室' }, usingFactory: { id: 1 } });
      const flow = await get(server, token, '/api/shop-amount-flow', AmountFlowPage);
      expect([flow.total, flow.balance], username).toEqual([want.entries, want.balance]);
      const unused = await get(server, token, '/api/shop-coupon?status=unused', CouponPage);
      expect(unused.records.map((coupon) => coupon.id), username).toEqual(want.unused);
      expect(await ordersOf(server, token), username).toEqual(want.orders);
    }
  });

  it('gives e2e-buy 满100减10 and e2e-order a 待付款 order that used a coupon', async () => {
    const server = await createTestServer();
    const buy = await get(server, await server.login('e2e-buy'), '/api/shop-coupon?status=unused', CouponPage);
    expect(buy.records[0]).toMatchObject({ kind: 'amount', value: 1000, threshold: 10_000 });
    const used = await get(server, await server.login('e2e-order'), '/api/shop-coupon?status=used', CouponPage);
    expect(used.records.map((coupon) => coupon.title)).toEqual(['会员专享满 200 减 30']);
  });
});

/** The customer's growth from the growth history the seed recorded, before `at`: what decided the level of an order placed then. */
function growthBefore(db: DatabaseSync, customerId: number, at: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(delta), 0) AS growth FROM growth_events WHERE customer_id = ? AND created_at < ?').get(customerId, at);
  return row === undefined ? 0 : intOf(row, 'growth');
}

interface StoredOrder {
  id: number;
  orderNo: string;
  customerId: number;
  kind: string;
  status: string;
  materialId: number | null;
  couponId: number | null;
  createdAt: number;
  amounts: { goods: number; memberDiscount: number; discount: number; shipping: number; payable: number };
}

/** The seeded quotation and consumable orders (not the professional ones an engineer priced, nor the design packages), oldest first. */
function seededShopOrders(db: DatabaseSync): StoredOrder[] {
  const rows = db
    .prepare(
      `SELECT id, order_no, customer_id, kind, status, material_id, coupon_id, goods, discount, member_discount, shipping, payable, created_at
       FROM orders WHERE source = 'quotation' OR kind = 'consumable' ORDER BY created_at, id`,
    )
    .all();
  return rows.map((row) => ({
    id: intOf(row, 'id'),
    orderNo: textOf(row, 'order_no'),
    customerId: intOf(row, 'customer_id'),
    kind: textOf(row, 'kind'),
    status: textOf(row, 'status'),
    materialId: nullableIntOf(row, 'material_id'),
    couponId: nullableIntOf(row, 'coupon_id'),
    createdAt: intOf(row, 'created_at'),
    amounts: {
      goods: intOf(row, 'goods'),
      memberDiscount: intOf(row, 'member_discount'),
      // The column holds every discount; the coupon's is what the level's leaves.
      discount: intOf(row, 'discount') - intOf(row, 'member_discount'),
      shipping: intOf(row, 'shipping'),
      payable: intOf(row, 'payable'),
    },
  }));
}

/** A token for each customer, logged in once. */
function loginsOf(server: TestServer): (customerId: number) => Promise<string> {
  const tokens = new Map<number, Promise<string>>();
  return (customerId) => {
    const username = seedCustomers.find((c) => c.id === customerId)?.username;
    if (username === undefined) throw new Error(`no seed customer ${customerId}`);
    const token = tokens.get(customerId) ?? server.login(username);
    tokens.set(customerId, token);
    return token;
  };
}

/** The parts (files and quantities) of a customised order, in line order. */
function partsOf(db: DatabaseSync, order: StoredOrder): Array<{ fileId: number; quantity: number }> {
  return db
    .prepare('SELECT file_id, quantity FROM order_items WHERE order_id = ? ORDER BY position')
    .all(order.id)
    .map((row) => ({ fileId: intOf(row, 'file_id'), quantity: intOf(row, 'quantity') }));
}

/** What POST /shop-quotation/price answers its customer today for the same parts in the same material, without a coupon. */
async function requoted(server: TestServer, token: string, order: StoredOrder): Promise<Quote> {
  const response = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: order.materialId, items: partsOf(server.db, order), couponId: null } });
  expect(response.status, order.orderNo).toBe(200);
  return Quote.parse(await response.json());
}

/**
 * The order's amounts re-priced today for a customer with `growth`: a customised order's goods as
 * a quotation of the same parts answers them today (`requoted`), a consumable order's at today's
 * catalogue; then the level's discount, the coupon and shipping by the shared rules.
 */
async function repriced(server: TestServer, tokenOf: (customerId: number) => Promise<string>, order: StoredOrder, growth: number): Promise<StoredOrder['amounts']> {
  const benefits = levelBenefits(growth);
  const coupon = order.couponId === null ? null : (seedCoupons.find((c) => c.id === order.couponId) ?? null);
  if (order.kind === 'customized') {
    const quote = await requoted(server, await tokenOf(order.customerId), order);
    const material = server.db.prepare('SELECT process_id FROM materials WHERE id = ?').get(order.materialId);
    if (material === undefined) throw new Error(`no material for ${order.orderNo}`);
    const { memberDiscount, discount, shipping, payable } = totalsOf({ kind: 'customized', processId: intOf(material, 'process_id'), goods: quote.goods, manual: quote.manual }, coupon, benefits);
    return { goods: quote.goods, memberDiscount, discount, shipping, payable };
  }
  // Each line at today's catalogue price (an item taken off sale since keeps its row and price).
  const sum = server.db.prepare('SELECT SUM(c.price * i.quantity) AS goods FROM order_items i JOIN consumables c ON c.id = i.consumable_id WHERE i.order_id = ?').get(order.id);
  const goods = sum === undefined ? 0 : intOf(sum, 'goods');
  const { memberDiscount, discount, shipping, payable } = totalsOf({ kind: 'consumable', processId: null, goods, manual: false }, coupon, benefits);
  return { goods, memberDiscount, discount, shipping, payable };
}

describe('the seeded orders', () => {
  it('price each customised line as a quotation of the same part prices it today, cost model and breakdown included', async () => {
    const server = await createTestServer();
    const tokenOf = loginsOf(server);
    const customised = seededShopOrders(server.db).filter((o) => o.kind === 'customized');
    expect(customised.length).toBeGreaterThan(10);
    for (const order of customised) {
      const token = await tokenOf(order.customerId);
      const quote = await requoted(server, token, order);
      const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token })).json());
      const asOrdered = detail.lines.map(({ fileId, volume, unitPrice, quantity, subtotal, manual, breakdown }) => ({ fileId, volume, unitPrice, quantity, subtotal, manual, breakdown }));
      const asQuoted = quote.lines.map(({ fileId, volume, unitPrice, quantity, subtotal, manual, breakdown }) => ({ fileId, volume, unitPrice, quantity, subtotal, manual, breakdown }));
      expect(asOrdered, order.orderNo).toEqual(asQuoted);
      // Every seeded material has a cost model: each line says how its price was made, as an order placed today does.
      for (const line of asOrdered) expect(line.breakdown, `${order.orderNo} ${line.fileId}`).toBeDefined();
      expect(detail.goods, order.orderNo).toBe(quote.goods);
    }
  });

  it('are each priced at the member level its customer held when it was placed', async () => {
    const server = await createTestServer();
    const { db } = server;
    const tokenOf = loginsOf(server);
    const orders = seededShopOrders(db);
    expect(orders).toHaveLength(seedShopOrders.length);
    for (const order of orders) {
      const growth = growthBefore(db, order.customerId, order.createdAt);
      expect(order.amounts, `${order.orderNo} (${memberLevelFor(growth)}, growth ${growth})`).toEqual(await repriced(server, tokenOf, order, growth));
    }
    // demo's history crosses every level it held: the standard level (free shipping from ¥199), 白银会员 (¥99), 黄金会员 (¥49, 9.5 折).
    const demoLevels = new Set(orders.filter((o) => o.customerId === 1).map((o) => memberLevelFor(growthBefore(db, 1, o.createdAt))));
    expect([...demoLevels]).toEqual(['普通会员', '白银会员', '黄金会员']);
  });

  it('give demo’s recent customised orders 黄金会员’s 9.5 折 and free shipping from ¥49', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const orderOf = (suffix: string) => {
      const found = seededShopOrders(server.db).find((o) => o.customerId === 1 && o.orderNo.startsWith('DZ') && o.orderNo.endsWith(suffix));
      if (found === undefined) throw new Error(`demo has no DZ…${suffix}`);
      return found;
    };
    // Printed parts cost their resin or filament (volume × rate) and machine time by build height (the part laid on its largest face).
    // 白色树脂 (SLA, ¥0.80/cm³, ¥0.15/mm, minimum ¥15.00 a line): 外壳 60×40×20 mm = 48 cm³ → ¥38.40 + 20 mm → ¥3.00 = ¥41.40;
    // 散热盖板 80×60×3 mm = 14.4 cm³ → ¥11.52 + 3 mm → ¥0.45 = ¥11.97 × 2. 4140 + 2394 = 6534 − ⌊6534 × 5 %⌋ = 6534 − 326 = 6208 ≥ 4900: no shipping.
    // 高韧性树脂 (SLA, ¥1.10/cm³): 外壳 48 cm³ → ¥52.80 + ¥3.00 = ¥55.80 × 2 = 11160; 11160 − 558 = 10602, no shipping.
    // ABS (FDM, ¥0.60/cm³ of what is printed, ¥0.40 a printed cm³ of machine time, minimum ¥10.00 a line): L型支架 (40×5 + 25×5) × 20 =
    // 6.5 cm³ printed as its 1.2 mm walls, 0.8 mm top and bottom and 20 % infill = 3.844 cm³ → ¥2.31 + ¥1.54 = ¥3.85 × 8 = 3080
    // (the line's minimum, ⌈1000 ÷ 8⌉ = 125 a part, is below it); 3080 − 154 = 2926, under ¥49: ¥15.00 shipping, 4426.
    const expected = {
      '-0108': { status: '待付款', goods: 6534, memberDiscount: 326, discount: 0, shipping: 0, payable: 6208 },
      '-0107': { status: '生产中', goods: 11160, memberDiscount: 558, discount: 0, shipping: 0, payable: 10602 },
      '-0105': { status: '已发货', goods: 3080, memberDiscount: 154, discount: 0, shipping: 1500, payable: 4426 },
    } as const;
    for (const [suffix, want] of Object.entries(expected)) {
      const order = orderOf(suffix);
      expect(memberLevelFor(growthBefore(server.db, 1, order.createdAt)), suffix).toBe('黄金会员');
      const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
      expect(detail, suffix).toMatchObject(want);
      // demo is still 黄金会员: quoting the same parts today comes to the same amounts.
      const { goods, memberDiscount, discount, shipping, payable } = await requoted(server, demo, order);
      expect({ goods, memberDiscount, discount, shipping, payable }, suffix).toEqual({ goods: want.goods, memberDiscount: want.memberDiscount, discount: 0, shipping: want.shipping, payable: want.payable });
    }
  });

  it('give demo’s unpaid consumable orders what a re-quote of the same cart answers today', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const unpaid = seededShopOrders(server.db).filter((o) => o.customerId === 1 && o.kind === 'consumable' && o.status === '待付款');
    expect(unpaid).toHaveLength(2);
    for (const order of unpaid) {
      const items = server.db.prepare('SELECT consumable_id, quantity FROM order_items WHERE order_id = ? ORDER BY position').all(order.id).map((row) => ({ consumableId: intOf(row, 'consumable_id'), quantity: intOf(row, 'quantity') }));
      const quote = ConsumableQuote.parse(await (await server.call('POST', '/api/shop-consumable-order/price', { token: demo, json: { items, couponId: null } })).json());
      const { goods, memberDiscount, discount, shipping, payable } = quote;
      expect(order.amounts, order.orderNo).toEqual({ goods, memberDiscount, discount, shipping, payable });
    }
  });
});

describe('the deadlines of the seeded orders', () => {
  it('holds demo’s unpaid consumable orders 30 minutes from their placing, and gives a shipped order 10 days from its shipping', async () => {
    const server = await createTestServer();
    const at = Date.parse('2026-03-01T02:00:00.000Z');
    const unpaid = server.db.prepare("SELECT order_no, created_at, pay_by FROM orders WHERE customer_id = 1 AND kind = 'consumable' AND status = '待付款' ORDER BY created_at").all();
    expect(unpaid.map((row) => textOf(row, 'order_no'))).toEqual(['HC20260301-0001', 'HC20260301-0002']);
    for (const row of unpaid) {
      expect(intOf(row, 'pay_by') - intOf(row, 'created_at')).toBe(PAYMENT_HOLD_MS.consumable);
      // Placed minutes before the seeding: most of the half hour is still to run.
      expect(intOf(row, 'pay_by') - at).toBeGreaterThan(20 * 60 * 1000);
    }
    const shipped = server.db.prepare("SELECT o.confirm_by, MAX(e.at) AS shipped_at FROM orders o JOIN order_events e ON e.order_id = o.id AND e.status = '已发货' WHERE o.status = '已发货' GROUP BY o.id").all();
    expect(shipped.length).toBeGreaterThan(3);
    for (const row of shipped) {
      expect(intOf(row, 'confirm_by') - intOf(row, 'shipped_at')).toBe(AUTO_CONFIRM_MS);
      expect(intOf(row, 'confirm_by')).toBeGreaterThan(at);
    }
  });

  it('has an order shipped more than 10 days before received by itself at the end of its 10 days', () => {
    const at = Date.parse('2026-03-01T02:00:00.000Z');
    const spec = { customerId: 1, kind: 'consumable', sequence: 999, daysAgo: 15, consumables: [[9, 1]], path: [['paid', 1], ['已发货', 24]] } as const;
    const order = placed(spec, at);
    const shippedAt = at - 15 * 24 * 3600_000 + 24 * 3600_000;
    expect(order.status).toBe('已完成');
    expect(order.steps.at(-1)).toEqual({ status: '已完成', refunded: false, autoConfirmed: true, at: shippedAt + AUTO_CONFIRM_MS });
    expect(order.confirmBy).toBeNull();
    // One shipped 9 days ago still waits, with its day left.
    const recent = placed({ ...spec, daysAgo: 10 }, at);
    expect(recent.status).toBe('已发货');
    expect(recent.confirmBy).toBe(at - 9 * 24 * 3600_000 + AUTO_CONFIRM_MS);
  });
});
