import { useId, type ReactNode } from 'react';
import { formatFen } from '~/lib/format/money';
import { PriceRows, type PriceRowsProps } from '../price/PriceRows';

/** The words of one checkout, from its own message area. */
export interface OrderSubmitTexts {
  title: string;
  priceChangedTitle: string;
  priceChangedBody: (before: string, after: string) => string;
  calculating: string;
  submit: string;
  confirmNewPrice: string;
  submitting: string;
}

/** The payable the customer saw and the one the server answered, before anything was created. */
export interface PriceChange {
  before: number;
  after: number;
}

export interface OrderSubmitPanelProps {
  texts: OrderSubmitTexts;
  /** The server's price of what is on screen (null before the first answer). */
  quote: (NonNullable<PriceRowsProps['price']> & { freeShippingFrom: number }) | null;
  /** Whether `quote` answers what is on screen; otherwise the figures are dimmed until it does. */
  fresh: boolean;
  /** A new price has been asked for and not answered yet. */
  calculating: boolean;
  priceChange: PriceChange | null;
  submitting: boolean;
  /** Why 提交订单 cannot be pressed yet, or null. */
  blockedBy: string | null;
  onSubmit: () => void;
  /** More about the price under the figures (the quotation's lead time). */
  note?: ReactNode;
  /** Until when the price holds, or how it differs from the quotation it came from (said before 提交订单). */
  holdNote?: ReactNode;
}

/**
 * The totals of a checkout as the server priced them and its 提交订单, for the quotation and the
 * consumables checkout alike: a changed price is said before anything is created, the figures dim
 * while a newer price is on its way, and the button says why it cannot be pressed yet.
 */
export function OrderSubmitPanel({ texts, quote, fresh, calculating, priceChange, submitting, blockedBy, onSubmit, note, holdNote }: OrderSubmitPanelProps) {
  const blockedId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{texts.title}</h2>
      {priceChange && (
        <div role="alert" className="alert alert-warning flex-col items-start gap-1" data-testid="price-changed">
          <p className="font-semibold">{texts.priceChangedTitle}</p>
          <p className="text-sm">{texts.priceChangedBody(formatFen(priceChange.before), formatFen(priceChange.after))}</p>
        </div>
      )}
      <PriceRows
        price={quote}
        freeShippingFrom={quote?.freeShippingFrom ?? null}
        className={fresh ? '' : 'opacity-60'}
        listAttrs={{ 'aria-busy': !fresh, 'data-testid': 'order-totals' }}
        payableAttrs={{ 'data-testid': 'payable' }}
        live
      />
      {calculating && (
        <p role="status" className="text-sm text-base-content/70">
          {texts.calculating}
        </p>
      )}
      {note}
      {holdNote}
      <button
        type="button"
        className="btn btn-primary btn-lg w-full"
        disabled={submitting || blockedBy !== null}
        aria-describedby={blockedBy ? blockedId : undefined}
        onClick={onSubmit}
      >
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitting ? texts.submitting : priceChange ? texts.confirmNewPrice : texts.submit}
      </button>
      {blockedBy && !submitting && (
        <p id={blockedId} className="text-sm text-base-content/70">
          {blockedBy}
        </p>
      )}
    </div>
  );
}
