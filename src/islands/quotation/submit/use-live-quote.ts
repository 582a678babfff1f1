import { priceQuote } from '~/islands/quotation/submit/quotation';
import type { Quote, QuoteRequest } from '~/wire/quotes';
import { useServerPrice, type ServerPrice } from '~/components/checkout/use-server-price';
import { quoteKeyOf } from '~/lib/pricing/quote-request';

export type LiveQuote = ServerPrice<QuoteRequest, Quote>;

/** The server's price of the quotation as it stands (see useServerPrice). null = nothing to price yet. */
export const useLiveQuote = (request: QuoteRequest | null): LiveQuote => useServerPrice(request, quoteKeyOf, priceQuote);
