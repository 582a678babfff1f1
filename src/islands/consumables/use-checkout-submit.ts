import { useState } from 'react';
import { createConsumableOrder, priceConsumables, reportConsumableConflict } from '~/islands/consumables/consumables';
import { ApiError } from '~/core/errors';
import type { Address } from '~/wire/address';
import type { ConsumableQuote, ConsumableQuoteRequest } from '~/wire/consumable-orders';
import type { OrderDetail } from '~/wire/orders';
import { usePriceChange } from '~/components/checkout/use-price-change';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { cartQuoteKey, overStockIds } from '~/islands/consumables/cart-quote';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { rememberAddress } from '~/lib/drafts/remembered-address';
import { clearCart } from '~/stores/cart';

export interface CheckoutAttempt {
  request: ConsumableQuoteRequest;
  /** The payable the customer sees: the server must charge exactly this, or say the price changed. */
  shown: ConsumableQuote;
  address: Address;
  remarks: string;
  cartId: string;
  customerId: number;
}

/**
 * Sends the consumable order (once: useSubmitOnce, keyed by the cart). A 409 is explained from a
 * fresh price: lines now short of stock carry the server's message, a changed payable is shown
 * for the customer to confirm; nothing typed is cleared.
 */
export function useCheckoutSubmit(onNewQuote: (request: ConsumableQuoteRequest, quote: ConsumableQuote) => void) {
  const { run, busy } = useSubmitOnce();
  const [created, setCreated] = useState<OrderDetail | null>(null);
  const priceChange = usePriceChange(cartQuoteKey);
  /** The server's refusal, per consumable id, until that line changes. */
  const [stockProblems, setStockProblems] = useState<ReadonlyMap<number, { quantity: number; message: string }>>(new Map());

  async function explainConflict(error: ApiError, attempt: CheckoutAttempt) {
    let quote: ConsumableQuote;
    try {
      quote = await priceConsumables(attempt.request);
    } catch {
      return; // The notifier showed why the price could not be read; the form stays as typed.
    }
    onNewQuote(attempt.request, quote);
    const short = overStockIds(quote);
    if (short.length > 0) {
      const quantities = new Map(attempt.request.items.map((item) => [item.consumableId, item.quantity]));
      setStockProblems(new Map(short.map((id) => [id, { quantity: quantities.get(id) ?? 0, message: error.message }])));
      return;
    }
    if (quote.payable !== attempt.shown.payable) {
      priceChange.found(attempt.request, attempt.shown.payable, quote.payable);
      return;
    }
    reportConsumableConflict(error);
  }

  const submit = (attempt: CheckoutAttempt) =>
    run(async () => {
      try {
        const order = await createConsumableOrder({
          ...attempt.request,
          address: attempt.address,
          remarks: attempt.remarks,
          expectedPayable: attempt.shown.payable,
          idempotencyKey: submissionKey('cart', attempt.cartId),
        });
        rememberAddress(localStorage, attempt.customerId, attempt.address);
        setCreated(order);
        clearCart();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await explainConflict(error, attempt);
        else throw error;
      }
    });

  /** The refusal to show on a line: only while its quantity is the refused one. */
  const stockProblemFor = (consumableId: number, quantity: number) => {
    const problem = stockProblems.get(consumableId);
    return problem && problem.quantity === quantity ? problem.message : null;
  };

  return { submit, submitting: busy, created, priceChangeFor: priceChange.for, stockProblemFor };
}
