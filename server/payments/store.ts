/**
 * Paying a 待付款 order: from the balance, or through the simulated online gateway. Each way moves
 * the order on with the conditional UPDATE of order-transitions.ts inside one transaction, so an
 * order is paid — and charged — once however many tabs, clicks or replays try.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { OrderKind } from '../../src/wire/order-status.ts';
import type { OrderDetail } from '../../src/wire/orders.ts';
import { PaidVia, PaymentAttemptStatus, PaymentMethod, type OnlinePayment, type PaymentMethods, type PaymentStatus } from '../../src/wire/payments.ts';
import { onlineMethodsOf, type OnlinePayments } from './providers/provider.ts';
import { bankTransferStateOf } from '../bank-transfer/store.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { inTransaction } from '../core/transaction.ts';
import { addPaymentGrowth } from '../ledger/growth-store.ts';
import { HttpError } from '../core/errors.ts';
import { findOrderDetail } from '../orders/detail.ts';
import { addOrderEvent } from '../orders/store.ts';
import { cancelIfOverdue, payByOf } from '../orders/deadlines.ts';
import { assertMovable, moveOrder, orderRefOf, paidEventStatus, refusalOf, statusAfterPayment, type OrderRef } from '../orders/transitions.ts';
import { changesOf, intOf, isoOf, nullableIntOf, nullableIsoOf, nullableTextOf, textOf } from '../core/rows.ts';
import { servedStatusSql } from '../design/served-status.ts';

export const paymentMessages = {
  attemptNotFound: '支付单不存在或已失效',
  paidElsewhere: '订单已支付，本次未扣款',
  cancelledMeanwhile: '订单已取消，本次未扣款',
  timedOut: '订单已超时未支付，已自动取消，本次未扣款',
  gatewayFailed: '模拟支付失败：支付渠道返回错误，未扣款',
  gatewayCancelled: '已取消支付，未扣款',
  paid: '支付成功',
} as const;

export const shortOfBalance = (balance: number, payable: number) => `余额不足：当前余额 ${formatFen(balance)}，需支付 ${formatFen(payable)}`;

const ledgerKinds: Record<OrderKind, string> = { customized: '定制订单', consumable: '耗材订单', package: '设计套餐' };

/** What the ledger says the money went to, like the seeded entries. */
function ledgerRemark(db: DatabaseSync, order: OrderRef): string {
  const first = db.prepare('SELECT name FROM order_items WHERE order_id = ? ORDER BY position LIMIT 1').get(order.id);
  const title = first === undefined ? order.orderNo : textOf(first, 'name');
  return `${ledgerKinds[order.kind]}支付：${title}`;
}

/**
 * Pays the order from the balance: checks 待付款 and balance ≥ payable, deducts, writes the 支付
 * ledger entry and moves the order on, all in one transaction (a refusal changes nothing).
 */
export function payWithBalance(db: DatabaseSync, customerId: number, orderNo: string, at: number): OrderDetail {
  settleOverdue(db, customerId, orderNo, at);
  inTransaction(db, () => {
    const order = orderRefOf(db, customerId, orderNo);
    assertMovable(order, 'pay');
    const customer = db.prepare('SELECT balance FROM customers WHERE id = ?').get(customerId);
    const balance = customer === undefined ? 0 : intOf(customer, 'balance');
    if (balance < order.payable) throw new HttpError(409, shortOfBalance(balance, order.payable));
    moveOrder(db, order, 'pay', statusAfterPayment(order.kind), at, { paidAt: at, paymentMethod: 'balance' });
    if (order.payable > 0) {
      const deducted = db.prepare('UPDATE customers SET balance = balance - ? WHERE id = ? AND balance >= ?').run(order.payable, customerId, order.payable);
      // Checked above in this same transaction.
      if (changesOf(deducted) !== 1) throw new Error(`balance of customer ${customerId} changed inside the payment`);
      db.prepare("INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, 'payment', ?, ?, ?)").run(
        customerId,
        at,
        -order.payable,
        order.orderNo,
        ledgerRemark(db, order),
      );
    }
    addOrderEvent(db, order.id, paidEventStatus(order.kind), `余额支付 ${formatFen(order.payable)}`, at);
    addPaymentGrowth(db, customerId, order.orderNo, order.payable, at);
  });
  return findOrderDetail(db, customerId, orderNo);
}

