/**
 * Coupons and their scope: /api/shop-coupon. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, isoTime, pageOf, PageQuery } from './common.ts';

/**
 * 可领取 claimable, 未使用 unused, 已使用 used, 已过期 expired (per customer).
 */
export const CouponStatus = z.enum(['claimable', 'unused', 'used', 'expired']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/**
 * `amount` (满减): `value` fen off when the goods total reaches `threshold`.
 * `percent` (折扣): `value` percent off (12 = 12% off, shown as 8.8折), from `threshold`.
 */
export const CouponKind = z.enum(['amount', 'percent']);
export type CouponKind = z.infer<typeof CouponKind>;

/**
 * Where a coupon may be used, which the server enforces: 定制订单 or 耗材订单 (null: either), and
 * on customised orders only the materials of these processes (empty: any process).
 */
export const CouponScope = z.object({
  orderKind: z.enum(['customized', 'consumable']).nullable(),
  processes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CouponScope = z.infer<typeof CouponScope>;

export const Coupon = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: CouponKind,
  value: z.number().int().positive(),
  /** Goods total in fen the order must reach; 0 = no threshold. */
  threshold: fen.nonnegative(),
  validFrom: isoTime,
  validTo: isoTime,
  rules: z.string(),
  status: CouponStatus,
  /** The reference API always says it; a backend that does not leaves the scope to its own checks. */
  scope: CouponScope.optional(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponListQuery = PageQuery.extend({
  status: CouponStatus.default('claimable'),
});
export type CouponListQuery = z.infer<typeof CouponListQuery>;

export const CouponPage = pageOf(Coupon);
export type CouponPage = z.infer<typeof CouponPage>;

/** GET /api/shop-coupon/counts: how many of the customer's coupons are in each tab. */
export const CouponCounts = z.object({
  claimable: z.number().int().nonnegative(),
  unused: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
});
export type CouponCounts = z.infer<typeof CouponCounts>;
