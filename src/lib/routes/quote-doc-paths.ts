import type { RoutePath } from './routes.ts';

// The document's page, on its own: quote-doc-view.ts (which reads the page's query) brings the document's formatting with it.
const QUOTE_DOC: RoutePath = '/quotationorder/quote';

/** The page of one of the customer's saved quotations. */
export const savedQuoteDocUrl = (quoteNo: string): string => `${QUOTE_DOC}?no=${encodeURIComponent(quoteNo)}`;

/** The page a colleague's share link opens. */
export const sharedQuoteDocUrl = (token: string): string => `${QUOTE_DOC}?share=${encodeURIComponent(token)}`;
