import { useState } from 'react';
import { createConsumableOrder, priceConsumables, reportConsumableConflict } from '~/islands/consumables/consumables';
import type { ApiError } from '~/core/errors';
import type { ConsumableQuote, ConsumableQuoteRequest } from '~/wire/consumable-orders';
import type { CheckoutAttempt } from '~/components/checkout/checkout-rules';
import { useCheckoutSubmit } from '~/components/checkout/use-checkout-submit';
import { cartQuoteKey, overStockIds } from '~/islands/consumables/checkout/cart-quote';
import { clearCart } from '~/stores/cart';

/**
 * The consumable order through the shop's one checkout (useCheckoutSubmit), keyed by the cart. A
 * 409 that the fresh price explains by stock now short marks those lines with the server's
 * sentence, until the line's quantity changes.
 */
export function useConsumableSubmit(onNewQuote: (request: ConsumableQuoteRequest, quote: ConsumableQuote) => void) {
  /** The server's refusal, per consumable id, for the quantity it refused. */
  const [stockProblems, setStockProblems] = useState<ReadonlyMap<number, { quantity: number; message: string }>>(new Map());

  function explainByStock(error: ApiError, attempt: CheckoutAttempt<ConsumableQuoteRequest, ConsumableQuote>, quote: ConsumableQuote): boolean {
    const short = overStockIds(quote);
    if (short.length === 0) return false;
    const quantities = new Map(attempt.request.items.map((item) => [item.consumableId, item.quantity]));
    setStockProblems(new Map(short.map((id) => [id, { quantity: quantities.get(id) ?? 0, message: error.message }])));
    return true;
  }

  const checkout = useCheckoutSubmit({
    submission: 'cart',
    create: createConsumableOrder,
    price: priceConsumables,
    keyOf: cartQuoteKey,
    onNewQuote,
    explain: explainByStock,
    reportConflict: reportConsumableConflict,
    onCreated: clearCart,
  });

  /** The refusal to show on a line: only while its quantity is the refused one. */
  const stockProblemFor = (consumableId: number, quantity: number) => {
    const problem = stockProblems.get(consumableId);
    return problem && problem.quantity === quantity ? problem.message : null;
  };

  return { ...checkout, stockProblemFor };
}
