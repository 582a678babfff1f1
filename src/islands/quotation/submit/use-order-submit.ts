import { useState } from 'react';
import { ApiError } from '~/core/errors';
import { createCustomizedOrder, priceQuote, reportOrderConflict } from '~/islands/quotation/submit/quotation';
import type { Address } from '~/wire/address';
import type { CustomizedOrder } from '~/wire/orders';
import type { Quote, QuoteRequest } from '~/wire/quotes';
import { usePriceChange } from '~/components/checkout/use-price-change';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { quoteKeyOf } from '~/lib/pricing/quote-request';
import { rememberAddress } from '~/lib/drafts/remembered-address';
import { quotationDraft } from '~/stores/quotation';

export interface OrderAttempt {
  request: QuoteRequest;
  /** The payable the customer sees: the server must charge exactly this, or say the price changed. */
  shown: Quote;
  address: Address;
  remarks: string;
  draftId: string;
  customerId: number;
}

/**
 * Sends the order of the quotation (once: useSubmitOnce, keyed by the draft). A 409 is checked
 * against a fresh price: when the payable really changed, the new figure is shown for the
 * customer to confirm (nothing was created); otherwise the server's message is shown.
 */
export function useOrderSubmit(onNewQuote: (request: QuoteRequest, quote: Quote) => void) {
  const { run, busy } = useSubmitOnce();
  const [created, setCreated] = useState<CustomizedOrder | null>(null);
  const priceChange = usePriceChange(quoteKeyOf);

  async function checkConflict(error: ApiError, attempt: OrderAttempt) {
    try {
      const quote = await priceQuote(attempt.request);
      if (quote.payable === attempt.shown.payable) {
        reportOrderConflict(error);
        return;
      }
      onNewQuote(attempt.request, quote);
      priceChange.found(attempt.request, attempt.shown.payable, quote.payable);
    } catch {
      // The notifier showed why the price could not be read; the form stays as typed.
    }
  }

  const submit = (attempt: OrderAttempt) =>
    run(async () => {
      try {
        const order = await createCustomizedOrder({
          ...attempt.request,
          address: attempt.address,
          remarks: attempt.remarks,
          expectedPayable: attempt.shown.payable,
          idempotencyKey: submissionKey('quotation', attempt.draftId),
        });
        rememberAddress(localStorage, attempt.customerId, attempt.address);
        setCreated(order);
        priceChange.clear();
        quotationDraft.reset();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await checkConflict(error, attempt);
        else throw error;
      }
    });

  return { submit, submitting: busy, created, priceChangeFor: priceChange.for };
}
