/**
 * Invoice requests over a customer's paid orders. Creating one reads every order and the requests
 * they are already in inside one write transaction, and the partial unique index on
 * invoice_request_orders refuses a second live request for an order whatever happens, so two
 * requests at once cannot invoice an order twice. The factory issues or refuses a request in the
 * console (staff/invoice-store.ts; here also a test hook); an issued invoice's PDF is the file the
 * factory uploaded, or rendered from the row whenever it is downloaded.
 */
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind, OrderStatus } from '../../src/wire/order-status.ts';
import { InvoiceStatus, InvoiceType, type InvoiceableOrderPage, type InvoiceOrder, type InvoiceRequest, type InvoiceRequestFields, type InvoiceRequestPage } from '../../src/wire/invoices.ts';
import { INVOICEABLE_STATUSES, invoiceRefusal, type InvoiceRefusal } from '../../src/lib/forms/invoice-rules.ts';
import { HttpError } from '../core/errors.ts';
import { createOnce, type Created } from '../core/idempotent.ts';
import { changesOf, insertedIdOf, intOf, isoOf, nullableIntOf, nullableIsoOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { servedStatusSql } from '../design/served-status.ts';
import { nextDocumentNumber, shopDay } from '../orders/numbers.ts';
import { invoicePdf } from './pdf.ts';
import { invoicedTitle, titleColumnValues, titleFieldsOf } from './title-store.ts';

export const invoiceMessages = {
  notFound: '发票申请不存在',
  unknownOrder: (orderNo: string) => `订单 ${orderNo} 不存在`,
  orderTaken: (orderNo: string, requestNo: string) => `订单 ${orderNo} 已在发票申请 ${requestNo} 中，不能重复开票`,
  refused: (orderNo: string, status: string, why: InvoiceRefusal) =>
    ({
      cancelled: `订单 ${orderNo} 已取消，不能开票`,
      unpaid: `订单 ${orderNo} 当前为「${status}」，付款后才能开票`,
      nothingPaid: `订单 ${orderNo} 实付金额为 ¥0.00，无需开票`,
    })[why],
  notIssued: '发票尚未开具',
  cancelIssued: '发票已开具，不能取消申请',
  cancelTwice: '发票申请已取消，请勿重复操作',
  cancelRefused: '发票申请已被拒绝，无需取消；其中的订单可以重新申请开票',
  issueNotPending: (status: string) => `发票申请当前为「${status}」，只有待开票的申请可以开具`,
} as const;

export const columns = `r.id, r.request_no, r.type, r.status, r.title, r.tax_no, r.bank_name, r.bank_account, r.address, r.phone, r.email,
  r.remarks, r.amount, r.invoice_no, r.issued_at, r.refuse_reason, r.file_stored_name, r.created_at, r.updated_at`;

/** The first line's name of each order: what the customer recognises it by. */
const orderTitle = "COALESCE((SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1), o.order_no)";

/** Where the issued invoice's PDF is downloaded from. */
export const invoiceFilePath = (requestNo: string) => `/api/shop-invoice/${encodeURIComponent(requestNo)}/file`;

/** A request row (of `columns`) as the customer reads it. */
export function requestOf(db: DatabaseSync, row: Row): InvoiceRequest {
  const orders = db
    .prepare(
      `SELECT o.order_no, o.kind, x.amount, ${orderTitle} AS title FROM invoice_request_orders x JOIN orders o ON o.id = x.order_id
       WHERE x.request_id = ? ORDER BY x.position`,
    )
    .all(intOf(row, 'id'))
    .map((order): InvoiceOrder => ({ orderNo: textOf(order, 'order_no'), kind: OrderKind.parse(textOf(order, 'kind')), title: textOf(order, 'title'), amount: intOf(order, 'amount') }));
  const requestNo = textOf(row, 'request_no');
  const status = InvoiceStatus.parse(textOf(row, 'status'));
  return {
    requestNo,
    type: InvoiceType.parse(textOf(row, 'type')),
    status,
    ...titleFieldsOf(row),
    email: textOf(row, 'email'),
    remarks: textOf(row, 'remarks'),
    amount: intOf(row, 'amount'),
    orders,
    invoiceNo: nullableTextOf(row, 'invoice_no'),
    issuedAt: nullableIsoOf(row, 'issued_at'),
    fileUrl: status === '已开票' ? invoiceFilePath(requestNo) : null,
    refuseReason: nullableTextOf(row, 'refuse_reason'),
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  };
}

/** The customer's request by number; another customer's is the 404 of none. */
export function findInvoiceRequest(db: DatabaseSync, customerId: number, requestNo: string): InvoiceRequest {
  const row = db.prepare(`SELECT ${columns} FROM invoice_requests r WHERE r.request_no = ? AND r.customer_id = ?`).get(requestNo, customerId);
  if (row === undefined) throw new HttpError(404, invoiceMessages.notFound);
  return requestOf(db, row);
}

/** One page of the customer's requests, newest first, of one status or all. */
export function listInvoiceRequests(db: DatabaseSync, customerId: number, query: { page: number; size: number; status?: InvoiceStatus | undefined }): InvoiceRequestPage {
  const params = { customer: customerId, status: query.status ?? null };
  const where = 'r.customer_id = :customer AND (:status IS NULL OR r.status = :status)';
  const rows = db
    .prepare(`SELECT ${columns} FROM invoice_requests r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM invoice_requests r WHERE ${where}`).get(params);
  return { records: rows.map((row) => requestOf(db, row)), total: total === undefined ? 0 : intOf(total, 'n') };
}

/** SQL over `orders o`: paid, not cancelled, something paid (invoice-rules.ts INVOICEABLE_STATUSES). */
const invoiceableSql = `o.payable > 0 AND (${Object.entries(INVOICEABLE_STATUSES)
  .map(([kind, statuses]) => `(o.kind = '${kind}' AND o.status IN (${statuses.map((status) => `'${status}'`).join(', ')}))`)
  .join(' OR ')})`;

/** The customer's orders that can be invoiced now (paid, in no live request), most recently paid first. */
export function listInvoiceableOrders(
  db: DatabaseSync,
  customerId: number,
  { page, size, kind, q }: { page: number; size: number; kind?: OrderKind | undefined; q?: string | undefined },
): InvoiceableOrderPage {
  // `q` is matched as typed: its % and _ are no wildcards.
  const pattern = q ? `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const where =
    `o.customer_id = :customer AND ${invoiceableSql} AND NOT EXISTS (SELECT 1 FROM invoice_request_orders x WHERE x.order_id = o.id AND x.active = 1)` +
    (kind ? ' AND o.kind = :kind' : '') +
    (pattern ? ` AND (o.order_no LIKE :pattern ESCAPE '\\' OR ${orderTitle} LIKE :pattern ESCAPE '\\')` : '');
  const filters = { customer: customerId, ...(kind ? { kind } : {}), ...(pattern ? { pattern } : {}) };
  const rows = db
    .prepare(
      `SELECT o.order_no, o.kind, o.payable, o.paid_at, ${servedStatusSql('o')} AS status, ${orderTitle} AS title FROM orders o
       WHERE ${where} ORDER BY COALESCE(o.paid_at, o.created_at) DESC, o.id DESC LIMIT :size OFFSET :offset`,
    )
    .all({ ...filters, size, offset: (page - 1) * size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).get(filters);
  return {
    records: rows.map((row) => ({
      orderNo: textOf(row, 'order_no'),
      kind: OrderKind.parse(textOf(row, 'kind')),
      title: textOf(row, 'title'),
      amount: intOf(row, 'payable'),
      status: OrderStatus.parse(textOf(row, 'status')),
      paidAt: nullableIsoOf(row, 'paid_at'),
    })),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}

/** An order of the request, checked: the customer's, paid, in no live request. */
function invoiceableOrder(db: DatabaseSync, customerId: number, orderNo: string): { id: number; payable: number } {
  const row = db.prepare('SELECT id, order_no, kind, status, payable FROM orders WHERE order_no = ? AND customer_id = ?').get(orderNo, customerId);
  if (row === undefined) throw new HttpError(404, invoiceMessages.unknownOrder(orderNo));
  const status = textOf(row, 'status');
  const refusal = invoiceRefusal({ kind: OrderKind.parse(textOf(row, 'kind')), status, payable: intOf(row, 'payable') });
  if (refusal !== null) throw new HttpError(409, invoiceMessages.refused(orderNo, status, refusal));
  const taken = db
    .prepare('SELECT r.request_no FROM invoice_request_orders x JOIN invoice_requests r ON r.id = x.request_id WHERE x.order_id = ? AND x.active = 1')
    .get(intOf(row, 'id'));
  if (taken !== undefined) throw new HttpError(409, invoiceMessages.orderTaken(orderNo, textOf(taken, 'request_no')));
  return { id: intOf(row, 'id'), payable: intOf(row, 'payable') };
}

/** Creates a 待开票 request over the orders once per idempotency key (the key's request again when it made one). */
export function createInvoiceRequest(db: DatabaseSync, customerId: number, body: InvoiceRequestFields, at: number): Created<string> {
  return createOnce(
    db,
    () => {
      const row = db.prepare('SELECT request_no FROM invoice_requests WHERE customer_id = ? AND idempotency_key = ?').get(customerId, body.idempotencyKey);
      return row === undefined ? null : textOf(row, 'request_no');
    },
    () => {
      const orders = body.orderNos.map((orderNo) => invoiceableOrder(db, customerId, orderNo));
      const amount = orders.reduce((sum, order) => sum + order.payable, 0);
      const requestNo = nextDocumentNumber(db, 'FP', at);
      const result = db
        .prepare(
          `INSERT INTO invoice_requests (request_no, customer_id, type, title, tax_no, bank_name, bank_account, address, phone, email, remarks,
             amount, status, idempotency_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待开票', ?, ?, ?)`,
        )
        .run(
          requestNo,
          customerId,
          body.type,
          ...titleColumnValues(invoicedTitle(body.type, body)),
          body.email,
          body.remarks,
          amount,
          body.idempotencyKey,
          at,
          at,
        );
      const requestId = insertedIdOf(result);
      const line = db.prepare('INSERT INTO invoice_request_orders (request_id, order_id, position, amount) VALUES (?, ?, ?, ?)');
      orders.forEach((order, index) => line.run(requestId, order.id, index + 1, order.payable));
      return { made: requestNo };
    },
  );
}

