import type { AddressBook, AddressBookInput, SavedAddress } from '../../wire/address-book.ts';
import { isBook, isSaved } from './address-book-read.ts';
import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';

/*
 * Changing the address book (地址簿), our API's extension. Reading it is apart
 * (address-book-read.ts): a checkout's picker reads the book, and changes it only through the
 * form's dialog it loads when asked.
 */
export { addressBookOrAbsent, fetchAddressBook } from './address-book-read.ts';

const addressPath = (id: number) => `/api/shop-address/${id}`;

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
