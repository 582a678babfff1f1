import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';
import type { OrderKind, OrderStatus } from '../../wire/order-status.ts';
import type { OrderCounts, OrderDetail, OrderPage, Reorder } from '../../wire/orders.ts';

const PATH = '/api/shop-order';
const orderPath = (orderNo: string) => `${PATH}/${encodeURIComponent(orderNo)}`;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** The fields an order row and the detail read first. */
const ORDER = { orderNo: 'string', kind: 'string', status: 'string', title: 'string', itemCount: 'number', payable: 'number', createdAt: 'string', actions: 'object' } as const;

/** The filters both the list and the tab counts take: part of an order number, created in [from, to). */
export interface OrderFilter {
  orderNo?: string;
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

export interface OrderListFilter extends OrderFilter {
  /** Absent: both kinds. */
  kind?: OrderKind;
  status?: OrderStatus;
  page: number;
  size: number;
}

/** GET /api/shop-order: one page of the customer's orders, newest first. */
export const listOrders = (query: OrderListFilter, signal?: AbortSignal) =>
  api<OrderPage>(PATH, { query: { ...query }, ...withSignal(signal), feature: true, expect: isPageOf(ORDER) });

/** GET /api/shop-order/counts: how many orders of a kind are in each status, under the same filter. */
export const fetchOrderCounts = (query: OrderFilter & { kind: OrderKind }, signal?: AbortSignal) =>
  api<OrderCounts>(`${PATH}/counts`, { query: { ...query }, ...withSignal(signal), feature: true, expect: has({ all: 'number', byStatus: 'object' }) });

/** Reports every failure except the statuses the caller shows itself. */
async function reportingExcept<T>(call: Promise<T>, shown: number): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== shown) reportApiError(error);
    throw error;
  }
}

/** GET /api/shop-order/{orderNo}: one order with its lines and timeline. A 404 is the detail's own not-found state. */
export const fetchOrder = (orderNo: string, signal?: AbortSignal) =>
  reportingExcept(api<OrderDetail>(orderPath(orderNo), { quiet: true, ...withSignal(signal), expect: isOrderDetail }), 404);

const isOrderDetail = has({ ...ORDER, lines: 'array', goods: 'number', discount: 'number', shipping: 'number', address: 'object', timeline: 'array' });

/**
 * POST /api/shop-order/{orderNo}/cancel: 待报价/待付款 → 已取消 (the coupon and reserved stock
 * return). A 409 (the status no longer allows it) is shown in the confirmation, not reported.
 */
export const cancelOrder = (orderNo: string) => reportingExcept(api<OrderDetail>(`${orderPath(orderNo)}/cancel`, { method: 'POST', quiet: true, expect: isOrderDetail }), 409);

/** POST /api/shop-order/{orderNo}/confirm-receipt: 已发货 → 已完成; a 409 is shown in the confirmation. */
export const confirmReceipt = (orderNo: string) =>
  reportingExcept(api<OrderDetail>(`${orderPath(orderNo)}/confirm-receipt`, { method: 'POST', quiet: true, expect: isOrderDetail }), 409);

/** GET /api/shop-order/{orderNo}/reorder: the order's items as they can be ordered today. */
export const fetchReorder = (orderNo: string) => api<Reorder>(`${orderPath(orderNo)}/reorder`, { expect: has({ kind: 'string', items: 'array', missing: 'array' }) });
