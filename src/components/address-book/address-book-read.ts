import type { AddressBook } from '../../wire/address-book.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has } from '../../core/shapes.ts';

/*
 * Reading the address book (地址簿), our API's extension; its changes are in addresses.ts. A
 * backend without /api/shop-address (404/501) or one that cannot be reached has no book, and
 * the checkouts work with typed addresses alone.
 */

export const isSaved = has({ id: 'number', name: 'string', phone: 'string', province: 'string', city: 'string', district: 'string', region: 'string', detail: 'string', isDefault: 'boolean' });
export const isBook = (body: unknown) => has({ records: 'array', total: 'number', limit: 'number' })(body) && (body as { records: unknown[] }).records.every(isSaved);

/** GET /api/shop-address: the book, the default first. Quiet: whoever shows it decides what a failure means. */
export const fetchAddressBook = (signal?: AbortSignal) => api<AddressBook>('/api/shop-address', { feature: true, quiet: true, ...(signal ? { signal } : {}), expect: isBook });

/**
 * The book, or null when this backend keeps none (404/501, or an answer that is not a book) or
 * cannot be reached: then the checkouts take typed addresses as before and 用户中心 shows no
 * card. Other failures throw.
 */
export function addressBookOrAbsent(signal?: AbortSignal): Promise<AddressBook | null> {
  return fetchAddressBook(signal).catch((error: unknown) => {
    if (error instanceof ApiError && (error.notOffered || error.kind === 'network' || error.kind === 'shape')) return null;
    throw error;
  });
}
