/**
 * Orders of the order center in the demo data: demo has customised and consumable
 * orders in every status of their kind, spread over the past two months with a timeline event
 * for every status change, and a year of consumable orders before them (seed-history.ts);
 * the e2e-* customers have exactly the orders their browser tests use.
 *
 * Customised lines are demo's seeded drawings (files of shop 1) priced as the quotation prices
 * them (quotation/quotes.ts): the using factory's material as the catalogue offers it, each file
 * by its stored measurements under its process's cost model with the default choices, the line
 * keeping its breakdown as an order does; consumable lines are the seeded catalogue. Each order
 * is priced at the member level its customer held when it was placed (pricedSeedShopOrders): the
 * level of the growth earned before that moment, by the rules the server applies
 * (users/member-levels.ts, ledger/seed-growth.ts), so its member discount, coupon and shipping
 * are what pricing its lines today at that level gives. demo thus went from the standard level
 * through 白银会员 (free shipping from ¥99) to 黄金会员 (9.5 折 on customised goods, free shipping
 * from ¥49), where it still is; maker's one order after its first is at 白银会员. Most paid orders
 * were paid online; those paid from the balance get their 支付 line (and a refund its 退款 line)
 * in seed-ledger.ts, from these rows.
 *
 * Deadlines run as the shop runs them (orders/deadlines.ts): an unpaid order holds its stock and
 * coupon for the hold of its kind from its creation (demo's two unpaid consumable orders were
 * placed minutes before the seeding, so their 30 minutes are still running), and a shipped order
 * confirms its receipt 10 days after it shipped; one shipped longer ago than that was received by
 * itself then. An unpaid order whose hold would have ended before the seeding (the browser-test
 * customers' orders, placed days before, which a test run may outlast) is left to the seed's
 * waiting clock (startWaitingClocks: a day from the seeding). demo's two recent orders are the
 * first consumable orders of the seeding day (-0001, -0002), so orders created that day follow them.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/wire/address.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { totalsOf, type LevelBenefits } from '../../src/lib/pricing/order-totals.ts';
import { quoteOf } from '../../src/lib/pricing/quote-lines.ts';
import { levelBenefits } from '../users/member-levels.ts';
import { growthBefore, paidOrderGrowth, seedGrowthEvents, type SeedGrowthEvent } from '../ledger/seed-growth.ts';
import { seedPaidPackageOrders } from '../design/seed.ts';
import { orderNumber } from './numbers.ts';
import type { LineBreakdown } from '../../src/wire/quotes.ts';
import { pricedFileOf } from '../../src/lib/pricing/priced-file.ts';
import { storedFileOf } from '../quotation/quotes.ts';
import { breakdownColumn } from '../quotation/line-choices.ts';
import { findMaterial } from '../catalogue/store.ts';
import { seedCoupons, seedCustomers } from '../users/seed.ts';
import { seedConsumables } from '../catalogue/seed-consumables.ts';
import { historicalOrders } from './seed-history.ts';
import type { SeedShopOrder } from './seed-order-spec.ts';
import { AUTO_CONFIRM_MS, PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { deadlineNotes } from './deadlines.ts';
import { dayMs, hourMs, minuteMs } from '../core/durations.ts';

const D = 1; // demo
const PAY = 14; // e2e-pay
const ORDER = 15; // e2e-order
const POOR = 16; // e2e-poor
const PROCURE = 27; // e2e-procure
const INVOICE = 43; // e2e-invoice

const shipped = (paidAfter: number, shippedAfter: number) => [['paid', paidAfter], ['已发货', shippedAfter]] as const;
const done = (paidAfter: number, shippedAfter: number, receivedAfter: number) => [...shipped(paidAfter, shippedAfter), ['已完成', receivedAfter]] as const;

/** Oldest first within each customer. */
const curatedOrders: readonly SeedShopOrder[] = [
  // demo, customised (quotation orders; demo's two professional orders add 待报价 and 待付款)
  { customerId: D, kind: 'customized', sequence: 101, daysAgo: 52, hour: 3, materialId: 9, files: [[5, 10]], path: [['已取消', 20]], remarks: '数量需要再确认，先取消' },
  { customerId: D, kind: 'customized', sequence: 901, daysAgo: 45, materialId: 1, files: [[1, 2], [2, 2]], couponId: 7, path: done(2, 76, 150), remarks: '外壳表面喷砂' },
  { customerId: D, kind: 'customized', sequence: 102, daysAgo: 38, hour: 5, materialId: 21, files: [[3, 4]], path: done(1, 120, 170), pay: 'balance' },
  { customerId: D, kind: 'customized', sequence: 103, daysAgo: 25, hour: 2, materialId: 12, files: [[2, 6]], path: [['已取消', 3]] },
  { customerId: D, kind: 'customized', sequence: 104, daysAgo: 11, hour: 6, materialId: 2, files: [[1, 3], [2, 3]], path: shipped(1, 96) },
  { customerId: D, kind: 'customized', sequence: 105, daysAgo: 10, hour: 1, materialId: 13, files: [[2, 8]], path: shipped(4, 100) },
  { customerId: D, kind: 'customized', sequence: 106, daysAgo: 12, hour: 4, materialId: 6, files: [[5, 6]], path: [['paid', 2]] },
  { customerId: D, kind: 'customized', sequence: 107, daysAgo: 9, hour: 7, materialId: 3, files: [[1, 2]], path: [['paid', 5]] },
  { customerId: D, kind: 'customized', sequence: 108, daysAgo: 4, hour: 2, materialId: 1, files: [[1, 1], [3, 2]], path: [] },
  // demo, consumables
  { customerId: D, kind: 'consumable', sequence: 111, daysAgo: 56, hour: 4, consumables: [[35, 2], [29, 1]], path: done(1, 26, 98) },
  { customerId: D, kind: 'consumable', sequence: 112, daysAgo: 41, hour: 8, consumables: [[10, 2]], path: [['已取消', 6]] },
  { customerId: D, kind: 'consumable', sequence: 902, daysAgo: 30, consumables: [[9, 3], [23, 2]], couponId: 8, path: done(1, 20, 80) },
  { customerId: D, kind: 'consumable', sequence: 113, daysAgo: 9, hour: 3, consumables: [[1, 2], [25, 1]], path: shipped(1, 30), pay: 'balance' },
  { customerId: D, kind: 'consumable', sequence: 114, daysAgo: 8, hour: 5, consumables: [[31, 1]], path: [['paid', 1]] },
  { customerId: D, kind: 'consumable', sequence: 115, daysAgo: 5, hour: 2, consumables: [[13, 2]], path: [['paid', 2]] },
  // Placed just before the seeding: their 30 minutes to pay are still running.
  { customerId: D, kind: 'consumable', sequence: 1, daysAgo: 0, minutesAgo: 9, consumables: [[11, 1]], path: [] },
  { customerId: D, kind: 'consumable', sequence: 2, daysAgo: 0, minutesAgo: 4, consumables: [[2, 1], [24, 1]], path: [] },
  // e2e-pay: two customised orders to pay
  { customerId: PAY, kind: 'customized', sequence: 121, daysAgo: 3, hour: 2, materialId: 1, files: [[1, 2]], path: [] },
  { customerId: PAY, kind: 'customized', sequence: 122, daysAgo: 2, hour: 2, materialId: 2, files: [[2, 3]], path: [] },
  // e2e-order: one order per move its tests make
  { customerId: ORDER, kind: 'customized', sequence: 131, daysAgo: 30, hour: 3, materialId: 1, files: [[1, 2], [2, 4]], path: done(2, 72, 140) },
  { customerId: ORDER, kind: 'consumable', sequence: 132, daysAgo: 25, hour: 4, consumables: [[10, 2], [23, 1]], path: done(1, 24, 90) },
  { customerId: ORDER, kind: 'customized', sequence: 133, daysAgo: 10, hour: 5, materialId: 6, files: [[5, 4]], path: shipped(2, 150) },
  { customerId: ORDER, kind: 'consumable', sequence: 134, daysAgo: 7, hour: 1, consumables: [[29, 2], [30, 1]], path: shipped(1, 28) },
  { customerId: ORDER, kind: 'customized', sequence: 951, daysAgo: 2, materialId: 3, files: [[1, 5]], couponId: 5, path: [] },
  { customerId: ORDER, kind: 'consumable', sequence: 135, daysAgo: 1, hour: 2, consumables: [[9, 2], [29, 1]], path: [] },
  // e2e-poor: one order of ¥323.40 against a balance of ¥5.00
  { customerId: POOR, kind: 'customized', sequence: 141, daysAgo: 2, hour: 4, materialId: 2, files: [[1, 7]], path: [] },
  // e2e-growth: ¥943 paid (943 growth, with 30 for its profile 973), and ¥74 to pay that crosses 1,000.
  { customerId: 25, kind: 'consumable', sequence: 151, daysAgo: 20, hour: 3, consumables: [[7, 2], [29, 1]], path: [['paid', 1], ['已发货', 24], ['已完成', 90]] },
  { customerId: 25, kind: 'consumable', sequence: 152, daysAgo: 1, hour: 1, consumables: [[23, 1]], path: [] },
  // e2e-member: ¥6,240 paid, 黄金会员.
  { customerId: 26, kind: 'consumable', sequence: 161, daysAgo: 15, hour: 2, consumables: [[18, 2]], path: [['paid', 1], ['已发货', 24], ['已完成', 90]] },
  // e2e-procure: paid orders of both kinds to invoice and print; the shipped one has its tracking number (shipments/seed.ts).
  { customerId: PROCURE, kind: 'customized', sequence: 171, daysAgo: 18, hour: 3, materialId: 1, files: [[1, 2], [2, 2]], path: done(2, 70, 140), remarks: '含税报价请随货寄出' },
  { customerId: PROCURE, kind: 'consumable', sequence: 172, daysAgo: 15, hour: 2, consumables: [[9, 2], [23, 1]], path: done(1, 24, 90) },
  { customerId: PROCURE, kind: 'customized', sequence: 173, daysAgo: 6, hour: 4, materialId: 3, files: [[5, 3]], path: shipped(2, 100) },
  { customerId: PROCURE, kind: 'consumable', sequence: 174, daysAgo: 3, hour: 1, consumables: [[29, 1]], path: [['paid', 1]] },
  // e2e-invoice: three paid orders to invoice (one customised in production) and one not paid yet.
  { customerId: INVOICE, kind: 'consumable', sequence: 461, daysAgo: 20, hour: 3, consumables: [[9, 2]], path: done(1, 24, 90) },
  { customerId: INVOICE, kind: 'customized', sequence: 462, daysAgo: 12, hour: 2, materialId: 1, files: [[1, 2]], path: [['paid', 2]] },
  { customerId: INVOICE, kind: 'consumable', sequence: 463, daysAgo: 6, hour: 4, consumables: [[29, 1]], path: shipped(1, 28) },
  { customerId: INVOICE, kind: 'consumable', sequence: 464, daysAgo: 1, hour: 2, consumables: [[11, 1]], path: [] },
];

