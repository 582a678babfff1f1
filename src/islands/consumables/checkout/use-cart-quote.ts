import { priceConsumables } from '~/islands/consumables/consumables';
import type { ConsumableQuote, ConsumableQuoteRequest } from '~/wire/consumable-orders';
import { useServerPrice, type ServerPrice } from '~/components/checkout/use-server-price';
import { cartQuoteKey } from '~/islands/consumables/checkout/cart-quote';

/** The server's price of the cart as it stands (see useServerPrice). null = nothing to price. */
export const useCartQuote = (request: ConsumableQuoteRequest | null): ServerPrice<ConsumableQuoteRequest, ConsumableQuote> =>
  useServerPrice(request, cartQuoteKey, priceConsumables);
