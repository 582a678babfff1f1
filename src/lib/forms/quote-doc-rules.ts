/**
 * Rules of quotation documents (报价单), zod-free so that pages can use them; the wire schema
 * (src/wire/quote-docs.ts) and the reference server apply the same numbers.
 */

/** A quotation is valid for this many days from its date; after that it is 已过期. */
export const QUOTATION_VALID_DAYS = 15;

/** Saved quotations one customer keeps (each keeps its files from the unused-file clean-up). */
export const SAVED_QUOTATION_LIMIT = 100;

/** The customer block of a document: the person, the company (may be empty) and a phone (may be empty). */
export const QUOTE_CUSTOMER_MAX = { name: 32, company: 64 } as const;

/** A mainland mobile, or a landline with its area code and an optional extension. */
export const QUOTE_PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

/**
 * The value-added tax the shop's prices include (增值税, the general rate on manufactured goods):
 * every price of a quotation, an order and an invoice is tax-inclusive (含税价), and a quotation
 * document states the rate.
 */
export const VAT_RATE_PERCENT = 13;

const dayMs = 24 * 60 * 60 * 1000;

/** When a quotation dated `issuedAt` (ms) stops being valid (ms). */
export const validUntilOf = (issuedAt: number): number => issuedAt + QUOTATION_VALID_DAYS * dayMs;