/** One recharge each: what the order and payment browser tests' customers start with (seedCustomers gives the same). */
export const seedShopLedger: ReadonlyArray<{ customerId: number; daysAgo: number; amount: number; remark: string }> = [
  { customerId: 13, daysAgo: 20, amount: 200_000, remark: '在线充值（支付宝）' },
  { customerId: PAY, daysAgo: 20, amount: 50_000, remark: '在线充值（微信支付）' },
  { customerId: ORDER, daysAgo: 40, amount: 100_000, remark: '对公转账充值' },
  { customerId: POOR, daysAgo: 20, amount: 500, remark: '在线充值（微信支付）' },
  { customerId: 25, daysAgo: 25, amount: 50_000, remark: '在线充值（支付宝）' },
  { customerId: PROCURE, daysAgo: 30, amount: 100_000, remark: '对公转账充值' },
  // e2e-console: pays the order the engineer prices in the console.
  { customerId: 71, daysAgo: 5, amount: 100_000, remark: '在线充值（支付宝）' },
  // e2e-service: pays the consumable order it then claims after-sales on.
  { customerId: 72, daysAgo: 5, amount: 50_000, remark: '在线充值（支付宝）' },
];

const address = (customerId: number): Address => {
  const customer = seedCustomers.find((c) => c.id === customerId);
  return {
    name: customer?.nickname ?? '收货人',
    phone: customer?.phone ?? '13800138000',
    region: '广东省 深圳市 南山区',
    detail: customerId === D ? '科技园南区高新南七道 18 号 501 室' : '粤海街道科苑路 8 号 3 栋 1201',
  };
};

