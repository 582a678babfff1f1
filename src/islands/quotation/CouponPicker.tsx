import { useId } from 'react';
import { t } from '~/i18n/t-quotation';
import { couponBlockerText, type CouponOption } from '~/lib/coupon-eligibility';
import { couponThresholdText, couponValueText } from '~/lib/coupon-text';
import { formatFen } from '~/lib/money';

export interface CouponPickerProps {
  /** null while the coupons load. */
  options: readonly CouponOption[] | null;
  loadError: string | null;
  onRetry: () => void;
  goods: number;
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
  /** Shown when a chosen coupon stopped meeting its conditions and was taken off. */
  droppedNote: boolean;
}

/**
 * One coupon per order, 不使用优惠券 by default. Coupons whose threshold the goods do not meet (or
 * any coupon, while a file waits for a manual quote) are listed but cannot be picked, with why.
 */
export function CouponPicker({ options, loadError, onRetry, goods, chosen, onChoose, droppedNote }: CouponPickerProps) {
  const id = useId();
  const name = `${id}-coupon`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-rule`}>
      <legend className="mb-1 text-lg font-semibold">{t('quotation.coupon.title')}</legend>
      <p id={`${id}-rule`} className="text-sm text-base-content/70">
        {t('quotation.coupon.onePerOrder')}
      </p>
      {droppedNote && (
        <p role="status" className="text-sm text-warning-content bg-warning/30 rounded-field px-2 py-1">
          {t('quotation.coupon.dropped')}
        </p>
      )}
      <label className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary">
        <input type="radio" className="radio radio-primary radio-sm" name={name} checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{t('quotation.coupon.none')}</span>
      </label>
      {loadError !== null && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-error">
            {t('quotation.coupon.loadFailed')}：{loadError}
          </span>
          <button type="button" className="btn btn-xs" onClick={onRetry}>
            {t('state.retry')}
          </button>
        </div>
      )}
      {options === null && loadError === null && (
        <p role="status" className="text-sm text-base-content/70">
          {t('quotation.coupon.loading')}
        </p>
      )}
      {options?.length === 0 && (
        <p className="text-sm text-base-content/70">
          {t('quotation.coupon.empty')}{' '}
          <a className="link link-primary" href="/me/coupon">
            {t('quotation.coupon.claimMore')}
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
                {couponThresholdText(coupon.threshold)} ·{' '}
                {blocked ? couponBlockerText(option, goods) : t('quotation.coupon.saving', { amount: formatFen(option.discount) })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
