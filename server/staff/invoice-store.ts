/**
 * 发票 for the factory's 客服: the invoice requests over its orders (a request belongs to every
 * factory one of its orders is of, as the 工作台 counts them), issuing one with a 数电票 number
 * or the invoice's PDF, and refusing one with a reason. Each move is one conditional UPDATE out of
 * 待开票, so of two members of staff at once one moves it and the other is told; the audit row and
 * the customer's message go in the same transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { InvoiceStatus, InvoiceType } from '../../src/wire/invoices.ts';
import type { StaffInvoiceDetail, StaffInvoicePage } from '../../src/wire/staff-invoices.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import type { StaffContext } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, intOf, isoOf, nullableTextOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { columns, invoiceMessages, requestOf } from '../invoices/request-store.ts';
import { recordAudit } from './audit.ts';

/** Where the customer finds their requests. */
const INVOICES_PAGE = '/ordercenter/invoices';

export const staffInvoiceMessages = {
  notFound: invoiceMessages.notFound,
  notPending: (status: string) => `发票申请当前为「${status}」，只有待开票的申请可以开具或拒绝`,
  numberUsed: (invoiceNo: string, requestNo: string) => `发票号码 ${invoiceNo} 已用于发票申请 ${requestNo}，请核对`,
  nothingToIssue: '请填写 20 位数电票号码，或上传发票 PDF',
} as const;

/** SQL over `invoice_requests r`: one of its orders is of the factory :factory. */
const ofFactory = 'EXISTS (SELECT 1 FROM invoice_request_orders x JOIN orders o ON o.id = x.order_id WHERE x.request_id = r.id AND o.factory_id = :factory)';