const cancelRefusal = (status: string): string =>
  status === '已开票' ? invoiceMessages.cancelIssued : status === '已拒绝' ? invoiceMessages.cancelRefused : invoiceMessages.cancelTwice;

/** The customer withdraws a 待开票 request: its orders can be invoiced again. */
export function cancelInvoiceRequest(db: DatabaseSync, customerId: number, requestNo: string, at: number): InvoiceRequest {
  inTransaction(db, () => {
    const row = db.prepare('SELECT id, status FROM invoice_requests WHERE request_no = ? AND customer_id = ?').get(requestNo, customerId);
    if (row === undefined) throw new HttpError(404, invoiceMessages.notFound);
    const id = intOf(row, 'id');
    const moved = db.prepare("UPDATE invoice_requests SET status = '已取消', updated_at = ? WHERE id = ? AND status = '待开票'").run(at, id);
    if (changesOf(moved) === 0) throw new HttpError(409, cancelRefusal(textOf(row, 'status')));
    db.prepare('UPDATE invoice_request_orders SET active = 0 WHERE request_id = ?').run(id);
  });
  return findInvoiceRequest(db, customerId, requestNo);
}

/** A made-up 20-digit 全电发票 number: two digits of the year, 12 random, then the shop's month and day and four more. */
function madeUpInvoiceNo(at: number): string {
  const day = shopDay(at).replaceAll('-', '');
  const random = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
  return `${day.slice(2, 4)}${random(12)}${day.slice(4)}${random(2)}`;
}

