import { useRef, useState } from 'react';
import { ApiError } from '~/api/errors';
import { createCustomizedOrder, priceQuote, reportOrderConflict } from '~/api/quotation';
import type { Address } from '~/wire/address';
import type { CustomizedOrder } from '~/wire/orders';
import type { Quote, QuoteRequest } from '~/wire/quotes';
import { forgetOrderKey, orderKeyFor } from '~/lib/order-idempotency';
import { quoteKeyOf } from '~/lib/quote-request';
import { rememberAddress } from '~/lib/remembered-address';
import { resetQuotation } from '~/stores/quotation';
import type { PriceChange } from '~/components/ui/OrderSubmitPanel';

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
 * Sends the order once however often 提交订单 is pressed: a second press while one is in flight
 * does nothing, and every attempt at the same draft carries the same idempotency key, so even a
 * retry after a lost answer creates no second order. A 409 is checked against a fresh price: when
 * the payable really changed, the new figure is shown for the customer to confirm (nothing was
 * created); otherwise the server's message is shown. Nothing typed is cleared by a failure.
 */
export function useOrderSubmit(onNewQuote: (request: QuoteRequest, quote: Quote) => void) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<CustomizedOrder | null>(null);
  const [priceChange, setPriceChange] = useState<(PriceChange & { key: string }) | null>(null);

  async function checkConflict(error: ApiError, attempt: OrderAttempt) {
    try {
      const quote = await priceQuote(attempt.request);
      if (quote.payable === attempt.shown.payable) {
        reportOrderConflict(error);
        return;
      }
      onNewQuote(attempt.request, quote);
      setPriceChange({ key: quoteKeyOf(attempt.request), before: attempt.shown.payable, after: quote.payable });
    } catch {
      // The notifier showed why the price could not be read; the form stays as typed.
    }
  }

  async function submit(attempt: OrderAttempt) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createCustomizedOrder({
        ...attempt.request,
        address: attempt.address,
        remarks: attempt.remarks,
        expectedPayable: attempt.shown.payable,
        idempotencyKey: orderKeyFor(sessionStorage, attempt.draftId),
      });
      rememberAddress(localStorage, attempt.customerId, attempt.address);
      forgetOrderKey(sessionStorage);
      setCreated(order);
      setPriceChange(null);
      resetQuotation();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await checkConflict(error, attempt);
      // Any other failure was shown by the notifier.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** The price change to show for `request`: only while the request is the one it was found for. */
  const priceChangeFor = (request: QuoteRequest | null): PriceChange | null =>
    priceChange && request && quoteKeyOf(request) === priceChange.key ? priceChange : null;

  return { submit, submitting, created, priceChangeFor };
}
