/**
 * Limits of the address book (地址簿), zod-free so that forms can use them; the wire schema
 * (src/wire/address-book.ts) and the reference server apply the same numbers.
 */

/** Most addresses one customer keeps. */
export const ADDRESS_BOOK_LIMIT = 20;

/** Longest name of a province, city or district the data holds is 12 characters; room to spare. */
export const REGION_NAME_MAX = 20;
