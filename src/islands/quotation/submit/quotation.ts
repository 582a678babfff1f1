import { ApiError } from '../../../core/errors.ts';
import { reportApiError } from '../../../core/shell/error-bus.ts';
import type { CreateCustomizedOrder, CustomizedOrder } from '../../../wire/orders.ts';
import type { Quote, QuoteRequest } from '../../../wire/quotes.ts';
import { api } from '../../../core/http.ts';
import { has } from '../../../core/shapes.ts';

/** The server's price of a quotation, from its own measurement of the files and the catalogue. */
export const priceQuote = (request: QuoteRequest, signal?: AbortSignal) =>
  api<Quote>('/api/shop-quotation/price', { method: 'POST', body: { ...request }, ...(signal ? { signal } : {}), expect: isQuote });

const isQuote = has({ materialId: 'number', lines: 'array', goods: 'number', discount: 'number', shipping: 'number', payable: 'number', manual: 'boolean', leadDays: 'number' });
const isCustomizedOrder = has({ orderNo: 'string', status: 'string', lines: 'array', goods: 'number', payable: 'number' });

/**
 * Creates the customised order (201), or answers the order an earlier request with the same
 * idempotency key created (200). A 409 means the price differs from `expectedPayable`: the
 * caller shows the new price instead of an error, so it is not reported; every other failure is.
 */
export async function createCustomizedOrder(order: CreateCustomizedOrder): Promise<CustomizedOrder> {
  try {
    return await api<CustomizedOrder>('/api/shop-order/customized', { method: 'POST', body: { ...order }, quiet: true, expect: isCustomizedOrder });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 409) reportApiError(error);
    throw error;
  }
}

export const fetchCustomizedOrder = (orderNo: string, signal?: AbortSignal) =>
  api<CustomizedOrder>(`/api/shop-order/customized/${encodeURIComponent(orderNo)}`, { ...(signal ? { signal } : {}), expect: isCustomizedOrder });

/** Tells the notifier about a 409 that turned out not to be a price change, so its message is shown. */
export const reportOrderConflict = (error: ApiError): void => reportApiError(error);