/** Every seeded order of the order tables but the design packages (design/seed.ts). */
export const seedShopOrders: readonly SeedShopOrder[] = [...historicalOrders(), ...curatedOrders];

interface PricedLine {
  fileId: number | null;
  consumableId: number | null;
  name: string;
  volume: number | null;
  unitPrice: number;
  quantity: number;
  /** How a customised line's price per part was made, under its material's cost model. */
  breakdown?: LineBreakdown | undefined;
}

function needed<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`seed shop orders: ${what}`);
  return value;
}

/**
 * Lines and amounts of an order for a customer with `benefits`, by the shared pricing: a
 * customised order as the quotation prices its parts (quotes.ts: the customer's factory's
 * material, the files' stored measurements, quoteOf), a consumable one by the catalogue.
 */
function priced(db: DatabaseSync, spec: SeedShopOrder, benefits: LevelBenefits) {
  const coupon = spec.couponId === undefined ? null : needed(seedCoupons.find((c) => c.id === spec.couponId), `coupon ${spec.couponId}`);
  if (spec.kind === 'customized') {
    const factoryId = needed(seedCustomers.find((c) => c.id === spec.customerId)?.usingFactoryId, `factory of customer ${spec.customerId}`);
    const material = needed(findMaterial(db, factoryId, needed(spec.materialId, `material of order ${spec.sequence}`)), `material ${spec.materialId} of factory ${factoryId}`);
    const items = (spec.files ?? []).map(([fileId, quantity]) => {
      const row = needed(db.prepare('SELECT name, geometry FROM design_files WHERE id = ?').get(fileId), `file ${fileId}`);
      return pricedFileOf(storedFileOf(fileId, row), quantity, undefined);
    });
    const quote = quoteOf(material, items, coupon, benefits);
    if (quote.manual) throw new Error(`seed shop orders: order ${spec.sequence} has a line quoted by hand`);
    if (coupon !== null && quote.discount === 0) throw new Error(`seed shop orders: coupon ${spec.couponId} cannot go on order ${spec.sequence}`);
    const lines: PricedLine[] = quote.lines.map((l) => ({ fileId: l.fileId, consumableId: null, name: l.fileName, volume: l.volume, unitPrice: l.unitPrice, quantity: l.quantity, breakdown: l.breakdown }));
    return { lines, goods: quote.goods, memberDiscount: quote.memberDiscount, discount: quote.discount, shipping: quote.shipping, payable: quote.payable, leadDays: quote.leadDays };
  }
  const lines: PricedLine[] = (spec.consumables ?? []).map(([consumableId, quantity]) => {
    const item = needed(seedConsumables.find((c) => c.id === consumableId), `consumable ${consumableId}`);
    return { fileId: null, consumableId, name: item.name, volume: null, unitPrice: item.price, quantity };
  });
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const totals = totalsOf({ kind: 'consumable', processId: null, goods, manual: false }, coupon, benefits);
  if (coupon !== null && totals.couponBlocker !== null) throw new Error(`seed shop orders: coupon ${spec.couponId} cannot go on order ${spec.sequence}`);
  return { lines, goods, memberDiscount: totals.memberDiscount, discount: totals.discount, shipping: totals.shipping, payable: totals.payable, leadDays: null };
}

