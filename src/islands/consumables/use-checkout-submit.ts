import { useRef, useState } from 'react';
import { createConsumableOrder, priceConsumables, reportConsumableConflict } from '~/api/consumables';
import { ApiError } from '~/api/errors';
import type { Address } from '~/wire/address';
import type { ConsumableQuote, ConsumableQuoteRequest } from '~/wire/consumable-orders';
import type { OrderDetail } from '~/wire/orders';
import { cartQuoteKey, overStockIds } from '~/lib/cart-quote';
import { forgetOrderKey, orderKeyFor } from '~/lib/order-idempotency';
import { rememberAddress } from '~/lib/remembered-address';
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

export interface PriceChange {
  key: string;
  before: number;
  after: number;
}

/**
 * Sends the order once however often 提交订单 is pressed: a second press while one is in flight
 * does nothing, and every attempt at the same cart carries the same idempotency key (kept in
 * sessionStorage), so a retry after a lost answer creates no second order. A 409 is explained
 * from a fresh price: lines now short of stock carry the server's message, a changed payable is
 * shown for the customer to confirm; nothing typed is cleared.
 */
export function useCheckoutSubmit(onNewQuote: (request: ConsumableQuoteRequest, quote: ConsumableQuote) => void) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<OrderDetail | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
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
      setPriceChange({ key: cartQuoteKey(attempt.request), before: attempt.shown.payable, after: quote.payable });
      return;
    }
    reportConsumableConflict(error);
  }

  async function submit(attempt: CheckoutAttempt) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const order = await createConsumableOrder({
        ...attempt.request,
        address: attempt.address,
        remarks: attempt.remarks,
        expectedPayable: attempt.shown.payable,
        idempotencyKey: orderKeyFor(sessionStorage, `cart:${attempt.cartId}`),
      });
      rememberAddress(localStorage, attempt.customerId, attempt.address);
      forgetOrderKey(sessionStorage);
      setCreated(order);
      clearCart();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await explainConflict(error, attempt);
      // Any other failure was shown by the notifier.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** The price change to show for `request`: only while the request is the one it was found for. */
  const priceChangeFor = (request: ConsumableQuoteRequest | null) => (priceChange && request && cartQuoteKey(request) === priceChange.key ? priceChange : null);
  /** The refusal to show on a line: only while its quantity is the refused one. */
  const stockProblemFor = (consumableId: number, quantity: number) => {
    const problem = stockProblems.get(consumableId);
    return problem && problem.quantity === quantity ? problem.message : null;
  };

  return { submit, submitting, created, priceChangeFor, stockProblemFor };
}
