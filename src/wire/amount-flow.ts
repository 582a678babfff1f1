/**
 * The balance ledger (余额流水): GET /api/shop-amount-flow. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, isoTime, pageOf, PageQuery } from './common.ts';

/** 充值 recharge, 支付 payment, 退款 refund, 优惠 discount. */
export const AmountFlowType = z.enum(['recharge', 'payment', 'refund', 'discount']);
export type AmountFlowType = z.infer<typeof AmountFlowType>;

/** One balance-ledger entry (余额流水). */
export const AmountFlowEntry = z.object({
  id: z.number().int(),
  time: isoTime,
  type: AmountFlowType,
  /** Signed fen: income positive, spending negative. */
  amount: fen,
  /** Balance in fen right after this entry: the running sum of every entry up to it. */
  balanceAfter: fen,
  orderNo: z.string().nullable(),
  remark: z.string(),
});
export type AmountFlowEntry = z.infer<typeof AmountFlowEntry>;

/**
 * GET /api/shop-amount-flow. `from` (inclusive) and `to` (exclusive) are ISO instants: the
 * browser turns the customer's local dates into them, so day boundaries follow local time.
 */
export const AmountFlowQuery = PageQuery.extend({
  type: AmountFlowType.optional(),
  from: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
  to: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
});
export type AmountFlowQuery = z.infer<typeof AmountFlowQuery>;

export const AmountFlowPage = pageOf(AmountFlowEntry).extend({
  /** Current balance in fen. */
  balance: fen,
  /** Sum of positive amounts over the whole filtered range (all pages), fen. */
  income: fen.nonnegative(),
  /** Sum of negative amounts over the whole filtered range as a positive number of fen. */
  spending: fen.nonnegative(),
});
export type AmountFlowPage = z.infer<typeof AmountFlowPage>;
