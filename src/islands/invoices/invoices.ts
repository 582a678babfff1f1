import type {
  CreateInvoiceRequest,
  InvoiceableOrderPage,
  InvoiceableOrderQuery,
  InvoiceRequest,
  InvoiceRequestPage,
  InvoiceStatus,
  InvoiceTitle,
  InvoiceTitleInput,
  InvoiceTitleList,
} from '../../wire/invoices.ts';
import { files } from '../../components/uploader/file-transport.ts';
import { api } from '../../core/http.ts';
import { has, hasRecordsOf, isPageOf } from '../../core/shapes.ts';

const PATH = '/api/shop-invoice';
const requestPath = (requestNo: string) => `${PATH}/${encodeURIComponent(requestNo)}`;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

const REQUEST = {
  requestNo: 'string',
  type: 'string',
  status: 'string',
  title: 'string',
  taxNo: 'string',
  amount: 'number',
  orders: 'array',
  createdAt: 'string',
} as const;
const TITLE = {
  id: 'number',
  title: 'string',
  taxNo: 'string',
  bankName: 'string',
  bankAccount: 'string',
  address: 'string',
  phone: 'string',
} as const;
const isTitleList = (body: unknown) => hasRecordsOf(TITLE)(body) && has({ limit: 'number' })(body);

/**
 * GET /api/shop-invoice: the customer's invoice requests, newest first. The feature's list call:
 * a backend without invoices answers 404/501, and the pages hide invoicing.
 */
export const listInvoiceRequests = (query: { page: number; size: number; status?: InvoiceStatus }, signal?: AbortSignal) =>
  api<InvoiceRequestPage>(PATH, {
    query: { ...query },
    ...withSignal(signal),
    feature: true,
    expect: isPageOf(REQUEST),
  });

/** GET /api/shop-invoice/orders: the orders that can be invoiced now (paid, in no live request). */
export const listInvoiceableOrders = (query: InvoiceableOrderQuery, signal?: AbortSignal) =>
  api<InvoiceableOrderPage>(`${PATH}/orders`, {
    // Empty filters are left out, so a backend without them answers as before.
    query: { page: query.page, size: query.size, ...(query.kind ? { kind: query.kind } : {}), ...(query.q ? { q: query.q } : {}) },
    ...withSignal(signal),
    feature: true,
    expect: isPageOf({
      orderNo: 'string',
      kind: 'string',
      title: 'string',
      amount: 'number',
      status: 'string',
    }),
  });

/** POST /api/shop-invoice: one request over several paid orders; the same idempotencyKey answers the first request. */
export const createInvoiceRequest = (body: CreateInvoiceRequest) =>
  api<InvoiceRequest>(PATH, {
    method: 'POST',
    body: { ...body },
    expect: has(REQUEST),
  });

/** POST /api/shop-invoice/{requestNo}/cancel: only while 待开票; its orders can be requested again. */
export const cancelInvoiceRequest = (requestNo: string) =>
  api<InvoiceRequest>(`${requestPath(requestNo)}/cancel`, {
    method: 'POST',
    expect: has(REQUEST),
  });

/** GET /api/shop-invoice/{requestNo}/file: the issued invoice's PDF, with the bearer header. */
export const downloadInvoice = (requestNo: string) => files.download(`${requestPath(requestNo)}/file`);

/** GET /api/shop-invoice/titles: the saved titles (发票抬头), newest first. */
export const listInvoiceTitles = (signal?: AbortSignal) =>
  api<InvoiceTitleList>(`${PATH}/titles`, {
    ...withSignal(signal),
    feature: true,
    expect: isTitleList,
  });

/** POST /api/shop-invoice/titles: keeps a title; one with the same tax number is updated instead. */
export const saveInvoiceTitle = (body: InvoiceTitleInput) =>
  api<InvoiceTitle>(`${PATH}/titles`, {
    method: 'POST',
    body: { ...body },
    expect: has(TITLE),
  });

/** DELETE /api/shop-invoice/titles/{id}: answers the titles left. */
export const deleteInvoiceTitle = (id: number) =>
  api<InvoiceTitleList>(`${PATH}/titles/${id}`, {
    method: 'DELETE',
    expect: isTitleList,
  });
