/**
 * Paying an order from the balance or online: /api/shop-payment. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen } from './common.ts';
import { CancelReason, OrderKind, OrderStatus, PayBy } from './order-status.ts';

export const PaymentMethod = z.enum(['balance', 'online']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** The online providers a shop may have (reference API: when their merchant settings are given). */
export const PaymentProviderId = z.enum(['wechat', 'alipay']);
export type PaymentProviderId = z.infer<typeof PaymentProviderId>;

/**
 * How the customer pays at the provider: WeChat Pay Native (a QR code, on a desktop) or H5 (a
 * phone's browser goes to WeChat); Alipay 电脑网站支付 (page) or 手机网站支付 (wap).
 */
export const PaymentChannel = z.enum(['native', 'h5', 'page', 'wap']);
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/**
 * POST /api/shop-payment/{orderNo}/online: without a body, opens a payment at the simulated
 * gateway (a page of the reference API, demo and tests only); with `{ provider, channel }`, at
 * WeChat Pay or Alipay. `kind` 'redirect' (and the simulated gateway): send the browser to
 * `payUrl`, a path of this site that forwards to the provider. `kind` 'qr': show `qr` (WeChat
 * Native) and follow the order (GET /api/shop-payment/{orderNo}) until it is paid; `payUrl` is
 * then the result page. Every way ends on /order/paymentResult/index?orderNo=….
 */
export const OnlinePaymentRequest = z.object({ provider: PaymentProviderId, channel: PaymentChannel });
export type OnlinePaymentRequest = z.infer<typeof OnlinePaymentRequest>;

export const OnlinePayment = z.object({
  paymentId: z.string(),
  payUrl: z.string(),
  kind: z.enum(['redirect', 'qr']).optional(),
  provider: PaymentProviderId.optional(),
  channel: PaymentChannel.optional(),
  /** A QR code's modules row by row, '1' dark, `size` × `size`: the page draws it. */
  qr: z.object({ size: z.number().int().positive(), modules: z.string() }).optional(),
  /** Until when the provider takes this payment. */
  expiresAt: z.string().optional(),
});
export type OnlinePayment = z.infer<typeof OnlinePayment>;

/**
 * GET /api/shop-payment/{orderNo}/methods: which ways of paying this order the shop offers, so
 * the panel says what is not open before the customer leaves the page.
 */
export const PaymentMethods = z.object({
  balance: z.boolean(),
  /** The simulated gateway (demo and tests only). */
  simulated: z.boolean(),
  online: z.array(z.object({ provider: PaymentProviderId, channels: z.array(PaymentChannel) })),
  /** 对公转账: the order's factory has a bank account set up. */
  bankTransfer: z.boolean(),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/** Where the money of a paid order came from, beside `method`: a provider, a bank transfer or the simulated gateway. */
export const PaidVia = z.enum(['mock', 'wechat', 'alipay', 'bank']);
export type PaidVia = z.infer<typeof PaidVia>;

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
  via: PaidVia.nullable().optional(),
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