type Priced = ReturnType<typeof priced>;

interface PlacedStep {
  status: OrderStatus;
  refunded: boolean;
  /** The receipt the shop confirmed by itself, 10 days after shipping. */
  autoConfirmed: boolean;
  at: number;
}

/**
 * When an order was placed and what became of it by `at`: its number, status changes, status,
 * payment, last change and its running deadline. A shipped order whose 10 days ran out before `at`
 * was received by itself at their end (已完成); an unpaid one holds until its kind's hold from its
 * creation, or, when that ended before `at`, is left to the seed's waiting clock (payBy null).
 */
export function placed(spec: SeedShopOrder, at: number) {
  const createdAt = at - spec.daysAgo * dayMs - (spec.hour ?? 0) * hourMs - (spec.minutesAgo ?? 0) * minuteMs;
  const steps: PlacedStep[] = spec.path.map(([status, hours]) => ({
    status: status === 'paid' ? (spec.kind === 'customized' ? '生产中' : '待发货') : status === 'refunded' ? '已取消' : status,
    refunded: status === 'refunded',
    autoConfirmed: false,
    at: createdAt + hours * hourMs,
  }));
  const last = steps.at(-1);
  if (last?.status === '已发货' && last.at + AUTO_CONFIRM_MS <= at) steps.push({ status: '已完成', refunded: false, autoConfirmed: true, at: last.at + AUTO_CONFIRM_MS });
  const status: OrderStatus = steps.at(-1)?.status ?? '待付款';
  const shippedAt = status === '已发货' ? (steps.at(-1)?.at ?? null) : null;
  const holdEnds = createdAt + PAYMENT_HOLD_MS[spec.kind];
  return {
    createdAt,
    orderNo: orderNumber(spec.kind === 'customized' ? 'DZ' : 'HC', createdAt, spec.sequence),
    steps,
    status,
    paidAt: steps.find((s) => s.status === '生产中' || s.status === '待发货')?.at ?? null,
    updatedAt: steps.at(-1)?.at ?? createdAt,
    payBy: status === '待付款' && holdEnds > at ? holdEnds : null,
    confirmBy: shippedAt === null ? null : shippedAt + AUTO_CONFIRM_MS,
  };
}

