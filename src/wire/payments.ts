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

/** A factory's receiving account for 对公转账, as the customer copies it onto the transfer. */
export const BankAccount = z.object({
  name: z.string().describe('户名'),
  bank: z.string().describe('开户行'),
  number: z.string().describe('账号'),
});
export type BankAccount = z.infer<typeof BankAccount>;

/**
 * POST/GET /api/shop-payment/{orderNo}/bank-transfer: the order's 对公转账 — the reference code
 * to write in the transfer's 附言/用途, the new payment deadline (3 working days from choosing),
 * the factory's account and the amount to pay in one transfer.
 */
export const BankTransfer = z.object({
  reference: z.string().describe('识别码（8 位，形如 ZZ7K-3MQP），转账时填写在附言/用途中'),
  payBy: z.string().describe('付款期限（ISO 8601）：选择对公转账起 3 个工作日'),
  account: BankAccount,
  payable: fen.positive(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/**
 * GET /api/shop-payment/{orderNo}/bank-transfer: whether the order's factory takes bank
 * transfers (an account is set) and the transfer already chosen, if any.
 */
export const BankTransferState = z.object({
  offered: z.boolean(),
  /** Why not, when not offered: 本店未开通对公转账, or that the order's kind is paid otherwise. */
  reason: z.string().nullable(),
  transfer: BankTransfer.nullable(),
});
export type BankTransferState = z.infer<typeof BankTransferState>;
