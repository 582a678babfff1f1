import type { Quote } from '~/api/quotation-schema';
import { t } from '~/i18n/t-quotation';
import { formatFen } from '~/lib/money';
import { SHIPPING_RULE } from '~/lib/quotation-rules';

export interface PriceChange {
  before: number;
  after: number;
}

export interface OrderTotalsProps {
  quote: Quote | null;
  /** Whether `quote` answers what is on screen; otherwise the figures are dimmed until it does. */
  fresh: boolean;
  /** A new price has been asked for and not answered yet. */
  calculating: boolean;
  priceChange: PriceChange | null;
  submitting: boolean;
  /** Why 提交订单 cannot be pressed yet, or null. */
  blockedBy: string | null;
  onSubmit: () => void;
}

/** Goods, discount, shipping and payable as the server priced them, and 提交订单. */
export function OrderTotals({ quote, fresh, calculating, priceChange, submitting, blockedBy, onSubmit }: OrderTotalsProps) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('quotation.totals.title')}</h2>
      {priceChange && (
        <div role="alert" className="alert alert-warning flex-col items-start gap-1" data-testid="price-changed">
          <p className="font-semibold">{t('quotation.priceChanged.title')}</p>
          <p className="text-sm">{t('quotation.priceChanged.body', { before: formatFen(priceChange.before), after: formatFen(priceChange.after) })}</p>
        </div>
      )}
      <dl className={`flex flex-col gap-1.5 text-sm ${fresh ? '' : 'opacity-60'}`} aria-busy={!fresh} data-testid="order-totals">
        <Row label={t('quotation.totals.goods')} value={quote ? formatFen(quote.goods) : '—'} />
        <Row label={t('quotation.totals.discount')} value={quote ? (quote.discount > 0 ? `-${formatFen(quote.discount)}` : formatFen(0)) : '—'} />
        <Row
          label={t('quotation.totals.shipping')}
          value={quote ? formatFen(quote.shipping) : '—'}
          note={quote && quote.shipping > 0 ? t('quotation.totals.freeShipping', { amount: formatFen(SHIPPING_RULE.freeFrom) }) : undefined}
        />
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-base-300 pt-2">
          <dt className="font-semibold">{t('quotation.totals.payable')}</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="payable">
            {quote ? formatFen(quote.payable) : '—'}
          </dd>
        </div>
      </dl>
      {calculating && (
        <p role="status" className="text-sm text-base-content/70">
          {t('quotation.quote.loading')}
        </p>
      )}
      {quote?.manual && <p className="text-sm text-base-content/80">{t('quotation.totals.manualNote')}</p>}
      {quote && <p className="text-sm text-base-content/70">{t('quotation.totals.leadDays', { days: quote.leadDays })}</p>}
      <button
        type="button"
        className="btn btn-primary btn-lg w-full"
        disabled={submitting || blockedBy !== null}
        aria-describedby={blockedBy ? 'submit-blocked' : undefined}
        onClick={onSubmit}
      >
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t(submitting ? 'quotation.submit.submitting' : priceChange ? 'quotation.submit.confirmButton' : 'quotation.submit.button')}
      </button>
      {blockedBy && !submitting && (
        <p id="submit-blocked" className="text-sm text-base-content/70">
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
