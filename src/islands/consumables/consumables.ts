import type { Consumable, ConsumableListQuery, ConsumablePage } from '../../wire/consumables.ts';
import { ApiError } from '../../core/errors.ts';
import { reportApiError } from '../../core/shell/error-bus.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';
import type { ConsumableQuote, ConsumableQuoteRequest, CreateConsumableOrder } from '../../wire/consumable-orders.ts';
import type { OrderDetail } from '../../wire/orders.ts';

/** GET /api/shop-consumable: one page of the catalogue, filtered, searched and sorted. */
export const listConsumables = (query: ConsumableListQuery = {}, signal?: AbortSignal) =>
  api<ConsumablePage>('/api/shop-consumable', { query: { ...query }, ...(signal ? { signal } : {}), feature: true, expect: isPageOf(CONSUMABLE) });

/** The fields the catalogue, the detail page and the checkout read first. */
const CONSUMABLE = { id: 'number', name: 'string', spec: 'string', unit: 'string', price: 'number', stock: 'number', images: 'array' } as const;

/** GET /api/shop-consumable/{id}: one consumable; 404 `耗材不存在`. */
export const fetchConsumable = (id: number, signal?: AbortSignal) =>
  api<Consumable>(`/api/shop-consumable/${id}`, { ...(signal ? { signal } : {}), expect: has(CONSUMABLE) });

/** The server's price of a cart: lines with stock, goods, discount, shipping and payable. */
export const priceConsumables = (request: ConsumableQuoteRequest, signal?: AbortSignal) =>
  api<ConsumableQuote>('/api/shop-consumable-order/price', {
    method: 'POST',
    body: { ...request },
    ...(signal ? { signal } : {}),
    expect: has({ lines: 'array', goods: 'number', discount: 'number', shipping: 'number', payable: 'number' }),
  });

/**
 * Creates the consumable order (201), or answers the order an earlier request with the same
 * idempotency key created (200). A 409 (price changed, out of stock) is shown by the checkout
 * itself, next to the figures or the line it concerns, so it is not reported; every other
 * failure is.
 */
export async function createConsumableOrder(order: CreateConsumableOrder): Promise<OrderDetail> {
  try {
    return await api<OrderDetail>('/api/shop-order/consumable', { method: 'POST', body: { ...order }, quiet: true, expect: has({ orderNo: 'string', payable: 'number' }) });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 409) reportApiError(error);
    throw error;
  }
}

/** Where an image path of a consumable (served by the API) is loaded from. */
export const consumableImageUrl = (path: string) => `${import.meta.env.PUBLIC_API_BASE ?? ''}${path}`;

/** Tells the notifier about a 409 the checkout could not explain (not stock, not price), so its message is shown. */
export const reportConsumableConflict = (error: ApiError): void => reportApiError(error);
