/**
 * Balance top-ups (/api/shop-recharge, reference API): created once per idempotency key, paid
 * through the same simulated gateway as orders, credited once to the balance with a 充值 line in
 * the ledger. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { formatFen } from '../lib/format/money.ts';
import { RECHARGE_MAX, RECHARGE_MIN } from '../lib/forms/recharge-rules.ts';
import { idempotencyKey, pageOf } from './common.ts';
import { PaymentAttemptStatus } from './payments.ts';

export { RECHARGE_MAX, RECHARGE_MIN, RECHARGE_PRESETS } from '../lib/forms/recharge-rules.ts';

const amountRange = `充值金额须在 ${formatFen(RECHARGE_MIN)} 至 ${formatFen(RECHARGE_MAX)} 之间`;

/**
 * POST /api/shop-recharge: a top-up of `amount` fen (a preset or any whole-fen amount within the
 * limits), in 待支付. The same idempotencyKey again answers the top-up it created (200).
 */
export const CreateRecharge = z.object({
  amount: z.number(amountRange).int('充值金额须精确到分').min(RECHARGE_MIN, amountRange).max(RECHARGE_MAX, amountRange),
  idempotencyKey,
});
export type CreateRecharge = z.infer<typeof CreateRecharge>;

/** 待支付 until the gateway confirms a payment, then 已支付 (credited once). */
export const RechargeStatus = z.enum(['待支付', '已支付']);
export type RechargeStatus = z.infer<typeof RechargeStatus>;

/**
 * A top-up, as the ledger page and the payment result page show it (GET /api/shop-recharge/{rechargeNo}
 * reads it from the server only). `tradeNo` is the gateway's reference of the payment that
 * credited it, also written in its ledger line's remark; `lastAttempt` the newest gateway attempt.
 */
export const Recharge = z.object({
  rechargeNo: z.string(),
  amount: z.number().int().positive(),
  status: RechargeStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  tradeNo: z.string().nullable(),
  lastAttempt: z.object({ status: PaymentAttemptStatus, at: z.string(), message: z.string() }).nullable(),
});
export type Recharge = z.infer<typeof Recharge>;

/** GET /api/shop-recharge: the customer's top-ups, newest first. */
export const RechargePage = pageOf(Recharge);
export type RechargePage = z.infer<typeof RechargePage>;