/**
 * Every order priced with the member benefits its customer had when it was placed, as the server
 * applies them to a new order: the level of the growth earned before that moment (by the rules of
 * ledger/seed-growth.ts, which records the same events afterwards), from the profile and QQ
 * binding, the design packages paid (design/seed.ts) and the orders here paid (and refunded)
 * before it. Orders are priced oldest first, so an order's payment counts for the next ones.
 */
export function pricedSeedShopOrders(db: DatabaseSync, at: number): Map<SeedShopOrder, Priced> {
  const earned: SeedGrowthEvent[] = [...seedGrowthEvents(db), ...seedPaidPackageOrders(at).flatMap(paidOrderGrowth)];
  const prices = new Map<SeedShopOrder, Priced>();
  const oldestFirst = seedShopOrders.map((spec) => ({ spec, ...placed(spec, at) })).sort((a, b) => a.createdAt - b.createdAt);
  for (const { spec, createdAt, orderNo, status, paidAt, updatedAt } of oldestFirst) {
    const price = priced(db, spec, levelBenefits(growthBefore(earned, spec.customerId, createdAt)));
    prices.set(spec, price);
    if (paidAt !== null) earned.push(...paidOrderGrowth({ customerId: spec.customerId, orderNo, status, payable: price.payable, paidAt, updatedAt }));
  }
  return prices;
}

const paidNote = (pay: 'balance' | 'online', payable: number) => `${pay === 'balance' ? '余额支付' : '在线支付'} ${formatFen(payable)}`;

