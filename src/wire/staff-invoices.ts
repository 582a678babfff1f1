/**
 * 发票 in the factory console (/api/shop-staff/invoices): the invoice requests over the factory's
 * orders, issued with a 数电票 number (the PDF then rendered by the shop) or with the invoice's own
 * PDF, or refused with a reason the customer reads. The customer's side is invoices.ts; shared
 * conventions: common.ts; the staff's login and roles: staff.ts.
 */
import { z } from 'zod';
import { pageOf, PageQuery } from './common.ts';
import { InvoiceRequest, InvoiceStatus, InvoiceType } from './invoices.ts';

import { DIGITAL_INVOICE_NO_PATTERN, INVOICE_PDF_MAX_BYTES, INVOICE_REFUSE_REASON_MAX, normaliseInvoiceNo } from '../lib/forms/invoice-rules.ts';

export { DIGITAL_INVOICE_NO_PATTERN, INVOICE_PDF_MAX_BYTES, INVOICE_REFUSE_REASON_MAX, normaliseInvoiceNo };

const customer = z.object({ id: z.number().int(), nickname: z.string() });

/** GET /invoices?status=&page=&size=: the requests over the factory's orders, 待开票 first (oldest first), then the rest (latest first). */
export const StaffInvoiceQuery = PageQuery.extend({ status: InvoiceStatus.optional() });
export type StaffInvoiceQuery = z.input<typeof StaffInvoiceQuery>;

export const StaffInvoiceItem = z.object({
  requestNo: z.string(),
  type: InvoiceType,
  status: InvoiceStatus,
  title: z.string(),
  amount: z.number().int().positive(),
  orderCount: z.number().int().positive(),
  customer,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffInvoiceItem = z.infer<typeof StaffInvoiceItem>;

export const StaffInvoicePage = pageOf(StaffInvoiceItem);
export type StaffInvoicePage = z.infer<typeof StaffInvoicePage>;

/**
 * GET /invoices/{requestNo}: the request as the customer made it (title, tax number, bank details,
 * amounts, orders) with who made it; `issuedBy` says how an issued invoice was given: `number`
 * (the shop renders its PDF) or `file` (the factory's PDF).
 */
export const StaffInvoiceDetail = InvoiceRequest.omit({ fileUrl: true }).extend({
  customer,
  issuedBy: z.enum(['number', 'file']).nullable(),
});
export type StaffInvoiceDetail = z.infer<typeof StaffInvoiceDetail>;

const invoiceNo = z
  .string()
  .transform(normaliseInvoiceNo)
  .refine((value) => value === '' || DIGITAL_INVOICE_NO_PATTERN.test(value), '数电票号码应为 20 位数字');

/**
 * The text field of POST /invoices/{requestNo}/issue (multipart, beside an optional `file`, the
 * invoice's PDF): the 数电票 number, required without a file.
 */
export const IssueInvoiceFields = z.object({ invoiceNo: invoiceNo.optional() });
export type IssueInvoiceFields = z.input<typeof IssueInvoiceFields>;

/** POST /invoices/{requestNo}/refuse */
export const RefuseInvoiceRequest = z.object({
  reason: z.string().trim().min(1, '请填写拒绝开票的原因').max(INVOICE_REFUSE_REASON_MAX, `原因最多 ${INVOICE_REFUSE_REASON_MAX} 个字符`),
});
export type RefuseInvoiceRequest = z.infer<typeof RefuseInvoiceRequest>;
