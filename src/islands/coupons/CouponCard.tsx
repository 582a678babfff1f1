import { useId } from 'react';
import type { Coupon } from '~/wire/coupons';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/wallet/messages';
import { couponScopeText } from '~/components/checkout/coupon-scope-text';
import { couponValidityText } from '~/components/wallet/coupon-text';
import { couponThresholdText, couponValueText } from '~/components/checkout/coupon-value-text';
import { couponFigure } from '~/lib/format/coupon-figures';

export interface CouponCardProps {
  coupon: Coupon;
  /** Only for 可领取 coupons: claims it. */
  onClaim?: (coupon: Coupon) => void;
  claiming?: boolean;
}

/** A coupon as a ticket: the value on the left; title, validity, where it may be used and rules on the right. */
export function CouponCard({ coupon, onClaim, claiming = false }: CouponCardProps) {
  const titleId = useId();
  const { figure, unit } = couponFigure(coupon.kind, coupon.value);
  // Used and expired coupons can do nothing any more: grey, and said in words too.
  const inactive = coupon.status === 'used' || coupon.status === 'expired';
  const scope = couponScopeText(coupon.scope);
  return (
    <li
      className={`flex overflow-hidden rounded-box border shadow-sm ${inactive ? 'border-base-300 bg-base-200' : 'border-primary/20 bg-base-100'}`}
      data-coupon-id={coupon.id}
      data-inactive={inactive || undefined}
    >
      <div
        className={`flex w-28 shrink-0 flex-col items-center justify-center gap-2 border-r-2 border-dashed p-3 text-center sm:w-32 ${
          inactive ? 'border-base-300 bg-base-300 text-base-content/75' : 'border-base-100 bg-primary text-primary-content'
        }`}
      >
        <p className="flex items-baseline font-bold" aria-label={couponValueText(coupon.kind, coupon.value)}>
          {unit === 'yuan' && <span className="text-lg leading-none">¥</span>}
          <span className="text-4xl leading-none tabular-nums">{figure}</span>
          {unit === 'fold' && <span className="text-lg leading-none">折</span>}
        </p>
        <p className="text-xs">{couponThresholdText(coupon.threshold)}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-base font-semibold">
            {coupon.title}
          </h2>
          <span className="badge badge-outline badge-sm">{t(`coupon.kind.${coupon.kind}`)}</span>
        </div>
        <p className="text-xs text-base-content/75 tabular-nums">{couponValidityText(coupon)}</p>
        {scope !== null && (
          <p className="text-sm font-medium" data-coupon-scope>
            {scope}
          </p>
        )}
        <p className="text-sm text-base-content/85">{coupon.rules}</p>
        <div className="mt-auto flex justify-end pt-2">
          {coupon.status === 'claimable' && onClaim ? (
            <button type="button" className="btn btn-accent btn-sm min-w-24" disabled={claiming} aria-describedby={titleId} onClick={() => onClaim(coupon)}>
              {claiming && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t(claiming ? 'coupon.claiming' : 'coupon.claim')}
            </button>
          ) : (
            <span className={`badge ${inactive ? 'badge-outline' : 'badge-success badge-soft'}`}>{t(`coupon.status.${coupon.status}`)}</span>
          )}
        </div>
      </div>
    </li>
  );
}

/** A coupon not loaded yet: validity, where it may be used and rules; validity and rules take a line more on a phone, as they do for real. */
export function CouponCardSkeleton() {
  return (
    <div className="flex overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm" aria-hidden="true">
      <SkeletonBox className="w-28 self-stretch rounded-none sm:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <div className="flex items-center gap-2">
          <SkeletonText width="w-24" />
          <SkeletonBox className="h-5 w-12 rounded-full" />
        </div>
        <div>
          <SkeletonText line={LINE.xs} width="w-full sm:w-48" />
          <SkeletonText line={LINE.xs} width="w-1/2 sm:hidden" />
        </div>
        <SkeletonText line={LINE.sm} width="w-40" />
        <div>
          <SkeletonText line={LINE.sm} width="w-full" />
          <SkeletonText line={LINE.sm} width="w-full" />
          <SkeletonText line={LINE.sm} width="w-1/3 sm:hidden" />
        </div>
        <div className="mt-auto flex justify-end pt-2">
          <SkeletonBox className="h-8 w-24 rounded-field" />
        </div>
      </div>
    </div>
  );
}