/**
 * The platform issues a 待开票 request of any customer (the test hook): the given invoice number
 * or a made-up 20-digit one, and the time of issue. One conditional UPDATE: issued once.
 */
export function issueInvoice(db: DatabaseSync, requestNo: string, invoiceNo: string | undefined, at: number): void {
  const row = db.prepare('SELECT id, status FROM invoice_requests WHERE request_no = ?').get(requestNo);
  if (row === undefined) throw new HttpError(404, invoiceMessages.notFound);
  const issued = db
    .prepare("UPDATE invoice_requests SET status = '已开票', invoice_no = ?, issued_at = ?, updated_at = ? WHERE id = ? AND status = '待开票'")
    .run(invoiceNo ?? madeUpInvoiceNo(at), at, at, intOf(row, 'id'));
  if (changesOf(issued) === 0) throw new HttpError(409, invoiceMessages.issueNotPending(textOf(row, 'status')));
}

/** An issued invoice's PDF: rendered from its row, or the file the factory uploaded. */
export type InvoiceFile = { name: string } & ({ bytes: Uint8Array<ArrayBuffer> } | { storedName: string });

/**
 * The issued invoice of the customer's request as a PDF: the factory's uploaded file, or rendered
 * from its row; 404 for another customer's request, 409 before it is issued.
 */
export function invoiceFile(db: DatabaseSync, customerId: number, requestNo: string): InvoiceFile {
  const row = db
    .prepare('SELECT id, type, tax_no, amount, status, invoice_no, issued_at, file_stored_name FROM invoice_requests WHERE request_no = ? AND customer_id = ?')
    .get(requestNo, customerId);
  if (row === undefined) throw new HttpError(404, invoiceMessages.notFound);
  const invoiceNo = nullableTextOf(row, 'invoice_no');
  const issuedAt = nullableIntOf(row, 'issued_at');
  const storedName = nullableTextOf(row, 'file_stored_name');
  if (textOf(row, 'status') !== '已开票' || issuedAt === null) throw new HttpError(409, invoiceMessages.notIssued);
  const name = `发票-${invoiceNo ?? requestNo}.pdf`;
  if (storedName !== null) return { name, storedName };
  if (invoiceNo === null) throw new Error(`invoice request ${requestNo} issued with neither a number nor a file`);
  const orderNos = db
    .prepare('SELECT o.order_no FROM invoice_request_orders x JOIN orders o ON o.id = x.order_id WHERE x.request_id = ? ORDER BY x.position')
    .all(intOf(row, 'id'))
    .map((order) => textOf(order, 'order_no'));
  const bytes = invoicePdf({ invoiceNo, requestNo, type: InvoiceType.parse(textOf(row, 'type')), taxNo: textOf(row, 'tax_no'), amount: intOf(row, 'amount'), orderNos, issuedAt });
  return { name, bytes };
}