/** One page of the factory's requests, of one status or all: 待开票 first, oldest first; the rest latest first. */
export function listFactoryInvoices(db: DatabaseSync, factoryId: number, query: { status?: InvoiceStatus | undefined; page: number; size: number }): StaffInvoicePage {
  const params = { factory: factoryId, status: query.status ?? null };
  const where = `${ofFactory} AND (:status IS NULL OR r.status = :status)`;
  const rows = db
    .prepare(
      `SELECT r.request_no, r.type, r.status, r.title, r.amount, r.created_at, r.updated_at, r.customer_id, c.nickname,
         (SELECT COUNT(*) FROM invoice_request_orders x WHERE x.request_id = r.id) AS order_count
       FROM invoice_requests r JOIN customers c ON c.id = r.customer_id WHERE ${where}
       ORDER BY r.status = '待开票' DESC, CASE WHEN r.status = '待开票' THEN r.created_at ELSE -r.updated_at END, r.id
       LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM invoice_requests r WHERE ${where}`).get(params);
  return {
    records: rows.map((row) => ({
      requestNo: textOf(row, 'request_no'),
      type: InvoiceType.parse(textOf(row, 'type')),
      status: InvoiceStatus.parse(textOf(row, 'status')),
      title: textOf(row, 'title'),
      amount: intOf(row, 'amount'),
      orderCount: intOf(row, 'order_count'),
      customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
      createdAt: isoOf(row, 'created_at'),
      updatedAt: isoOf(row, 'updated_at'),
    })),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}

/** The factory's request by number with who made it; 404 for another factory's. */
export function findFactoryInvoice(db: DatabaseSync, factoryId: number, requestNo: string): StaffInvoiceDetail {
  const row = db
    .prepare(`SELECT ${columns}, r.customer_id, c.nickname FROM invoice_requests r JOIN customers c ON c.id = r.customer_id WHERE r.request_no = :no AND ${ofFactory}`)
    .get({ no: requestNo, factory: factoryId });
  if (row === undefined) throw new HttpError(404, staffInvoiceMessages.notFound);
  const { fileUrl: _fileUrl, ...request } = requestOf(db, row);
  const issuedBy = request.status !== '已开票' ? null : nullableTextOf(row, 'file_stored_name') === null ? 'number' : 'file';
  return { ...request, customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') }, issuedBy };
}

/** The request's id, customer, status and amount when it is the factory's; 404 otherwise. */
function ownRequest(db: DatabaseSync, factoryId: number, requestNo: string): { id: number; customerId: number; status: string; amount: number } {
  const row = db.prepare(`SELECT r.id, r.customer_id, r.status, r.amount FROM invoice_requests r WHERE r.request_no = :no AND ${ofFactory}`).get({ no: requestNo, factory: factoryId });
  if (row === undefined) throw new HttpError(404, staffInvoiceMessages.notFound);
  return { id: intOf(row, 'id'), customerId: intOf(row, 'customer_id'), status: textOf(row, 'status'), amount: intOf(row, 'amount') };
}

export interface IssuedInvoice {
  /** The 数电票 number (required without a file). */
  invoiceNo: string | null;
  /** The uploaded PDF: `keep` stores it under `storedName` once the request has moved (inside the transaction). */
  file: { storedName: string; size: number; keep: () => void } | null;
}

/** 待开票 → 已开票 with the number or the PDF; the customer told, the audit row. */
export function issueFactoryInvoice(db: DatabaseSync, staff: StaffContext, requestNo: string, issued: IssuedInvoice, at: number): StaffInvoiceDetail {
  if (issued.invoiceNo === null && issued.file === null) throw new HttpError(400, staffInvoiceMessages.nothingToIssue);
  inTransaction(db, () => {
    const current = ownRequest(db, staff.factoryId, requestNo);
    if (issued.invoiceNo !== null) {
      const used = db.prepare('SELECT request_no FROM invoice_requests WHERE invoice_no = ? AND id <> ?').get(issued.invoiceNo, current.id);
      if (used !== undefined) throw new HttpError(409, staffInvoiceMessages.numberUsed(issued.invoiceNo, textOf(used, 'request_no')));
    }
    const moved = db
      .prepare("UPDATE invoice_requests SET status = '已开票', invoice_no = ?, file_stored_name = ?, issued_at = ?, updated_at = ? WHERE id = ? AND status = '待开票'")
      .run(issued.invoiceNo, issued.file?.storedName ?? null, at, at, current.id);
    if (changesOf(moved) === 0) throw new HttpError(409, staffInvoiceMessages.notPending(current.status));
    issued.file?.keep();
    addCustomerMessage(db, {
      customerId: current.customerId,
      kind: 'invoiceIssued',
      title: `发票申请 ${requestNo} 已开票`,
      body: `${issued.invoiceNo === null ? '' : `发票号码 ${issued.invoiceNo}，`}价税合计 ${formatFen(current.amount)}。可在发票页面下载发票 PDF。`,
      link: INVOICES_PAGE,
      at,
    });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'invoice.issue',
      subject: `invoice:${requestNo}`,
      before: { status: current.status },
      after: { status: '已开票', invoiceNo: issued.invoiceNo, file: issued.file === null ? null : { size: issued.file.size } },
    });
  });
  return findFactoryInvoice(db, staff.factoryId, requestNo);
}

/** 待开票 → 已拒绝 with the reason; its orders are freed for a new request, as when the customer cancels. */
export function refuseFactoryInvoice(db: DatabaseSync, staff: StaffContext, requestNo: string, reason: string, at: number): StaffInvoiceDetail {
  inTransaction(db, () => {
    const current = ownRequest(db, staff.factoryId, requestNo);
    const moved = db.prepare("UPDATE invoice_requests SET status = '已拒绝', refuse_reason = ?, updated_at = ? WHERE id = ? AND status = '待开票'").run(reason, at, current.id);
    if (changesOf(moved) === 0) throw new HttpError(409, staffInvoiceMessages.notPending(current.status));
    db.prepare('UPDATE invoice_request_orders SET active = 0 WHERE request_id = ?').run(current.id);
    addCustomerMessage(db, {
      customerId: current.customerId,
      kind: 'invoiceRefused',
      title: `发票申请 ${requestNo} 未能开票`,
      body: `原因：${reason}。其中的订单可以修改后重新申请开票。`,
      link: INVOICES_PAGE,
      at,
    });
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'invoice.refuse', subject: `invoice:${requestNo}`, before: { status: current.status }, after: { status: '已拒绝', reason } });
  });
  return findFactoryInvoice(db, staff.factoryId, requestNo);
}
