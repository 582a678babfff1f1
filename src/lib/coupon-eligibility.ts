import type { Coupon } from '../api/schema.ts';
import { t } from '../i18n/t-order-form.ts';
import { formatFen } from './money.ts';
import { couponBlocker, couponDiscount, type CouponBlocker } from './pricing.ts';

/** One of the customer's unused coupons at submit: usable, or why not, and what it takes off. */
export interface CouponOption {
  coupon: Coupon;
  blocker: CouponBlocker | null;
  /** Fen it would take off these goods (0 while blocked). */
  discount: number;
}

/**
 * The customer's unused coupons for an order of `goods` fen: the usable ones first, the biggest
 * saving first; then the blocked ones, the nearest threshold first. A quote with a file still to
 * be quoted by hand takes no coupon (its goods are not final).
 */
export function couponOptions(coupons: readonly Coupon[], goods: number, manual: boolean): CouponOption[] {
  const options = coupons.map((coupon): CouponOption => {
    const blocker = couponBlocker(goods, manual, coupon);
    return { coupon, blocker, discount: blocker === null ? couponDiscount(goods, coupon) : 0 };
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

/** Why a coupon cannot go on this order, in words. */
export function couponBlockerText(option: CouponOption, goods: number): string {
  if (option.blocker === 'manual') return t('quotation.coupon.blockedManual');
  return t('quotation.coupon.blockedThreshold', { missing: formatFen(Math.max(0, option.coupon.threshold - goods)) });
}
