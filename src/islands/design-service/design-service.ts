import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, hasRecordsOf, isPageOf } from '../../core/shapes.ts';
import type { OrderDetail } from '../../wire/orders.ts';
import type { CreatePackageOrder, DesignPackageList, PackageOrderPage } from '../../wire/design-packages.ts';
import type { CreateDesignOrder, DesignOrder, DesignOrderPage, DesignStatus, MyDesignPage, ReviseDesignOrder } from '../../wire/design-requests.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const designOrderPath = (requestNo: string) => `/api/shop-design-order/${encodeURIComponent(requestNo)}`;

/** Reports every failure except the statuses the caller shows itself. */
async function reportingExcept<T>(call: Promise<T>, shown: readonly number[]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && (error.status === null || !shown.includes(error.status))) reportApiError(error);
    throw error;
  }
}

/** GET /api/shop-design-package: every package on sale, cheapest first (no login needed). */
export const listDesignPackages = (signal?: AbortSignal) =>
  api<DesignPackageList>('/api/shop-design-package', {
    ...withSignal(signal),
    feature: true,
    expect: hasRecordsOf(PACKAGE),
  });

const PACKAGE = { id: 'number', name: 'string', price: 'number', summary: 'string', scope: 'array', requests: 'number', revisions: 'number', deliveryDays: 'number' } as const;
const DESIGN_ORDER = { requestNo: 'string', packageOrderNo: 'string', packageName: 'string', title: 'string', status: 'string', actions: 'object' } as const;

/** POST /api/shop-design-package-order: a 待付款 package order; the same key again answers that order. */
export const createPackageOrder = (body: CreatePackageOrder) =>
  api<OrderDetail>('/api/shop-design-package-order', { method: 'POST', body: { ...body }, expect: has({ orderNo: 'string', payable: 'number', status: 'string' }) });

/**
 * GET /api/shop-design-package-order: the customer's package orders, newest first. With
 * `orderNo` the page holding that order instead of `page` (its number in the answer's `page`).
 */
export const listPackageOrders = (query: { page: number; size: number; orderNo?: string }, signal?: AbortSignal) =>
  api<PackageOrderPage>('/api/shop-design-package-order', {
    query: { ...query },
    ...withSignal(signal),
    feature: true,
    expect: isPageOf({ orderNo: 'string', packageId: 'number', packageName: 'string', payable: 'number', status: 'string', requestsRemaining: 'number' }),
  });

/** GET /api/shop-design-order: the customer's design requests, newest first, of one status or all. */
export const listDesignOrders = (query: { page: number; size: number; status?: DesignStatus }, signal?: AbortSignal) =>
  api<DesignOrderPage>('/api/shop-design-order', { query: { ...query }, ...withSignal(signal), feature: true, expect: isPageOf(DESIGN_ORDER) });

/** GET /api/shop-design-order/{requestNo}. A 404 (not this customer's) is the detail's own not-found state. */
export const fetchDesignOrder = (requestNo: string, signal?: AbortSignal) =>
  reportingExcept(api<DesignOrder>(designOrderPath(requestNo), { quiet: true, ...withSignal(signal), expect: has({ ...DESIGN_ORDER, deliveries: 'array', timeline: 'array' }) }), [404]);

/**
 * POST /api/shop-design-order: a design request with a paid package that has requests left.
 * A 409 (no requests left, package not paid) is shown next to the form, not reported.
 */
export const createDesignOrder = (body: CreateDesignOrder) =>
  reportingExcept(api<DesignOrder>('/api/shop-design-order', { method: 'POST', body: { ...body }, quiet: true }), [409]);

/** POST /api/shop-design-order/{requestNo}/confirm: 待确认 → 已完成; a 409 is shown in the confirmation. */
export const confirmDesignOrder = (requestNo: string) =>
  reportingExcept(api<DesignOrder>(`${designOrderPath(requestNo)}/confirm`, { method: 'POST', quiet: true }), [409]);

/** POST /api/shop-design-order/{requestNo}/revise: 待确认 → 设计中 with one revision used; a 409 is shown in the form. */
export const reviseDesignOrder = (requestNo: string, body: ReviseDesignOrder) =>
  reportingExcept(api<DesignOrder>(`${designOrderPath(requestNo)}/revise`, { method: 'POST', body: { ...body }, quiet: true }), [409]);

/** GET /api/shop-design-order/mine: package orders and design requests together, newest first. */
export const listMyDesignOrders = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<MyDesignPage>('/api/shop-design-order/mine', { query: { ...query }, ...withSignal(signal), feature: true, expect: isPageOf({ kind: 'string', no: 'string', title: 'string', status: 'string' }) });
