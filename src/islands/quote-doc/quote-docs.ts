import type { QuotationDraft, QuotationShare, QuoteDocument, SavedQuotation, SavedQuotationPage, SaveQuotation, SharedQuotation } from '../../wire/quote-docs.ts';
import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';

const SAVED = '/api/shop-quotation/saved';
const savedPath = (quoteNo: string) => `${SAVED}/${encodeURIComponent(quoteNo)}`;
const sharedPath = (token: string) => `/api/shop-quotation/shared/${encodeURIComponent(token)}`;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/**
 * Reports every failure except the statuses the page shows as its own state: a link that opens
 * nothing (404, which a backend without quotation documents answers too) or 501.
 */
async function reportingExcept<T>(call: Promise<T>, shown: readonly number[]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && !error.notOffered && !shown.includes(error.status ?? 0)) reportApiError(error);
    throw error;
  }
}

/** The fields the printed document reads. */
const DOCUMENT = {
  number: 'string',
  issuedAt: 'string',
  validUntil: 'string',
  expired: 'boolean',
  shop: 'object',
  customer: 'object',
  lines: 'array',
  goods: 'number',
  memberDiscount: 'number',
  discount: 'number',
  shipping: 'number',
  payable: 'number',
  payableInWords: 'string',
  remarks: 'string',
} as const;
const isDocument = has(DOCUMENT);
const isSaved = (body: unknown) => has({ quoteNo: 'string', status: 'string', document: 'object' })(body) && isDocument((body as { document: unknown }).document);
const isDraft = has({
  quoteNo: 'string',
  draftId: 'string',
  items: 'array',
  copied: 'boolean',
});

/**
 * POST /api/shop-quotation/saved: saves the quotation draft as a document the server prices
 * itself. Not every backend has it: a 404/501 answers `notOffered`, which the page says in place.
 */
export const saveQuotation = (body: SaveQuotation) =>
  api<SavedQuotation>(SAVED, {
    method: 'POST',
    body: { ...body },
    feature: true,
    expect: isSaved,
  });

/** GET /api/shop-quotation/saved: the customer's saved quotations, newest first (a feature's list call). */
export const listSavedQuotations = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<SavedQuotationPage>(SAVED, {
    query: { ...query },
    ...withSignal(signal),
    feature: true,
    expect: isPageOf({
      quoteNo: 'string',
      status: 'string',
      title: 'string',
      payable: 'number',
      createdAt: 'string',
      validUntil: 'string',
      shared: 'boolean',
    }),
  });

/** GET /api/shop-quotation/saved/{quoteNo}: one of the customer's quotations with its document. */
export const fetchSavedQuotation = (quoteNo: string, signal?: AbortSignal) =>
  reportingExcept(
    api<SavedQuotation>(savedPath(quoteNo), {
      ...withSignal(signal),
      quiet: true,
      expect: isSaved,
    }),
    [404, 501],
  );

/** DELETE /api/shop-quotation/saved/{quoteNo}: the share link stops working with it. */
export const deleteSavedQuotation = (quoteNo: string) => api<null>(savedPath(quoteNo), { method: 'DELETE' });

/** POST /api/shop-quotation/saved/{quoteNo}/share: the token colleagues of the same shop open it by (the same while shared). */
export const shareQuotation = (quoteNo: string) =>
  api<QuotationShare>(`${savedPath(quoteNo)}/share`, {
    method: 'POST',
    expect: has({ token: 'string', sharedAt: 'string' }),
  });

/** DELETE /api/shop-quotation/saved/{quoteNo}/share: the old link answers 404 from now on. */
export const unshareQuotation = (quoteNo: string) => api<null>(`${savedPath(quoteNo)}/share`, { method: 'DELETE' });

/**
 * GET /api/shop-quotation/shared/{token}: a colleague's shared quotation, read-only. A 404 (an
 * unknown or withdrawn link, or a reader of another shop) is the page's own refusal, not reported.
 */
export const fetchSharedQuotation = (token: string, signal?: AbortSignal) =>
  reportingExcept(
    api<SharedQuotation>(sharedPath(token), {
      ...withSignal(signal),
      quiet: true,
      expect: (body) =>
        has({
          quoteNo: 'string',
          mine: 'boolean',
          sharedBy: 'string',
          document: 'object',
        })(body) && isDocument((body as { document: unknown }).document),
    }),
    [404, 501],
  );

/**
 * GET /api/shop-order/{orderNo}/quotation: the document of an order (its amounts as ordered). A
 * 404 (not the customer's order) and 409 (a professional order not priced yet) are the page's own.
 */
export const fetchOrderQuotation = (orderNo: string, signal?: AbortSignal) =>
  reportingExcept(api<QuoteDocument>(`/api/shop-order/${encodeURIComponent(orderNo)}/quotation`, { ...withSignal(signal), quiet: true, expect: isDocument }), [404, 409, 501]);

/** POST …/saved/{quoteNo}/draft: the customer's own quotation as a new quotation draft `draftId`. */
export const draftFromSavedQuotation = (quoteNo: string, draftId: string) =>
  api<QuotationDraft>(`${savedPath(quoteNo)}/draft`, {
    method: 'POST',
    body: { draftId },
    expect: isDraft,
  });

/** POST …/shared/{token}/draft: a colleague's quotation as a new draft of the reader's, its files copied into their name. */
export const draftFromSharedQuotation = (token: string, draftId: string) =>
  api<QuotationDraft>(`${sharedPath(token)}/draft`, {
    method: 'POST',
    body: { draftId },
    expect: isDraft,
  });
