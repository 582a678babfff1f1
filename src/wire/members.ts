/**
 * Member levels and growth: /api/shop-member. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, isoTime, pageOf } from './common.ts';

export const MemberLevel = z.enum(['普通会员', '白银会员', '黄金会员', '钻石会员']);
export type MemberLevel = z.infer<typeof MemberLevel>;

/**
 * One level of the reference API's level table: what its pricing applies (a customised order's
 * discount and the free-shipping threshold) and the same in words. Nothing is listed that the
 * pricing or the growth rules do not do.
 */
export const MemberLevelInfo = z.object({
  name: MemberLevel,
  /** Growth value from which this level applies. */
  minGrowth: z.number().int().nonnegative(),
  /** Percent off the goods of a customised order: 2 is 9.8 折. */
  quoteDiscountPercent: z.number().int().min(0).max(99),
  /** Fen: shipping is free once goods after discounts reach it; 0 = always free. */
  freeShippingFrom: fen.nonnegative(),
  benefits: z.array(z.string()),
});
export type MemberLevelInfo = z.infer<typeof MemberLevelInfo>;

/** GET /api/shop-member: the customer's level, progress and every level's benefits. */
export const Membership = z.object({
  growth: z.number().int().nonnegative(),
  level: MemberLevel,
  nextLevel: MemberLevel.nullable(),
  /** Growth value the next level starts at; null at the top level. */
  nextLevelGrowth: z.number().int().nullable(),
  levels: z.array(MemberLevelInfo),
  /** How growth is earned, one rule per line. */
  growthRules: z.array(z.string()),
});
export type Membership = z.infer<typeof Membership>;

/** 支付 (paid an order), 退款 (growth of a refunded payment taken back), 绑定QQ, 完善资料. */
export const GrowthKind = z.enum(['payment', 'refund', 'qqBinding', 'profile']);
export type GrowthKind = z.infer<typeof GrowthKind>;

/** One change of the growth value, as the member center's history shows it. */
export const GrowthEntry = z.object({
  id: z.number().int(),
  time: isoTime,
  kind: GrowthKind,
  /** Signed: what this change added (or took back). */
  delta: z.number().int(),
  /** Growth right after it: the running sum of every change up to it. */
  growthAfter: z.number().int().nonnegative(),
  /** The level that growth gives; it differs from the entry before when a threshold was crossed. */
  levelAfter: MemberLevel,
  orderNo: z.string().nullable(),
  remark: z.string(),
});
export type GrowthEntry = z.infer<typeof GrowthEntry>;

/** GET /api/shop-member/growth: the customer's growth history, newest first. */
export const GrowthPage = pageOf(GrowthEntry);
export type GrowthPage = z.infer<typeof GrowthPage>;
