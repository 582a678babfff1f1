import type { Coupon, CouponCounts, CouponKind, CouponStatus } from '../api/schema.ts';
import { t as tForm } from '../i18n/t-order-form.ts';
import { t } from '../i18n/t-wallet.ts';
import { formatDateTime } from './datetime.ts';

/** The tabs of /me/coupon, in the order they are shown. */
export const COUPON_STATUSES: readonly CouponStatus[] = ['claimable', 'unused', 'used', 'expired'];

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
  return unit === 'yuan' ? tForm('coupon.yuanValue', { yuan: figure }) : tForm('coupon.foldValue', { fold: figure });
}

/** `满¥199可用`, or `无门槛` when any order qualifies. */
export function couponThresholdText(thresholdFen: number): string {
  return thresholdFen > 0 ? tForm('coupon.threshold', { yuan: shortYuan(thresholdFen) }) : tForm('coupon.noThreshold');
}

/** The validity window in the customer's local time. */
export function couponValidityText(coupon: Pick<Coupon, 'validFrom' | 'validTo'>): string {
  return t('coupon.validity', { from: formatDateTime(coupon.validFrom), to: formatDateTime(coupon.validTo) });
}

/** The tab a `?status=` query names; the first tab for a missing or unknown value. */
export function couponStatusFromQuery(search: string): CouponStatus {
  const wanted = new URLSearchParams(search).get('status');
  return COUPON_STATUSES.find((status) => status === wanted) ?? 'claimable';
}

/** The query string that keeps `status` (the default tab needs none), other parameters kept. */
export function couponStatusQuery(search: string, status: CouponStatus): string {
  const query = new URLSearchParams(search);
  if (status === 'claimable') query.delete('status');
  else query.set('status', status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A successful claim moves one coupon from 可领取 to 未使用. */
export function countsAfterClaim(counts: CouponCounts): CouponCounts {
  return { ...counts, claimable: Math.max(0, counts.claimable - 1), unused: counts.unused + 1 };
}
