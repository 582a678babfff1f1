import type { CouponKind } from '../../wire/coupons.ts';
import { t } from '../../components/checkout/messages.ts';

/**
 * A coupon's value and threshold in words, for the coupon cards and the checkouts' coupon choice.
 * Apart from the rest of the coupon texts so a checkout loads only the order-form texts.
 */

/** Fen as yuan without needless decimals: 2000 → `20`, 1550 → `15.5`, 1505 → `15.05`. */
export function shortYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const cents = abs % 100;
  const yuan = String(Math.floor(abs / 100));
  if (cents === 0) return sign + yuan;
  return `${sign}${yuan}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * A percentage off as the Chinese 折 figure (what share of the price is paid, in tenths):
 * 12 % off → `8.8`, 10 % off → `9`, 5 % off → `9.5`.
 */
export function discountFold(percentOff: number): string {
  const paidPercent = Math.min(100, Math.max(0, 100 - Math.round(percentOff)));
  const whole = Math.floor(paidPercent / 10);
  const tenth = paidPercent % 10;
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`;
}

/** The big figure of a coupon card and its unit. */
export function couponFigure(kind: CouponKind, value: number): { figure: string; unit: 'yuan' | 'fold' } {
  return kind === 'amount' ? { figure: shortYuan(value), unit: 'yuan' } : { figure: discountFold(value), unit: 'fold' };
}

/** `¥20` for 满减, `8.8折` for 折扣. */
export function couponValueText(kind: CouponKind, value: number): string {
  const { figure, unit } = couponFigure(kind, value);
  return unit === 'yuan' ? t('coupon.yuanValue', { yuan: figure }) : t('coupon.foldValue', { fold: figure });
}

/** `满¥199可用`, or `无门槛` when any order qualifies. */
export function couponThresholdText(thresholdFen: number): string {
  return thresholdFen > 0 ? t('coupon.threshold', { yuan: shortYuan(thresholdFen) }) : t('coupon.noThreshold');
}

