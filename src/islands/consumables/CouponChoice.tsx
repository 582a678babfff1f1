import { useId } from 'react';
import type { Coupon } from '~/api/schema';
import { t } from '~/i18n/t-checkout';
import type { CouponOption } from '~/lib/coupon-eligibility';
import { formatFen } from '~/lib/money';

export interface CouponChoiceProps {
  /** null while the coupons or the goods total are not known yet. */
  options: readonly CouponOption[] | null;
  /** The coupons have loaded, only the goods total is missing. */
  waitingForPrice: boolean;
  loadError: string | null;
  onRetry: () => void;
  goods: number;
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
  /** Shown when a chosen coupon stopped meeting its threshold and was taken off. */
  droppedNote: boolean;
}

/** Fen as yuan without needless decimals: 1000 → `10`, 1550 → `15.5`. */
const yuan = (fen: number) => String(Number((fen / 100).toFixed(2)));
const valueText = (coupon: Coupon) => (coupon.kind === 'amount' ? t('checkout.coupon.amount', { yuan: yuan(coupon.value) }) : t('checkout.coupon.fold', { fold: (100 - coupon.value) / 10 }));
const thresholdText = (coupon: Coupon) => (coupon.threshold > 0 ? t('checkout.coupon.threshold', { yuan: yuan(coupon.threshold) }) : t('checkout.coupon.noThreshold'));

/**
 * One coupon per order, 不使用优惠券 by default (the quotation's CouponPicker, in the checkout's
 * words). Coupons whose threshold the goods do not meet are listed but cannot be picked, with
 * how much is missing.
 */
export function CouponChoice({ options, waitingForPrice, loadError, onRetry, goods, chosen, onChoose, droppedNote }: CouponChoiceProps) {
  const id = useId();
  const name = `${id}-coupon`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-rule`}>
      <legend className="mb-1 text-lg font-semibold">{t('checkout.coupon.title')}</legend>
      <p id={`${id}-rule`} className="text-sm text-base-content/70">
        {t('checkout.coupon.rule')}
      </p>
      {droppedNote && (
        <p role="status" className="rounded-field bg-warning/30 px-2 py-1 text-sm text-warning-content">
          {t('checkout.coupon.dropped')}
        </p>
      )}
      <label className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary">
        <input type="radio" className="radio radio-primary radio-sm" name={name} checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{t('checkout.coupon.none')}</span>
      </label>
      {loadError !== null && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-error">
            {t('checkout.coupon.loadFailed')}：{loadError}
          </span>
          <button type="button" className="btn btn-xs" onClick={onRetry}>
            {t('state.retry')}
          </button>
        </div>
      )}
      {options === null && loadError === null && (
        <p role="status" className="text-sm text-base-content/70">
          {t(waitingForPrice ? 'checkout.coupon.waitPrice' : 'checkout.coupon.loading')}
        </p>
      )}
      {options?.length === 0 && (
        <p className="text-sm text-base-content/70">
          {t('checkout.coupon.empty')}{' '}
          <a className="link link-primary" href="/me/coupon">
            {t('checkout.coupon.claimMore')}
          </a>
        </p>
      )}
      {options?.map(({ coupon, blocker, discount }) => {
        const blocked = blocker !== null;
        const noteId = `${id}-note-${coupon.id}`;
        return (
          <label
            key={coupon.id}
            className={`flex items-start gap-3 rounded-field border border-base-300 p-3 ${blocked ? 'cursor-not-allowed bg-base-200 text-base-content/70' : 'cursor-pointer has-checked:border-primary'}`}
            data-coupon-id={coupon.id}
          >
            <input type="radio" className="radio radio-primary radio-sm mt-0.5" name={name} checked={chosen === coupon.id} disabled={blocked} aria-describedby={noteId} onChange={() => onChoose(coupon.id)} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{coupon.title}</span>
                <span className="font-semibold tabular-nums">{valueText(coupon)}</span>
              </span>
              <span id={noteId} className="text-sm">
                {thresholdText(coupon)} · {blocked ? t('checkout.coupon.blocked', { missing: formatFen(Math.max(0, coupon.threshold - goods)) }) : t('checkout.coupon.saving', { amount: formatFen(discount) })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
