import type { ConsumableQuote } from '~/api/order-schema';
import { PriceRows } from '~/components/ui/PriceRows';
import { t } from '~/i18n/t-checkout';
import { formatFen } from '~/lib/money';

export interface CheckoutTotalsProps {
  quote: ConsumableQuote | null;
  fresh: boolean;
  calculating: boolean;
  priceChange: { before: number; after: number } | null;
  submitting: boolean;
  /** Why 提交订单 cannot be pressed yet, or null. */
  blockedBy: string | null;
  onSubmit: () => void;
}

/** 商品金额, 会员折扣, 优惠, 运费 and 应付 as the server priced them, and 提交订单. */
export function CheckoutTotals({ quote, fresh, calculating, priceChange, submitting, blockedBy, onSubmit }: CheckoutTotalsProps) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('checkout.totals.title')}</h2>
      {priceChange && (
        <div role="alert" className="alert alert-warning flex-col items-start gap-1" data-testid="price-changed">
          <p className="font-semibold">{t('checkout.priceChanged.title')}</p>
          <p className="text-sm">{t('checkout.priceChanged.body', { before: formatFen(priceChange.before), after: formatFen(priceChange.after) })}</p>
        </div>
      )}
      <PriceRows
        price={quote}
        freeShippingFrom={quote?.freeShippingFrom ?? null}
        className={fresh ? '' : 'opacity-60'}
        listAttrs={{ 'aria-busy': !fresh, 'data-testid': 'order-totals' }}
        payableAttrs={{ 'data-testid': 'payable' }}
      />
      {calculating && (
        <p role="status" className="text-sm text-base-content/70">
          {t('checkout.totals.calculating')}
        </p>
      )}
      <button type="button" className="btn btn-primary btn-lg w-full" disabled={submitting || blockedBy !== null} aria-describedby={blockedBy ? 'checkout-blocked' : undefined} onClick={onSubmit}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t(submitting ? 'checkout.submitting' : priceChange ? 'checkout.confirmNewPrice' : 'checkout.submit')}
      </button>
      {blockedBy && !submitting && (
        <p id="checkout-blocked" className="text-sm text-base-content/70">
          {blockedBy}
        </p>
      )}
    </div>
  );
}

