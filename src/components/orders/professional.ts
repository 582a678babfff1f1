import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';
import type { CreateProfessionalOrder, OrderDrawings, ProfessionalOrderPage, ProfessionalOrderSummary } from '../../wire/professional-orders.ts';

const PATH = '/api/shop-professional-order';
/** /api/shop-professional-order/{orderNo}, the number as one path segment. */
export const orderPath = (orderNo: string) => `${PATH}/${encodeURIComponent(orderNo)}`;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const SUMMARY = { orderNo: 'string', status: 'string', requirements: 'string', quantity: 'number', expectedDate: 'string', fileCount: 'number', createdAt: 'string' } as const;

/** GET /api/shop-professional-order: one page of the customer's professional orders, newest first. */
export const listProfessionalOrders = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<ProfessionalOrderPage>(PATH, { query: { ...query }, ...withSignal(signal), feature: true, expect: isPageOf(SUMMARY) });

/**
 * POST /api/shop-professional-order: creates the order in 待报价 (201), or answers the order an
 * earlier request with the same idempotency key created (200).
 */
export const createProfessionalOrder = (order: CreateProfessionalOrder) => api<ProfessionalOrderSummary>(PATH, { method: 'POST', body: { ...order }, expect: has(SUMMARY) });

const hasOrder = (body: unknown) => typeof body === 'object' && body !== null && 'order' in body && has(SUMMARY)(body.order);

/**
 * GET /api/shop-professional-order/{orderNo}/drawings: the order and its drawings. A 404 (no such
 * order of this customer) is the page's own not-found state, so only other failures are reported.
 */
export async function fetchOrderDrawings(orderNo: string, signal?: AbortSignal): Promise<OrderDrawings> {
  try {
    return await api<OrderDrawings>(`${orderPath(orderNo)}/drawings`, { ...withSignal(signal), quiet: true, expect: (body) => has({ order: 'object', drawings: 'array' })(body) && hasOrder(body) });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) reportApiError(error);
    throw error;
  }
}
