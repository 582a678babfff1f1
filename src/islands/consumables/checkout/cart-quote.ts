import type { CartItem, ConsumableQuote, ConsumableQuoteRequest } from '../../../wire/consumable-orders.ts';

/** One text per cart request, to tell whether a price answers what is on screen. */
export const cartQuoteKey = (request: ConsumableQuoteRequest): string =>
  JSON.stringify([request.items.map((item) => [item.consumableId, item.quantity]), request.couponId]);

/**
 * The goods total of `items` at the unit prices of the last price answer, or null while a
 * line has not been priced yet. Lets the coupon choice follow a quantity change before the
 * server's new price arrives.
 */
export function goodsAtQuotedPrices(items: readonly CartItem[], quote: ConsumableQuote | null): number | null {
  if (!quote || items.length === 0) return null;
  const prices = new Map(quote.lines.map((line) => [line.consumableId, line.unitPrice]));
  let goods = 0;
  for (const item of items) {
    const price = prices.get(item.consumableId);
    if (price === undefined) return null;
    goods += price * item.quantity;
  }
  return goods;
}

/** Lines of the quote whose quantity is more than can be ordered now. */
export const overStockIds = (quote: ConsumableQuote): number[] => quote.lines.filter((line) => line.quantity > line.stock).map((line) => line.consumableId);
