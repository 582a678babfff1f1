import type { Quote } from '~/wire/quotes';
import type { OrderSubmitTexts } from '~/components/checkout/OrderSubmitPanel';
import { ShipNote } from '../../ship-dates/ShipDates';
import { t as tCallouts } from '~/components/callouts/callout-notes';
import { t } from '~/islands/quotation/submit/messages';
import { CONFIRMATION_WORKING_DAYS } from '~/lib/orders/callout-limits';
import { awaitsFactoryPrice } from './request-pricing';

/** The totals panel's words, in the quotation's terms (the panel comes with these parts). */
export const SUBMIT_TEXTS: OrderSubmitTexts = {
  title: t('quotation.totals.title'),
  priceChangedTitle: t('quotation.priceChanged.title'),
  priceChangedBody: (before, after) => t('quotation.priceChanged.body', { before, after }),
  calculating: t('quotation.quote.loading'),
  submit: t('quotation.submit.button'),
  confirmNewPrice: t('quotation.submit.confirmButton'),
  submitting: t('quotation.submit.submitting'),
};

/**
 * What the totals of step 3 say above 提交订单: when the order ships, or, for an order that would
 * be 待报价, that the factory confirms the price within its working day and the ship date follows
 * (nothing is promised that the factory has not confirmed); and, when the server says a line waits
 * for the factory's confirmation, that nothing is charged before the customer accepts the confirmed price.
 */
export function SubmitNote({ quote }: { quote: Quote }) {
  return (
    <>
      {awaitsFactoryPrice(quote) ? (
        // The call-outs' note below already says who confirms the price and when: this one adds the ship date.
        <p className={quote.needsConfirmation === true ? 'text-sm text-base-content/70' : 'rounded-box bg-info/10 p-2 text-sm'} data-pending-quote>
          {quote.needsConfirmation === true ? t('quotation.submit.shipAfterConfirmation') : t('quotation.submit.pendingQuote', { days: CONFIRMATION_WORKING_DAYS })}
        </p>
      ) : (
        <ShipNote days={quote.leadDays} />
      )}
      {quote.needsConfirmation === true && (
        <p className="rounded-box bg-info/10 p-2 text-sm" data-confirmation-submit>
          {tCallouts('callouts.submitNote', { days: CONFIRMATION_WORKING_DAYS })}
        </p>
      )}
    </>
  );
}
