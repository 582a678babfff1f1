/**
 * What one customer's unpaid consumable orders may hold of the stock every shop shares. An unpaid
 * order takes its units off sale for everyone until it is paid, cancelled or runs out of time, so
 * a hold has to fit the shop:
 *
 * - at most UNPAID_ORDERS_MAX unpaid consumable orders per customer at once;
 * - for HOLD_COOLDOWN_MS after an unpaid order of an item was cancelled or ran out of time, the
 *   same customer cannot hold that item again (cancelling and ordering again does not renew a hold);
 * - a customer's unpaid orders together hold at most half (rounded up) of an item's units (those
 *   on sale plus those the customer already holds), and never more than UNPAID_UNITS_MAX;
 * - of a scarce item (at most SCARCE_STOCK_MAX on sale) an order that is not backed by the
 *   customer must leave the last LAST_UNITS_KEPT units on sale. An order is backed when the
 *   balance pays it together with the customer's other unpaid orders, and it is not far beyond
 *   what the customer has bought before (at most HISTORY_FACTOR times their largest paid
 *   consumable order, or HISTORY_FLOOR for anyone).
 *
 * Every check reads inside the order's creating transaction, so parallel submissions are judged
 * one after the other.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ConsumableQuote, ConsumableQuoteLine } from '../../src/wire/consumable-orders.ts';
import { UNPAID_UNITS_MAX } from '../../src/lib/orders/order-deadlines.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { HttpError } from '../core/errors.ts';
import { intOf } from '../core/rows.ts';

export const UNPAID_ORDERS_MAX = 5;
export const HOLD_COOLDOWN_MS = 15 * 60 * 1000;
export const SCARCE_STOCK_MAX = 10;
export const LAST_UNITS_KEPT = 2;
export const HISTORY_FACTOR = 3;
/** ¥1,000.00: what any customer may order with their balance before they have a history. */
export const HISTORY_FLOOR = 100_000;

const cooldownMinutes = HOLD_COOLDOWN_MS / 60_000;

export const holdMessages = {
  tooManyOrders: `您已有 ${UNPAID_ORDERS_MAX} 笔未付款的耗材订单，请先支付或取消其中的订单后再下单`,
  cooldown: (name: string, minutesLeft: number) =>
    `「${name}」的未付款订单刚刚取消或超时关闭，${cooldownMinutes} 分钟内不能再次为您保留库存，请 ${minutesLeft} 分钟后再下单`,
  share: (line: Pick<ConsumableQuoteLine, 'name' | 'unit'>, total: number, share: number, held: number) => {
    const already = held > 0 ? `，您的未付款订单中已有 ${held} ${line.unit}` : '';
    return `「${line.name}」共 ${total} ${line.unit}，每位客户的未付款订单最多保留一半（${share} ${line.unit}）${already}。请先支付未付款的订单，或减少数量`;
  },
  cap: (line: Pick<ConsumableQuoteLine, 'name' | 'unit'>, held: number) => {
    const already = held > 0 ? `，您的未付款订单中已有 ${held} ${line.unit}` : '';
    return `「${line.name}」每位客户的未付款订单中最多保留 ${UNPAID_UNITS_MAX} ${line.unit}${already}。请先支付或取消未付款的订单，或减少数量`;
  },
  lastUnits: (line: Pick<ConsumableQuoteLine, 'name' | 'unit' | 'stock'>, why: 'balance' | 'history', room: number) => {
    const reason = why === 'balance' ? '您的余额不足以支付本单（连同其他未付款订单）' : `本单金额超过您以往最大一笔耗材订单的 ${HISTORY_FACTOR} 倍`;
    const most = room > 0 ? `本单最多可订 ${room} ${line.unit}` : '本单暂不能订购';
    const hint = why === 'balance' ? '请充值后再下单，或减少数量' : '请减少数量';
    return `「${line.name}」库存紧张，仅剩 ${line.stock} ${line.unit}；${reason}，最后 ${LAST_UNITS_KEPT} ${line.unit}不能为本单保留，${most}。${hint}`;
  },
} as const;

function numberOf(db: DatabaseSync, sql: string, ...params: Array<number | string>): number {
  const row = db.prepare(sql).get(...params);
  return row === undefined ? 0 : intOf(row, 'n');
}

