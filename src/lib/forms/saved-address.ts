import type { AddressInput } from './address-input.ts';
import type { SavedAddressLike } from './address-book.ts';

/** The order's address of a saved one, as the checkout's fields hold it. */
export const addressInputOf = (saved: SavedAddressLike): AddressInput => ({ name: saved.name, phone: saved.phone, region: saved.region, detail: saved.detail });

/** Whether the typed address is this saved one (spaces around the fields aside). */
export function isSameAddress(typed: AddressInput, saved: SavedAddressLike): boolean {
  return (['name', 'phone', 'region', 'detail'] as const).every((field) => typed[field].trim() === saved[field].trim());
}
