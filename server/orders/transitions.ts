/**
 * The moves a customer makes on an order (cancel, confirm receipt, pay) and why a status refuses
 * them. Every move is one conditional UPDATE (`… WHERE status IN (allowed)`): of two racing
 * requests only one can change the row, the other finds it moved and is refused.
 */
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind } from '../../src/wire/order-status.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import { HttpError } from '../core/errors.ts';
import { orderMessages, ownOrderRow } from './store.ts';
import { changesOf, intOf, textOf } from '../core/rows.ts';

export type CustomerMove = 'cancel' | 'confirmReceipt' | 'pay' | 'reorder';

/** The statuses each move starts from (the same as orderActionsFor answers). */
export const movableFrom: Record<CustomerMove, readonly OrderStatus[]> = {
  cancel: ['待报价', '待付款'],
  confirmReceipt: ['已发货'],
  pay: ['待付款'],
  reorder: ['已完成', '已取消'],
};

const paid: readonly OrderStatus[] = ['生产中', '待发货'];

/** A design package is paid and then in force: nothing is shipped and nothing reordered. */
const packageMoves: readonly CustomerMove[] = ['cancel', 'pay'];

/** Whether `move` applies to orders of `kind` at all (in some status). */
export function kindAllows(kind: OrderKind, move: CustomerMove): boolean {
  return kind !== 'package' || packageMoves.includes(move);
}

function packageRefusalOf(move: CustomerMove, status: OrderStatus): string | null {
  if (move === 'confirmReceipt') return '设计套餐订单无需确认收货';
  if (move === 'reorder') return '设计套餐订单不支持再来一单，请重新选购套餐';
  if (move === 'cancel' && status === '已完成') return '设计套餐已付款，不能取消';
  return null;
}

export const timedOutMessages = {
  pay: '订单已超时未支付，已自动取消，本次未扣款。如仍需要，请重新下单',
  cancel: '订单已超时未支付，已自动取消',
} as const;

/**
 * Why `move` is not possible in `status` (one that movableFrom does not allow) for an order of
 * `kind`; `timedOut` when the shop cancelled it for not being paid in time.
 */
export function refusalOf(move: CustomerMove, status: OrderStatus, kind: OrderKind = 'customized', timedOut = false): string {
  const forPackage = kind === 'package' ? packageRefusalOf(move, status) : null;
  if (forPackage !== null) return forPackage;
  if (timedOut && status === '已取消' && (move === 'pay' || move === 'cancel')) return timedOutMessages[move];
  switch (move) {
    case 'cancel':
      if (paid.includes(status)) return '订单已付款，不能取消';
      if (status === '已发货') return '订单已发货，不能取消';
      if (status === '已完成') return '订单已完成，不能取消';
      return '订单已取消，请勿重复操作';
    case 'confirmReceipt':
      if (status === '已完成') return '订单已确认收货，请勿重复操作';
      if (status === '已取消') return '订单已取消，不能确认收货';
      return '订单尚未发货，不能确认收货';
    case 'pay':
      if (status === '待报价') return '订单尚未报价，暂不能付款';
      if (status === '已取消') return '订单已取消，不能付款';
      return '订单已支付，无需重复付款';
    case 'reorder':
      return '订单尚未完成，暂不能再来一单';
  }
}

export interface OrderRef {
  id: number;
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  payable: number;
  customerId: number;
  /** The shop cancelled it for not being paid in time. */
  timedOut: boolean;
}

/** The customer's order by number, or 404 (another customer's order looks like none). */
export function orderRefOf(db: DatabaseSync, customerId: number, orderNo: string): OrderRef {
  const row = ownOrderRow(db, customerId, orderNo, 'SELECT o.id, o.order_no, o.kind, o.status, o.payable, o.cancel_reason FROM orders o');
  return {
    id: intOf(row, 'id'),
    orderNo: textOf(row, 'order_no'),
    kind: OrderKind.parse(textOf(row, 'kind')),
    status: OrderStatus.parse(textOf(row, 'status')),
    payable: intOf(row, 'payable'),
    customerId,
    timedOut: row['cancel_reason'] === 'timeout',
  };
}

/** 409 with the reason unless `move` is possible from the order's status as read. */
export function assertMovable(order: OrderRef, move: CustomerMove): void {
  if (!kindAllows(order.kind, move) || !movableFrom[move].includes(order.status)) throw new HttpError(409, refusalOf(move, order.status, order.kind, order.timedOut));
}

/**
 * Moves the order to `to` if it is still in a status `move` starts from (and, to pay, before its
 * payment deadline: at the deadline the shop's sweep cancels it, and only one of the two can
 * win); otherwise 409 with the reason of the status it is in now. `extra` sets more columns in
 * the same statement.
 */
export function moveOrder(
  db: DatabaseSync,
  order: OrderRef,
  move: CustomerMove,
  to: OrderStatus,
  at: number,
  extra: { paidAt?: number; paymentMethod?: 'balance' | 'online' } = {},
): void {
  if (!kindAllows(order.kind, move)) throw new HttpError(409, refusalOf(move, order.status, order.kind));
  const from = movableFrom[move];
  const result = db
    .prepare(
      `UPDATE orders SET status = ?, updated_at = ?, paid_at = COALESCE(?, paid_at), payment_method = COALESCE(?, payment_method)
       WHERE id = ? AND status IN (${from.map(() => '?').join(', ')}) AND (? = 0 OR pay_by IS NULL OR pay_by > ?)`,
    )
    .run(to, at, extra.paidAt ?? null, extra.paymentMethod ?? null, order.id, ...from, move === 'pay' ? 1 : 0, at);
  if (changesOf(result) === 1) return;
  const now = db.prepare('SELECT status, cancel_reason, pay_by FROM orders WHERE id = ?').get(order.id);
  if (now === undefined) throw new HttpError(404, orderMessages.notFound);
  const status = OrderStatus.parse(textOf(now, 'status'));
  const overdue = move === 'pay' && status === '待付款';
  throw new HttpError(409, overdue ? timedOutMessages.pay : refusalOf(move, status, order.kind, now['cancel_reason'] === 'timeout'));
}

/**
 * The status a paid order moves to: production for customised parts, dispatch for consumables,
 * and done for a design package (it is in force once paid).
 */
export function statusAfterPayment(kind: OrderKind): OrderStatus {
  switch (kind) {
    case 'customized':
      return '生产中';
    case 'consumable':
      return '待发货';
    case 'package':
      return '已完成';
  }
}

/** What the timeline says a paid order became: a design package is shown 生效中 (design/served-status.ts). */
export const paidEventStatus = (kind: OrderKind): OrderStatus => (kind === 'package' ? '生效中' : statusAfterPayment(kind));
