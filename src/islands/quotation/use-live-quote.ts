import { priceQuote } from '~/api/quotation';
import type { Quote, QuoteRequest } from '~/wire/quotes';
import { useServerPrice, type ServerPrice } from '~/hooks/use-server-price';
import { quoteKeyOf } from '~/lib/quote-request';

export type LiveQuote = ServerPrice<QuoteRequest, Quote>;

/** The server's price of the quotation as it stands (see useServerPrice). null = nothing to price yet. */
export const useLiveQuote = (request: QuoteRequest | null): LiveQuote => useServerPrice(request, quoteKeyOf, priceQuote);
