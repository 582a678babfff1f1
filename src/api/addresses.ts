import type { AddressBook, AddressBookInput, SavedAddress } from '../wire/address-book.ts';
import { reportApiError } from './error-bus.ts';
import { ApiError } from './errors.ts';
import { api } from './http.ts';
import { has } from './shapes.ts';

/*
 * The address book (地址簿), our API's extension: a backend without /api/shop-address (404/501)
 * or one that cannot be reached has no book, and the checkouts work with typed addresses alone.
 */

const isSaved = has({ id: 'number', name: 'string', phone: 'string', province: 'string', city: 'string', district: 'string', region: 'string', detail: 'string', isDefault: 'boolean' });
const isBook = (body: unknown) => has({ records: 'array', total: 'number', limit: 'number' })(body) && (body as { records: unknown[] }).records.every(isSaved);
const addressPath = (id: number) => `/api/shop-address/${id}`;

/** GET /api/shop-address: the book, the default first. Quiet: whoever shows it decides what a failure means. */
export const fetchAddressBook = (signal?: AbortSignal) => api<AddressBook>('/api/shop-address', { feature: true, quiet: true, ...(signal ? { signal } : {}), expect: isBook });

/** The form shows the server's refusals (400 checks, 409 the limit, 404 gone) in place; other failures go to the notifier. */
async function inline<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && (error.status === null || error.status >= 500)) reportApiError(error);
    throw error;
  }
}

/** POST /api/shop-address: a new address (the first becomes the default); an identical one answers the saved one. */
export const addAddress = (input: AddressBookInput) => inline(api<SavedAddress>('/api/shop-address', { method: 'POST', body: { ...input }, quiet: true, expect: isSaved }));

/** PUT /api/shop-address/{id}: the address changed, its default mark kept. */
export const updateAddress = (id: number, input: AddressBookInput) => inline(api<SavedAddress>(addressPath(id), { method: 'PUT', body: { ...input }, quiet: true, expect: isSaved }));

/** PUT /api/shop-address/{id}/default: the book with this address as its default. */
export const setDefaultAddress = (id: number) => inline(api<AddressBook>(`${addressPath(id)}/default`, { method: 'PUT', quiet: true, expect: isBook }));

/** DELETE /api/shop-address/{id}: the book without it (the newest remaining becomes the default). */
export const deleteAddress = (id: number) => inline(api<AddressBook>(addressPath(id), { method: 'DELETE', quiet: true, expect: isBook }));

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
