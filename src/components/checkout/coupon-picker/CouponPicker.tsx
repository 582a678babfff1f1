import { useId } from 'react';
import { t } from '~/components/checkout/messages';
import type { CouponOption } from '~/lib/pricing/coupon-eligibility';
import { couponBlockerText } from '~/components/checkout/coupon-scope-text';
import { couponThresholdText, couponValueText } from '~/components/checkout/coupon-value-text';
import { formatFen } from '~/lib/format/money';

export interface CouponPickerProps {
  /** null while the coupons (or the goods they are weighed against) are not known yet. */
  options: readonly CouponOption[] | null;
  /** The coupons have loaded, only the goods total is missing. */
  waitingForPrice?: boolean;
  loadError: string | null;
  onRetry: () => void;
  goods: number;
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
  /** Shown when a chosen coupon stopped meeting its conditions and was taken off. */
  droppedNote: boolean;
}

/**
 * One coupon per order, 不使用优惠券 by default, for the quotation and the consumables checkout.
 * Coupons this order cannot take (another kind of order, a process they do not name, a file
 * waiting for a manual quote, a threshold not met) are listed but cannot be picked, with why.
 */
export function CouponPicker({ options, waitingForPrice = false, loadError, onRetry, goods, chosen, onChoose, droppedNote }: CouponPickerProps) {
  const id = useId();
  const name = `${id}-coupon`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-rule`}>
      <legend className="mb-1 text-lg font-semibold">{t('coupon.picker.title')}</legend>
      <p id={`${id}-rule`} className="text-sm text-base-content/70">
        {t('coupon.picker.rule')}
      </p>
      {droppedNote && (
        <p role="status" className="rounded-field bg-warning/30 px-2 py-1 text-sm text-warning-content">
          {t('coupon.picker.dropped')}
        </p>
      )}
      <label className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary">
        <input type="radio" className="radio radio-primary radio-sm" name={name} checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{t('coupon.picker.none')}</span>
      </label>
      {loadError !== null && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-error">
            {t('coupon.picker.loadFailed')}：{loadError}
          </span>
          <button type="button" className="btn btn-xs" onClick={onRetry}>
            {t('state.retry')}
          </button>
        </div>
      )}
      {options === null && loadError === null && (
        <p role="status" className="text-sm text-base-content/70">
          {t(waitingForPrice ? 'coupon.picker.waitPrice' : 'coupon.picker.loading')}
        </p>
      )}
      {options?.length === 0 && (
        <p className="text-sm text-base-content/70">
          {t('coupon.picker.empty')}{' '}
          <a className="link link-primary" href="/me/coupon">
            {t('coupon.picker.claimMore')}
          </a>
        </p>
      )}
      {options?.map((option) => {
        const { coupon, blocker } = option;
        const blocked = blocker !== null;
        const noteId = `${id}-note-${coupon.id}`;
        return (
          <label
            key={coupon.id}
            className={`flex items-start gap-3 rounded-field border border-base-300 p-3 ${blocked ? 'cursor-not-allowed bg-base-200 text-base-content/70' : 'cursor-pointer has-checked:border-primary'}`}
            data-coupon-id={coupon.id}
            data-blocker={blocker ?? undefined}
          >
            <input
              type="radio"
              className="radio radio-primary radio-sm mt-0.5"
              name={name}
              checked={chosen === coupon.id}
              disabled={blocked}
              aria-describedby={noteId}
              onChange={() => onChoose(coupon.id)}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{coupon.title}</span>
                <span className={`font-semibold tabular-nums ${blocked ? '' : 'text-accent-content'}`}>{couponValueText(coupon.kind, coupon.value)}</span>
              </span>
              <span id={noteId} className="text-sm">
                {couponThresholdText(coupon.threshold)} · {blocked ? couponBlockerText(option, goods) : t('coupon.picker.saving', { amount: formatFen(option.discount) })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