/**
 * An unpaid order whose deadline passed before the sweep reached it is cancelled now, in a
 * transaction of its own, so the payment that follows is refused with the reason and the
 * cancellation stays.
 */
function settleOverdue(db: DatabaseSync, customerId: number, orderNo: string, at: number): void {
  cancelIfOverdue(db, orderRefOf(db, customerId, orderNo).id, at);
}

/** Opens an attempt at the simulated gateway for a 待付款 order; the browser goes to payUrl. */
export function openOnlinePayment(db: DatabaseSync, customerId: number, orderNo: string, at: number): OnlinePayment {
  settleOverdue(db, customerId, orderNo, at);
  return inTransaction(db, () => {
    const order = orderRefOf(db, customerId, orderNo);
    assertMovable(order, 'pay');
    const paymentId = randomBytes(18).toString('base64url');
    db.prepare("INSERT INTO payments (id, order_id, customer_id, method, status, created_at) VALUES (?, ?, ?, 'online', 'pending', ?)").run(
      paymentId,
      order.id,
      customerId,
      at,
    );
    return { paymentId, payUrl: `/api/mock-pay/${paymentId}` };
  });
}

/** What an attempt pays for: an order, or a balance top-up (recharges/store.ts). */
export type GatewaySubject = 'order' | 'recharge';

/** The gateway's view of an attempt: what the page shows. */
export interface GatewayAttempt {
  id: string;
  kind: GatewaySubject;
  /** The order's or the top-up's number. */
  no: string;
  payable: number;
  status: PaymentAttemptStatus;
  message: string;
}

/** An attempt by its id, or null (unknown ids and malformed ones alike). */
export function findAttempt(db: DatabaseSync, paymentId: string): GatewayAttempt | null {
  const row = db
    .prepare('SELECT p.id, p.status, p.message, o.order_no, o.payable FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?')
    .get(paymentId);
  if (row === undefined) return null;
  return {
    id: textOf(row, 'id'),
    kind: 'order',
    no: textOf(row, 'order_no'),
    payable: intOf(row, 'payable'),
    status: PaymentAttemptStatus.parse(textOf(row, 'status')),
    message: textOf(row, 'message'),
  };
}

/** The newest gateway attempt of an order (`payments`) or a top-up (`recharge_payments`), as the status answers show it; null before any. */
export function lastAttemptOf(
  db: DatabaseSync,
  attempts: 'payments' | 'recharge_payments',
  subjectId: number,
): { status: PaymentAttemptStatus; at: string; message: string } | null {
  const subject = attempts === 'payments' ? 'order_id' : 'recharge_id';
  const attempt = db
    .prepare(`SELECT status, message, COALESCE(settled_at, created_at) AS at FROM ${attempts} WHERE ${subject} = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`)
    .get(subjectId);
  return attempt === undefined ? null : { status: PaymentAttemptStatus.parse(textOf(attempt, 'status')), at: isoOf(attempt, 'at'), message: textOf(attempt, 'message') };
}

export type GatewayOutcome = 'pay' | 'fail' | 'cancel';

/**
 * Settles a pending attempt as the customer chose at the gateway and answers its order number.
 * 'pay' moves a 待付款 order on (no balance involved); an order paid or cancelled meanwhile
 * makes the attempt fail and charges nothing. A settled attempt stays as it is.
 */
