import type { OrderInvoice } from '../../src/wire/invoices.ts';
import { invoiceRefusal, type InvoiceableKind } from '../../src/lib/forms/invoice-rules.ts';
import { intOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';

/**
 * Columns of `orders o` for orderInvoiceOf: the stored status (the order lists answer the served
 * one) and the request the order is in, if any that is not cancelled (the partial unique index
 * on invoice_request_orders makes each lookup one index probe).
 */
export const orderInvoiceColumns = `o.status AS stored_status,
  (SELECT r.status FROM invoice_request_orders x JOIN invoice_requests r ON r.id = x.request_id WHERE x.order_id = o.id AND x.active = 1) AS invoice_status,
  (SELECT r.request_no FROM invoice_request_orders x JOIN invoice_requests r ON r.id = x.request_id WHERE x.order_id = o.id AND x.active = 1) AS invoice_request_no`;

/** The order's invoice status for its answers, or null when it cannot be invoiced and is in no request. */
export function orderInvoiceOf(row: Row, kind: InvoiceableKind): OrderInvoice | null {
  const requestNo = nullableTextOf(row, 'invoice_request_no');
  if (requestNo !== null) return { status: textOf(row, 'invoice_status') === '已开票' ? '已开票' : '待开票', requestNo };
  const refusal = invoiceRefusal({ kind, status: textOf(row, 'stored_status'), payable: intOf(row, 'payable') });
  return refusal === null ? { status: '可申请', requestNo: null } : null;
}