/** Units of a consumable the customer's unpaid orders hold now. */
export function unpaidUnitsOf(db: DatabaseSync, customerId: number, consumableId: number): number {
  return numberOf(
    db,
    `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.customer_id = ? AND o.kind = 'consumable' AND o.status = '待付款' AND i.consumable_id = ?`,
    customerId,
    consumableId,
  );
}

/** When the customer's last unpaid hold of the item ended by a cancel or a timeout (ms), or 0; a refund of a paid order is no hold. */
function lastReleaseOf(db: DatabaseSync, customerId: number, consumableId: number): number {
  return numberOf(
    db,
    `SELECT COALESCE(MAX(e.at), 0) AS n FROM orders o JOIN order_events e ON e.order_id = o.id AND e.status = '已取消'
     WHERE o.customer_id = ? AND o.kind = 'consumable' AND o.status = '已取消' AND o.paid_at IS NULL
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.consumable_id = ?)`,
    customerId,
    consumableId,
  );
}

/** Why an order of `payable` is not backed by the customer, or null when it is. */
export function unbackedReason(db: DatabaseSync, customerId: number, payable: number): 'balance' | 'history' | null {
  const balance = numberOf(db, 'SELECT balance AS n FROM customers WHERE id = ?', customerId);
  const unpaid = numberOf(db, "SELECT COALESCE(SUM(payable), 0) AS n FROM orders WHERE customer_id = ? AND status = '待付款'", customerId);
  if (balance < unpaid + payable) return 'balance';
  const largest = numberOf(db, "SELECT COALESCE(MAX(payable), 0) AS n FROM orders WHERE customer_id = ? AND kind = 'consumable' AND paid_at IS NOT NULL", customerId);
  return payable > Math.max(HISTORY_FLOOR, HISTORY_FACTOR * largest) ? 'history' : null;
}

/** Half of `total` units, rounded up: the most one customer's unpaid orders may hold. */
export const shareOf = (total: number): number => Math.ceil(total / 2);

/**
 * Throws 409 with the first limit the order would break. Call inside the creating transaction,
 * after the stock check (every line has quantity ≤ stock).
 */
export function assertHoldFits(db: DatabaseSync, customerId: number, quote: Pick<ConsumableQuote, 'lines' | 'payable'>, at: number): void {
  const open = numberOf(db, "SELECT COUNT(*) AS n FROM orders WHERE customer_id = ? AND kind = 'consumable' AND status = '待付款'", customerId);
  if (open >= UNPAID_ORDERS_MAX) throw new HttpError(409, holdMessages.tooManyOrders);
  for (const line of quote.lines) {
    const released = lastReleaseOf(db, customerId, line.consumableId);
    const left = released + HOLD_COOLDOWN_MS - at;
    if (left > 0) throw new HttpError(409, holdMessages.cooldown(line.name, Math.ceil(left / 60_000)));
  }
  let unbacked: 'balance' | 'history' | null | undefined;
  for (const line of quote.lines) {
    const held = unpaidUnitsOf(db, customerId, line.consumableId);
    const total = line.stock + held;
    const share = shareOf(total);
    if (held + line.quantity > share) throw new HttpError(409, holdMessages.share(line, total, share, held));
    if (held + line.quantity > UNPAID_UNITS_MAX) throw new HttpError(409, holdMessages.cap(line, held));
    if (line.stock > SCARCE_STOCK_MAX || line.stock - line.quantity >= LAST_UNITS_KEPT) continue;
    unbacked ??= unbackedReason(db, customerId, quote.payable);
    if (unbacked !== null) throw new HttpError(409, holdMessages.lastUnits(line, unbacked, Math.max(0, line.stock - LAST_UNITS_KEPT)));
  }
}

/** The rules as one sentence, for the API's description. */
export const holdRulesText =
  `每位客户最多 ${UNPAID_ORDERS_MAX} 笔未付款耗材订单；同一耗材的未付款订单取消或超时后 ${cooldownMinutes} 分钟内不能再次预留；` +
  `同一耗材在本人全部未付款订单中合计不超过其库存（在售加本人已预留）的一半（向上取整），且不超过 ${UNPAID_UNITS_MAX} 件；` +
  `在售不超过 ${SCARCE_STOCK_MAX} 件的耗材，最后 ${LAST_UNITS_KEPT} 件只保留给余额足以连同其他未付款订单一起付清、且金额不超过本人以往最大一笔已付耗材订单 ${HISTORY_FACTOR} 倍（或 ${formatFen(HISTORY_FLOOR)}）的订单`;
