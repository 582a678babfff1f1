import type { Coupon, CouponCounts, CouponStatus } from '../../wire/coupons.ts';
import { t } from './messages.ts';
import { formatDateTime } from '../../lib/format/datetime.ts';

/** The tabs of /me/coupon, in the order they are shown. */
export const COUPON_STATUSES: readonly CouponStatus[] = ['claimable', 'unused', 'used', 'expired'];

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