function noteOf(spec: SeedShopOrder, step: PlacedStep, payable: number, previous: OrderStatus): string {
  const { status, refunded } = step;
  if (step.autoConfirmed) return deadlineNotes.autoConfirmed;
  const pay = spec.pay ?? 'online';
  switch (status) {
    case '生产中':
    case '待发货':
      return paidNote(pay, payable);
    case '已发货':
      return spec.kind === 'customized' ? '生产完成，工厂已发货' : '仓库已发货';
    case '已完成':
      return '已确认收货，订单完成';
    case '已取消':
      if (refunded) return `${spec.kind === 'customized' ? '工厂无法按期生产' : '仓库缺货'}，平台取消订单，${formatFen(payable)} ${pay === 'balance' ? '已退回余额' : '已原路退回'}`;
      return previous === '待付款' ? '订单已取消' : '订单已由平台取消';
    default:
      return '订单状态已更新';
  }
}

/** Inserts the orders above with their lines and timelines, marks the coupons they used, and adds the e2e customers' recharges. */
export function insertSeedShopOrders(db: DatabaseSync, at: number): void {
  const order = db.prepare(
    `INSERT INTO orders (order_no, customer_id, shop_id, factory_id, kind, source, status, material_id, goods, discount, member_discount, shipping, payable,
       coupon_id, address, remarks, lead_days, idempotency_key, created_at, updated_at, paid_at, payment_method, pay_by, confirm_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, position, file_id, consumable_id, name, volume, unit_price, quantity, subtotal, manual, breakdown)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  );
  const event = db.prepare('INSERT INTO order_events (order_id, status, note, at) VALUES (?, ?, ?, ?)');
  const couponUse = db.prepare('UPDATE customer_coupons SET used_at = ?, order_no = ? WHERE customer_id = ? AND coupon_id = ?');

  const prices = pricedSeedShopOrders(db, at);
  for (const spec of seedShopOrders) {
    const customer = needed(seedCustomers.find((c) => c.id === spec.customerId), `customer ${spec.customerId}`);
    const { createdAt, orderNo, steps, status, paidAt, updatedAt, payBy, confirmBy } = placed(spec, at);
    const { lines, goods, memberDiscount, discount, shipping, payable, leadDays } = needed(prices.get(spec), `price of ${orderNo}`);
    // As the server stores an order: discount holds every discount, member_discount the level's part of it.
    const result = order.run(
      orderNo, spec.customerId, customer.shopId, customer.usingFactoryId, spec.kind, spec.kind === 'customized' ? 'quotation' : null, status,
      spec.materialId ?? null, goods, discount + memberDiscount, memberDiscount, shipping, payable, spec.couponId ?? null, JSON.stringify(address(spec.customerId)),
      spec.remarks ?? '', leadDays, `seed-shop-order-${orderNo}`, createdAt, updatedAt, paidAt, paidAt === null ? null : (spec.pay ?? 'online'), payBy, confirmBy,
    );
    const orderId = Number(result.lastInsertRowid);
    lines.forEach((line, index) => {
      item.run(orderId, index + 1, line.fileId, line.consumableId, line.name, line.volume, line.unitPrice, line.quantity, line.unitPrice * line.quantity, breakdownColumn(line));
    });
    event.run(orderId, '待付款', '订单已提交，等待付款', createdAt);
    let previous: OrderStatus = '待付款';
    for (const step of steps) {
      event.run(orderId, step.status, noteOf(spec, step, payable, previous), step.at);
      previous = step.status;
    }
    // An order cancelled before payment gave its coupon back; one the platform refunded kept it used.
    const gaveBack = status === '已取消' && paidAt === null;
    if (spec.couponId !== undefined) couponUse.run(gaveBack ? null : createdAt, gaveBack ? null : orderNo, spec.customerId, spec.couponId);
  }

  const flow = db.prepare("INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, 'recharge', ?, NULL, ?)");
  for (const f of seedShopLedger) flow.run(f.customerId, at - f.daysAgo * dayMs, f.amount, f.remark);
}
