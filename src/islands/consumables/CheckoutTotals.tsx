import type { ConsumableQuote } from '~/api/order-schema';
import { t } from '~/i18n/t-checkout';
import { formatFen } from '~/lib/money';
import { SHIPPING_RULE } from '~/lib/quotation-rules';

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

/** 商品金额, 优惠, 运费 and 应付 as the server priced them, and 提交订单. */
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
      <dl className={`flex flex-col gap-1.5 text-sm ${fresh ? '' : 'opacity-60'}`} aria-busy={!fresh} data-testid="order-totals">
        <Row label={t('checkout.totals.goods')} value={quote ? formatFen(quote.goods) : '—'} />
        <Row label={t('checkout.totals.discount')} value={quote ? (quote.discount > 0 ? `-${formatFen(quote.discount)}` : formatFen(0)) : '—'} />
        <Row label={t('checkout.totals.shipping')} value={quote ? formatFen(quote.shipping) : '—'} note={quote && quote.shipping > 0 ? t('checkout.totals.freeShipping', { amount: formatFen(SHIPPING_RULE.freeFrom) }) : undefined} />
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-base-300 pt-2">
          <dt className="font-semibold">{t('checkout.totals.payable')}</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="payable">
            {quote ? formatFen(quote.payable) : '—'}
          </dd>
        </div>
      </dl>
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

function Row({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-base-content/80">
        {label}
        {note && <span className="ms-1 text-xs text-base-content/70">（{note}）</span>}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
