import type { Quote } from '~/api/quotation-schema';
import { PriceRows } from '~/components/ui/PriceRows';
import { t } from '~/i18n/t-quotation';
import { formatFen } from '~/lib/money';

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

/** Goods, member discount, coupon, shipping and payable as the server priced them, and 提交订单. */
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
      <PriceRows
        price={quote}
        freeShippingFrom={quote?.freeShippingFrom ?? null}
        className={fresh ? '' : 'opacity-60'}
        listAttrs={{ 'aria-busy': !fresh, 'data-testid': 'order-totals' }}
        payableAttrs={{ 'data-testid': 'payable' }}
      />
      {calculating && (
        <p role="status" className="text-sm text-base-content/70">
          {t('quotation.quote.loading')}
        </p>
      )}
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

