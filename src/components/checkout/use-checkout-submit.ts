import { useState } from 'react';
import { ApiError } from '~/core/errors';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import type { Submission } from '~/lib/forms/idempotency-key';
import { rememberAddress } from '~/lib/drafts/remembered-address';
import { conflictOutcome, orderBody, type CheckoutAttempt } from './checkout-rules';
import { usePriceChange } from './use-price-change';

/** What a checkout is made of: its calls, and what the page does around them. */
export interface CheckoutCalls<R, Q extends { payable: number }, O> {
  /** Whose idempotency key the draft's id is (quotation, cart). */
  submission: Submission;
  create: (body: ReturnType<typeof orderBody<R, Q>>) => Promise<O>;
  /** Prices the request again after a 409. */
  price: (request: R) => Promise<Q>;
  /** The request's identity: a found price change applies while the request is still this one. */
  keyOf: (request: R) => string;
  /** A fresh price, after a 409: the page shows it in place of the old one (and reads again what it is made of). */
  onNewQuote: (request: R, quote: Q) => void;
  /** A 409 the fresh price explains by itself (stock that ran short), shown by the page: true when it did. */
  explain?: (error: ApiError, attempt: CheckoutAttempt<R, Q>, quote: Q) => boolean;
  /** Shows the server's own sentence for a 409 that is neither explained nor a price change. */
  reportConflict: (error: ApiError) => void;
  /** The order exists: the draft it was made of is emptied. */
  onCreated: (order: O) => void;
}

/**
 * Sends a priced order once (useSubmitOnce, one idempotency key per draft), with the payable the
 * customer saw. A 409 is read against a fresh price: when the payable really changed, the new
 * figure is shown for the customer to confirm (nothing was created); otherwise the fresh price
 * explains it or the server's message is shown. The address is remembered for the next order;
 * nothing typed is cleared on a failure.
 */
export function useCheckoutSubmit<R, Q extends { payable: number }, O>(calls: CheckoutCalls<R, Q, O>) {
  const { run, busy } = useSubmitOnce();
  const [created, setCreated] = useState<O | null>(null);
  const priceChange = usePriceChange(calls.keyOf);

  async function readConflict(error: ApiError, attempt: CheckoutAttempt<R, Q>) {
    let quote: Q;
    try {
      quote = await calls.price(attempt.request);
    } catch {
      return; // The notifier showed why the price could not be read; the form stays as typed.
    }
    calls.onNewQuote(attempt.request, quote);
    const outcome = conflictOutcome(attempt.shown.payable, quote.payable, calls.explain?.(error, attempt, quote) ?? false);
    if (outcome === 'priceChanged') priceChange.found(attempt.request, attempt.shown.payable, quote.payable);
    else if (outcome === 'conflict') calls.reportConflict(error);
  }

  const submit = (attempt: CheckoutAttempt<R, Q>) =>
    run(async () => {
      try {
        const order = await calls.create(orderBody(calls.submission, attempt));
        rememberAddress(localStorage, attempt.customerId, attempt.address);
        setCreated(order);
        priceChange.clear();
        calls.onCreated(order);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await readConflict(error, attempt);
        else throw error;
      }
    });

  return { submit, submitting: busy, created, priceChangeFor: priceChange.for };
}
