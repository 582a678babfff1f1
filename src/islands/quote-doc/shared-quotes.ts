import type { SharedQuotationPage } from '../../wire/quote-docs.ts';
import { api } from '../../core/http.ts';
import { isPageOf } from '../../core/shapes.ts';

/**
 * GET /api/shop-quotation/shared: the quotations colleagues of the same shop share with the
 * reader, each with the token its link opens (a feature's list call: a backend without it answers
 * `notOffered`, and the page leaves the list out).
 */
export const listSharedWithMe = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<SharedQuotationPage>('/api/shop-quotation/shared', {
    query: { ...query },
    ...(signal ? { signal } : {}),
    feature: true,
    expect: isPageOf({ quoteNo: 'string', status: 'string', title: 'string', payable: 'number', token: 'string', sharedBy: 'string', sharedAt: 'string', validUntil: 'string' }),
  });
