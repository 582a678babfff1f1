/**
 * The growth values of the demo data, earned by the rules of growth-store.ts from what the seed
 * holds: each paid order (and back out for one the platform refunded), the first QQ binding, a
 * profile with both a phone number and an e-mail address. Written after every seeded order, so a
 * customer's growth is exactly the sum of their history (a test checks it) and their level follows.
 *
 * The seeded shop orders are priced at the level their customer held when each was placed
 * (orders/seed-shop-orders.ts): that level follows from the same events, up to that moment, so
 * the events are also offered one order at a time (`paidOrderGrowth`) and summed up to a moment
 * (`growthBefore`).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { GrowthKind } from '../../src/wire/members.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { growthForPayment } from './growth-store.ts';
import { growthRule } from '../users/member-levels.ts';
import { intOf, nullableIntOf, textOf } from '../core/rows.ts';

export interface SeedGrowthEvent {
  customerId: number;
  at: number;
  kind: GrowthKind;
  delta: number;
  orderNo: string | null;
  remark: string;
}

/** What the growth of a paid order needs to know of it. */
export interface PaidOrder {
  customerId: number;
  orderNo: string;
  status: string;
  payable: number;
  paidAt: number;
  /** Its last change: when a refunded one was refunded. */
  updatedAt: number;
}

/** The growth one paid order earned: its payment, and taken back if the platform cancelled it after payment and refunded it. */
export function paidOrderGrowth(order: PaidOrder): SeedGrowthEvent[] {
  const delta = growthForPayment(order.payable);
  if (delta === 0) return [];
  const { customerId, orderNo, payable } = order;
  const payment: SeedGrowthEvent = { customerId, at: order.paidAt, kind: 'payment', delta, orderNo, remark: `订单支付 ${formatFen(payable)}` };
  if (order.status !== '已取消') return [payment];
  return [payment, { customerId, at: order.updatedAt, kind: 'refund', delta: -delta, orderNo, remark: `订单退款 ${formatFen(payable)}` }];
}

/** The growth events of what the database holds so far: complete profiles, QQ bindings and paid orders. */
export function seedGrowthEvents(db: DatabaseSync): SeedGrowthEvent[] {
  const events: SeedGrowthEvent[] = [];
  for (const row of db.prepare('SELECT id, created_at FROM customers WHERE phone IS NOT NULL AND email IS NOT NULL').all()) {
    events.push({ customerId: intOf(row, 'id'), at: intOf(row, 'created_at'), kind: 'profile', delta: growthRule.profileComplete, orderNo: null, remark: '完善手机号与邮箱' });
  }
  for (const row of db.prepare('SELECT customer_id, created_at FROM qq_accounts WHERE customer_id IS NOT NULL').all()) {
    events.push({ customerId: intOf(row, 'customer_id'), at: intOf(row, 'created_at'), kind: 'qqBinding', delta: growthRule.firstQqBinding, orderNo: null, remark: '首次绑定 QQ' });
  }
  for (const row of db.prepare('SELECT customer_id, order_no, status, payable, paid_at, updated_at FROM orders WHERE paid_at IS NOT NULL').all()) {
    events.push(
      ...paidOrderGrowth({
        customerId: intOf(row, 'customer_id'),
        orderNo: textOf(row, 'order_no'),
        status: textOf(row, 'status'),
        payable: intOf(row, 'payable'),
        paidAt: nullableIntOf(row, 'paid_at') ?? 0,
        updatedAt: intOf(row, 'updated_at'),
      }),
    );
  }
  return events;
}

/** The customer's growth from `events` that happened before `at`. */
export function growthBefore(events: readonly SeedGrowthEvent[], customerId: number, at: number): number {
  return events.reduce((sum, event) => (event.customerId === customerId && event.at < at ? sum + event.delta : sum), 0);
}

export function insertSeedGrowth(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO growth_events (customer_id, created_at, kind, delta, order_no, remark) VALUES (?, ?, ?, ?, ?, ?)');
  const events = seedGrowthEvents(db).sort((a, b) => a.at - b.at || a.customerId - b.customerId);
  for (const e of events) insert.run(e.customerId, e.at, e.kind, e.delta, e.orderNo, e.remark);
  db.exec('UPDATE customers SET growth = (SELECT COALESCE(SUM(delta), 0) FROM growth_events g WHERE g.customer_id = customers.id)');
}
