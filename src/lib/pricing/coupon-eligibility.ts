import type { Coupon, CouponScope } from '../../wire/coupons.ts';
import { couponBlocker, couponDiscount, type CouponBlocker, type CouponScopeRule, type PricedOrder } from './order-totals.ts';

/** One of the customer's unused coupons at submit: usable, or why not, and what it takes off. */
export interface CouponOption {
  coupon: Coupon;
  blocker: CouponBlocker | null;
  /** Fen it would take off these goods (0 while blocked). */
  discount: number;
}

/**
 * The scope as the pricing reads it. A backend that does not say a coupon's scope leaves it to its
 * own checks: the page then offers it on any order and shows the server's answer.
 */
export function scopeRuleOf(scope: CouponScope | undefined): CouponScopeRule {
  return scope === undefined ? { orderKind: null, processIds: [] } : { orderKind: scope.orderKind, processIds: scope.processes.map((process) => process.id) };
}

/**
 * The customer's unused coupons for `order`: the usable ones first, the biggest saving first;
 * then the blocked ones, the nearest threshold first. Whether each applies is decided by the
 * pricing the server runs; a percentage is of the goods after the member discount.
 */
export function couponOptions(coupons: readonly Coupon[], order: PricedOrder, memberDiscount: number): CouponOption[] {
  const options = coupons.map((coupon): CouponOption => {
    const blocker = couponBlocker(order, { threshold: coupon.threshold, scope: scopeRuleOf(coupon.scope) });
    return { coupon, blocker, discount: blocker === null ? couponDiscount(order.goods - memberDiscount, coupon) : 0 };
  });
  return options.sort((a, b) => {
    if ((a.blocker === null) !== (b.blocker === null)) return a.blocker === null ? -1 : 1;
    if (a.blocker === null) return b.discount - a.discount || a.coupon.id - b.coupon.id;
    return a.coupon.threshold - b.coupon.threshold || a.coupon.id - b.coupon.id;
  });
}

/** The chosen coupon while it stays usable; null (不使用优惠券) once it is not, or when none was chosen. */
export function usableCouponId(chosen: number | null, options: readonly CouponOption[]): number | null {
  if (chosen === null) return null;
  return options.some((option) => option.coupon.id === chosen && option.blocker === null) ? chosen : null;
}
