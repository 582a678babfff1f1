/**
 * Paying an order from the balance or online: /api/shop-payment. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen } from './common.ts';
import { CancelReason, OrderKind, OrderStatus, PayBy } from './order-status.ts';

export const PaymentMethod = z.enum(['balance', 'online']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * POST /api/shop-payment/{orderNo}/online: opens a payment at the simulated gateway (a page of
 * the reference API) and answers where to send the browser. The gateway returns to
 * /order/paymentResult/index?orderNo=… whether the customer pays, fails or cancels.
 */
export const OnlinePayment = z.object({ paymentId: z.string(), payUrl: z.string() });
export type OnlinePayment = z.infer<typeof OnlinePayment>;

export const PaymentAttemptStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentAttemptStatus = z.infer<typeof PaymentAttemptStatus>;

/**
 * GET /api/shop-payment/{orderNo}: what the payment result page shows, read from the server
 * only. `paid` once the order has been paid; `lastAttempt` is the newest online attempt.
 */
export const PaymentStatus = z.object({
  orderNo: z.string(),
  kind: OrderKind,
  status: OrderStatus,
  payable: fen.nonnegative(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  method: PaymentMethod.nullable(),
  lastAttempt: z.object({ status: PaymentAttemptStatus, at: z.string(), message: z.string() }).nullable(),
  payBy: PayBy.optional(),
  cancelReason: CancelReason.optional(),
});
export type PaymentStatus = z.infer<typeof PaymentStatus>;
