/**
 * The invoice status an order answer carries (reference API): apart from invoice-schema.ts so
 * that order-schema.ts can use it while invoice-schema.ts uses order shapes.
 */
import { z } from 'zod';

/**
 * `invoice` of an order in the order lists and detail: 可申请 when it is paid and in no request,
 * 待开票 or 已开票 with the request it is in. Absent when the order cannot be invoiced (not paid,
 * cancelled, nothing paid).
 */
export const OrderInvoice = z.object({
  status: z.enum(['可申请', '待开票', '已开票']),
  requestNo: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;
