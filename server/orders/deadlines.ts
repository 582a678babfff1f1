/**
 * Orders move on time by themselves: an unpaid order (待付款) that reaches its `pay_by` is
 * cancelled (已取消, cancel_reason 'timeout') with its reserved stock and its coupon given back and
 * no money touched; a shipped order (已发货) that reaches its `confirm_by` confirms its receipt
 * (已完成). Each order is moved in a transaction of its own by a conditional UPDATE, so a sweep
 * can run any number of times, race a payment or a customer's own move, or be killed half way:
 * what it did is whole, what it did not is left for the next sweep.
 *
 * An order waiting for its confirmed price (待报价) that holds a coupon holds it until its `pay_by`
 * too (QUOTE_HOLD_MS from when it was placed): if the factory has not quoted it by then, the order
 * is cancelled (cancel_reason stays NULL: nothing was unpaid) and the coupon given back.
 */
import type { DatabaseSync } from 'node:sqlite';
import { AUTO_CONFIRM_MS, AUTO_CONFIRM_DAYS, PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { changesOf, intOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';

/** How long a 待报价 order holding a coupon waits for the factory's price before it is cancelled. */
export const QUOTE_HOLD_DAYS = 7;
export const QUOTE_HOLD_MS = QUOTE_HOLD_DAYS * 24 * 60 * 60 * 1000;

export const deadlineNotes = {
  timedOut: '超时未支付，订单已自动取消',
  quoteTimedOut: `提交后 ${QUOTE_HOLD_DAYS} 天仍未报价，订单已自动取消，优惠券已退回`,
  couponBack: '优惠券已退回',
  autoConfirmed: `发货 ${AUTO_CONFIRM_DAYS} 天后系统自动确认收货，订单完成`,
} as const;

/**
 * Starts the clock a status has, when an order enters it at `at`: the payment hold of its kind
 * for 待付款, the days to the automatic receipt for 已发货, and for 待报价 with a coupon the days its
 * coupon is held (once: later events of the same wait, such as a new drawing, do not extend it).
 * Other statuses have none.
 */
export function startDeadline(db: DatabaseSync, orderId: number, status: OrderStatus, at: number): void {
  if (status === '待报价') {
    db.prepare("UPDATE orders SET pay_by = ? WHERE id = ? AND status = '待报价' AND coupon_id IS NOT NULL AND pay_by IS NULL").run(at + QUOTE_HOLD_MS, orderId);
  } else if (status === '待付款') {
    db.prepare(
      `UPDATE orders SET pay_by = ? + CASE kind WHEN 'consumable' THEN ? WHEN 'package' THEN ? ELSE ? END WHERE id = ? AND status = '待付款'`,
    ).run(at, PAYMENT_HOLD_MS.consumable, PAYMENT_HOLD_MS.package, PAYMENT_HOLD_MS.customized, orderId);
  } else if (status === '已发货') {
    db.prepare("UPDATE orders SET confirm_by = ? WHERE id = ? AND status = '已发货'").run(at + AUTO_CONFIRM_MS, orderId);
  }
}

/**
 * Gives back what an unpaid order held: its coupon becomes usable again and the stock its
 * consumables reserved goes back on sale. Answers whether a coupon came back.
 */
export function releaseHolds(db: DatabaseSync, order: { id: number; orderNo: string; customerId: number }): boolean {
  const coupon = db.prepare('UPDATE customer_coupons SET used_at = NULL, order_no = NULL WHERE customer_id = ? AND order_no = ?').run(order.customerId, order.orderNo);
  db.prepare(
    `UPDATE consumables SET stock = stock + (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = :order AND i.consumable_id = consumables.id)
     WHERE id IN (SELECT consumable_id FROM order_items WHERE order_id = :order)`,
  ).run({ order: order.id });
  return changesOf(coupon) > 0;
}

function addEvent(db: DatabaseSync, orderId: number, status: OrderStatus, note: string, at: number): void {
  db.prepare('INSERT INTO order_events (order_id, status, note, at) VALUES (?, ?, ?, ?)').run(orderId, status, note, at);
}

/**
 * Cancels the order when `move` (an UPDATE bound to at, id, at) moves it, gives back what it held
 * and writes the note its coupon's return words; answers whether it moved.
 * Joins the caller's transaction, or makes its own.
 */
function cancelOnDeadline(db: DatabaseSync, orderId: number, at: number, move: string, note: (couponBack: boolean) => string): boolean {
  return inTransaction(db, () => {
    if (changesOf(db.prepare(move).run(at, orderId, at)) !== 1) return false;
    const row = db.prepare('SELECT order_no, customer_id FROM orders WHERE id = ?').get(orderId);
    if (row === undefined) throw new Error(`order ${orderId} vanished while it was cancelled`);
    const couponBack = releaseHolds(db, { id: orderId, orderNo: textOf(row, 'order_no'), customerId: intOf(row, 'customer_id') });
    addEvent(db, orderId, '已取消', note(couponBack), at);
    return true;
  });
}

/** Cancels the order if it is still unpaid and its hold ended by `at`; answers whether it did. */
export const cancelIfOverdue = (db: DatabaseSync, orderId: number, at: number): boolean =>
  cancelOnDeadline(
    db,
    orderId,
    at,
    "UPDATE orders SET status = '已取消', cancel_reason = 'timeout', updated_at = ? WHERE id = ? AND status = '待付款' AND pay_by <= ?",
    (couponBack) => (couponBack ? `${deadlineNotes.timedOut}，${deadlineNotes.couponBack}` : deadlineNotes.timedOut),
  );

/**
 * Cancels the order if it still waits for its price and its coupon's hold ended by `at`, giving
 * the coupon back; answers whether it did.
 */
export const cancelIfUnquoted = (db: DatabaseSync, orderId: number, at: number): boolean =>
  cancelOnDeadline(db, orderId, at, "UPDATE orders SET status = '已取消', updated_at = ? WHERE id = ? AND status = '待报价' AND pay_by <= ?", () => deadlineNotes.quoteTimedOut);

/** Confirms the receipt of a shipped order whose days ran out by `at`; answers whether it did. */
export function confirmIfDue(db: DatabaseSync, orderId: number, at: number): boolean {
  return inTransaction(db, () => {
    const moved = db.prepare("UPDATE orders SET status = '已完成', updated_at = ? WHERE id = ? AND status = '已发货' AND confirm_by <= ?").run(at, orderId, at);
    if (changesOf(moved) !== 1) return false;
    addEvent(db, orderId, '已完成', deadlineNotes.autoConfirmed, at);
    return true;
  });
}

export interface SweepResult {
  cancelled: number;
  confirmed: number;
  /** Price holds past their date, forgotten. */
  holds: number;
}

export interface SweepOptions {
  /** Told after each order the sweep moved (and committed), with its number. */
  onMoved?: (orderNo: string) => void;
}

/**
 * Moves every order whose deadline passed by `at`: cancels the unpaid ones, confirms the shipped
 * ones, each in its own transaction; then forgets the price holds that ended.
 */
export function sweepDeadlines(db: DatabaseSync, at: number, options: SweepOptions = {}): SweepResult {
  const result: SweepResult = { cancelled: 0, confirmed: 0, holds: 0 };
  const due = (status: OrderStatus, column: 'pay_by' | 'confirm_by') =>
    db.prepare(`SELECT id, order_no FROM orders WHERE status = ? AND ${column} <= ? ORDER BY ${column}, id`).all(status, at);
  for (const row of due('待付款', 'pay_by')) {
    if (cancelIfOverdue(db, intOf(row, 'id'), at)) {
      result.cancelled += 1;
      options.onMoved?.(textOf(row, 'order_no'));
    }
  }
  // A 待报价 order that held a coupon before its hold had a clock (an older data file, the demo
  // data) gets the full days from the first sweep that finds it.
  db.prepare("UPDATE orders SET pay_by = ? WHERE status = '待报价' AND coupon_id IS NOT NULL AND pay_by IS NULL").run(at + QUOTE_HOLD_MS);
  for (const row of due('待报价', 'pay_by')) {
    if (cancelIfUnquoted(db, intOf(row, 'id'), at)) {
      result.cancelled += 1;
      options.onMoved?.(textOf(row, 'order_no'));
    }
  }
  for (const row of due('已发货', 'confirm_by')) {
    if (confirmIfDue(db, intOf(row, 'id'), at)) {
      result.confirmed += 1;
      options.onMoved?.(textOf(row, 'order_no'));
    }
  }
  result.holds = changesOf(db.prepare('DELETE FROM price_holds WHERE valid_until <= ?').run(at));
  return result;
}

/** The payment deadline of an unpaid order as the wire says it (ISO), or undefined. */
export function payByOf(status: OrderStatus, payBy: number | null): string | undefined {
  return status === '待付款' && payBy !== null ? new Date(payBy).toISOString() : undefined;
}

/** When a shipped order confirms its receipt by itself (ISO), or undefined. */
export function confirmByOf(status: OrderStatus, confirmBy: number | null): string | undefined {
  return status === '已发货' && confirmBy !== null ? new Date(confirmBy).toISOString() : undefined;
}

/**
 * Orders already waiting when deadlines came in were placed without one: each unpaid order gets
 * the longest hold (a day, whatever its kind) and each shipped one its full days to the automatic
 * receipt, from the moment the rule reaches it (`at`): a data file's upgrade (schema step 13 does
 * the same), or the writing of the demo data, whose orders were placed days before it.
 */
export function startWaitingClocks(db: DatabaseSync, at: number): void {
  db.prepare("UPDATE orders SET pay_by = ? WHERE status = '待付款' AND pay_by IS NULL").run(at + WAITING_GRACE_MS);
  db.prepare("UPDATE orders SET confirm_by = ? WHERE status = '已发货' AND confirm_by IS NULL").run(at + AUTO_CONFIRM_MS);
}

/** The grace of an unpaid order that was waiting before deadlines: the longest hold of any kind. */
export const WAITING_GRACE_MS = Math.max(...Object.values(PAYMENT_HOLD_MS));
