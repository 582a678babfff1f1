import type { Address } from '../../wire/address.ts';
import { readAddressInput, type AddressInput } from '../forms/address-input.ts';
import { isRecord, parseJson } from '../json-guard.ts';

/** localStorage key of the address the customer last ordered to, for prefilling the next order. */
export const REMEMBERED_ADDRESS_KEY = 'shop-quotation-address';

/**
 * The address `customerId` last ordered to on this browser, or null. Another customer's address
 * is never offered; a damaged value is ignored.
 */
export function readRememberedAddress(storage: Pick<Storage, 'getItem'>, customerId: number): AddressInput | null {
  let value: unknown;
  try {
    value = parseJson(storage.getItem(REMEMBERED_ADDRESS_KEY));
  } catch {
    return null;
  }
  if (!isRecord(value) || value['customerId'] !== customerId) return null;
  return readAddressInput(value['address']);
}

/** Keeps the address of a created order for the next one. A full or blocked storage only loses the convenience. */
export function rememberAddress(storage: Pick<Storage, 'setItem'>, customerId: number, address: Address): void {
  try {
    storage.setItem(REMEMBERED_ADDRESS_KEY, JSON.stringify({ customerId, address }));
  } catch {
    // Prefilling is a convenience; the order itself is created.
  }
}
