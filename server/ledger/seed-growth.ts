/**
 * The growth values of the demo data, earned by the rules of growth-store.ts from what the seed
 * holds: each paid order (and back out for one the platform refunded), the first QQ binding, a
 * profile with both a phone number and an e-mail address. Written after every seeded order, so a
 * customer's growth is exactly the sum of their history (a test checks it) and their level follows.
 */
import type { DatabaseSync } from 'node:sqlite';
import { formatFen } from '../../src/lib/money.ts';
import { growthForPayment } from './growth-store.ts';
import { growthRule } from '../users/member-levels.ts';
import { intOf, nullableIntOf, textOf } from '../core/rows.ts';

export function insertSeedGrowth(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO growth_events (customer_id, created_at, kind, delta, order_no, remark) VALUES (?, ?, ?, ?, ?, ?)');
  const events: Array<[customerId: number, at: number, kind: string, delta: number, orderNo: string | null, remark: string]> = [];

  for (const row of db.prepare('SELECT id, created_at FROM customers WHERE phone IS NOT NULL AND email IS NOT NULL').all()) {
    events.push([intOf(row, 'id'), intOf(row, 'created_at'), 'profile', growthRule.profileComplete, null, '完善手机号与邮箱']);
  }
  for (const row of db.prepare('SELECT customer_id, created_at FROM qq_accounts WHERE customer_id IS NOT NULL').all()) {
    events.push([intOf(row, 'customer_id'), intOf(row, 'created_at'), 'qqBinding', growthRule.firstQqBinding, null, '首次绑定 QQ']);
  }
  for (const row of db.prepare('SELECT customer_id, order_no, status, payable, paid_at, updated_at FROM orders WHERE paid_at IS NOT NULL').all()) {
    const customerId = intOf(row, 'customer_id');
    const orderNo = textOf(row, 'order_no');
    const payable = intOf(row, 'payable');
    const delta = growthForPayment(payable);
    if (delta === 0) continue;
    events.push([customerId, nullableIntOf(row, 'paid_at') ?? 0, 'payment', delta, orderNo, `订单支付 ${formatFen(payable)}`]);
    // The platform cancelled it after payment and refunded it: its growth went back.
    if (textOf(row, 'status') === '已取消') events.push([customerId, intOf(row, 'updated_at'), 'refund', -delta, orderNo, `订单退款 ${formatFen(payable)}`]);
  }

  for (const event of events.sort((a, b) => a[1] - b[1] || a[0] - b[0])) insert.run(...event);
  db.exec('UPDATE customers SET growth = (SELECT COALESCE(SUM(delta), 0) FROM growth_events g WHERE g.customer_id = customers.id)');
}
