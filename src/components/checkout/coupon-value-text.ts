import type { CouponKind } from '../../wire/coupons.ts';
import { couponFigure, shortYuan } from '../../lib/format/coupon-figures.ts';
import { t } from './messages.ts';

/**
 * A coupon's value and threshold in words, for the coupon cards and the checkouts' coupon choice
 * (the figures themselves are lib/format/coupon-figures.ts, which the reference API words too).
 */

/** `¥20` for 满减, `8.8折` for 折扣. */
export function couponValueText(kind: CouponKind, value: number): string {
  const { figure, unit } = couponFigure(kind, value);
  return unit === 'yuan' ? t('coupon.yuanValue', { yuan: figure }) : t('coupon.foldValue', { fold: figure });
}

/** `满¥199可用`, or `无门槛` when any order qualifies. */
export function couponThresholdText(thresholdFen: number): string {
  return thresholdFen > 0 ? t('coupon.threshold', { yuan: shortYuan(thresholdFen) }) : t('coupon.noThreshold');
}