export function settleAttempt(db: DatabaseSync, paymentId: string, outcome: GatewayOutcome, at: number): string | null {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT p.status, p.customer_id, o.order_no FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?').get(paymentId);
    if (row === undefined) return null;
    const orderNo = textOf(row, 'order_no');
    if (textOf(row, 'status') !== 'pending') return orderNo;
    let status: PaymentAttemptStatus = outcome === 'cancel' ? 'cancelled' : 'failed';
    let message: string = outcome === 'cancel' ? paymentMessages.gatewayCancelled : paymentMessages.gatewayFailed;
    if (outcome === 'pay') {
      const customerId = intOf(row, 'customer_id');
      // Paid at the gateway after the deadline: the order is cancelled and nothing is charged.
      cancelIfOverdue(db, orderRefOf(db, customerId, orderNo).id, at);
      const order = orderRefOf(db, customerId, orderNo);
      if (order.status === '待付款') {
        const next = statusAfterPayment(order.kind);
        moveOrder(db, order, 'pay', next, at, { paidAt: at, paymentMethod: 'online' });
        db.prepare("UPDATE orders SET paid_via = 'mock' WHERE id = ?").run(order.id);
        addOrderEvent(db, order.id, paidEventStatus(order.kind), `在线支付 ${formatFen(order.payable)}`, at);
        addPaymentGrowth(db, intOf(row, 'customer_id'), order.orderNo, order.payable, at);
        status = 'paid';
        message = paymentMessages.paid;
      } else {
        message = order.status === '已取消' ? (order.timedOut ? paymentMessages.timedOut : paymentMessages.cancelledMeanwhile) : order.status === '待报价' ? refusalOf('pay', order.status, order.kind) : paymentMessages.paidElsewhere;
      }
    }
    db.prepare("UPDATE payments SET status = ?, message = ?, settled_at = ? WHERE id = ? AND status = 'pending'").run(status, message, at, paymentId);
    return orderNo;
  });
}

/** What the payment result page shows, from the server's data only. */
export function paymentStatusOf(db: DatabaseSync, customerId: number, orderNo: string): PaymentStatus {
  const order = orderRefOf(db, customerId, orderNo);
  const row = db.prepare(`SELECT o.paid_at, o.payment_method, o.paid_via, o.pay_by, ${servedStatusSql('o')} AS status FROM orders o WHERE o.id = ?`).get(order.id);
  const paidAt = row === undefined ? null : nullableIsoOf(row, 'paid_at');
  const method = row === undefined ? null : nullableTextOf(row, 'payment_method');
  const status = row === undefined ? order.status : OrderStatus.parse(textOf(row, 'status'));
  const payBy = row === undefined ? undefined : payByOf(status, nullableIntOf(row, 'pay_by'));
  return {
    orderNo: order.orderNo,
    kind: order.kind,
    status,
    payable: order.payable,
    paid: paidAt !== null,
    paidAt,
    method: method === null ? null : PaymentMethod.parse(method),
    via: row === undefined ? null : viaOf(nullableTextOf(row, 'paid_via'), method),
    lastAttempt: lastAttemptOf(db, 'payments', order.id),
    ...(payBy === undefined ? {} : { payBy }),
    ...(order.timedOut && status === '已取消' ? { cancelReason: 'timeout' as const } : {}),
  };
}

/** Where a paid order's money came from; orders paid online before providers existed went through the simulated gateway. */
function viaOf(paidVia: string | null, method: string | null): PaidVia | null {
  if (paidVia !== null) return PaidVia.parse(paidVia);
  return method === 'online' ? 'mock' : null;
}

/** The ways the shop offers to pay this order of the customer's (404 for another's). */
export function paymentMethodsOf(deps: { db: DatabaseSync; simulations: boolean; online: OnlinePayments }, customerId: number, orderNo: string): PaymentMethods {
  const order = orderRefOf(deps.db, customerId, orderNo);
  return {
    balance: true,
    simulated: deps.simulations,
    online: onlineMethodsOf(deps.online),
    bankTransfer: bankTransferStateOf(deps.db, customerId, order.orderNo).offered,
  };
}
